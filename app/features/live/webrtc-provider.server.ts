import { createHmac } from 'node:crypto';
import { credentialLifetimeSeconds, type IceServer, type VideoProvider } from './video-provider';

export type WebRtcSettings = {
  stunUrls: string[];
  turnUrls: string[];
  turnUsername?: string;
  turnCredential?: string;
  /** coturn's static-auth-secret: per-person passwords that expire (the "TURN REST API" scheme). */
  turnSecret?: string;
};

/**
 * Time-limited TURN credentials: the user name is the expiry (Unix seconds) and who it is for,
 * the password the secret's HMAC-SHA1 of that name, which the TURN server checks with the same
 * secret. A leaked password stops working when the class's room closes.
 */
export function turnRestCredentials({ secret, userId, expiresAt }: { secret: string; userId: string; expiresAt: Date }) {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The built-in rooms: browsers connect to each other; the page gets the ICE servers to find a path. */
export function createWebRtcProvider(settings: WebRtcSettings): VideoProvider {
  return {
    kind: 'webrtc',
    joinDetails: async ({ userId, closesAt, now = new Date() }) => {
      const iceServers: IceServer[] = [];
      if (settings.stunUrls.length > 0) iceServers.push({ urls: settings.stunUrls });
      if (settings.turnUrls.length > 0) {
        if (settings.turnSecret) {
          const expiresAt = new Date(now.getTime() + credentialLifetimeSeconds({ closesAt, now }) * 1000);
          iceServers.push({
            urls: settings.turnUrls,
            ...turnRestCredentials({ secret: settings.turnSecret, userId, expiresAt }),
          });
        } else if (settings.turnUsername && settings.turnCredential) {
          iceServers.push({ urls: settings.turnUrls, username: settings.turnUsername, credential: settings.turnCredential });
        }
      }
      return { kind: 'webrtc', iceServers };
    },
  };
}
