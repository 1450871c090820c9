/*
 * The video provider port (issue 13), shaped like payments/provider.ts: the room page asks it
 * how a person joins, and gets either the built-in WebRTC rooms (browsers connect to each other,
 * signalling over our socket, STUN/TURN from the configuration) or a LiveKit room (a token for
 * the configured LiveKit server). Presence, chat and attendance go through our socket either way.
 */

/** RTCIceServer, as the browser takes it. */
export type IceServer = { urls: string[]; username?: string; credential?: string };

export type JoinDetails =
  | { kind: 'webrtc'; iceServers: IceServer[] }
  | { kind: 'livekit'; url: string; token: string; roomName: string };

export type JoinRequest = {
  classId: string;
  userId: string;
  name: string;
  /** The class's instructor: may mute and remove others on LiveKit. */
  isHost: boolean;
  /** When the room closes: credentials last until then, and not much longer. */
  closesAt: Date;
  now?: Date;
};

export type VideoProvider = {
  kind: JoinDetails['kind'];
  joinDetails: (request: JoinRequest) => Promise<JoinDetails>;
};

/** Credentials stay valid this long after the room closes, so a clock a little off does not cut anyone. */
export const CREDENTIAL_GRACE_SECONDS = 15 * 60;

export function credentialLifetimeSeconds({ closesAt, now = new Date() }: Pick<JoinRequest, 'closesAt' | 'now'>): number {
  return Math.max(60, Math.ceil((closesAt.getTime() - now.getTime()) / 1000) + CREDENTIAL_GRACE_SECONDS);
}
