import { getEnv } from '~/utils/env.server';
import { createLiveKitProvider } from './livekit-provider.server';
import type { VideoProvider } from './video-provider';
import { createWebRtcProvider } from './webrtc-provider.server';

/** LiveKit when it is configured (all three settings), otherwise the built-in WebRTC rooms. */
export function getVideoProvider(): VideoProvider {
  const env = getEnv();
  if (env.LIVEKIT_URL && env.LIVEKIT_API_KEY && env.LIVEKIT_API_SECRET)
    return createLiveKitProvider({ url: env.LIVEKIT_URL, apiKey: env.LIVEKIT_API_KEY, apiSecret: env.LIVEKIT_API_SECRET });
  return createWebRtcProvider({
    stunUrls: env.WEBRTC_STUN_URLS,
    turnUrls: env.WEBRTC_TURN_URLS,
    turnUsername: env.WEBRTC_TURN_USERNAME,
    turnCredential: env.WEBRTC_TURN_CREDENTIAL,
    turnSecret: env.WEBRTC_TURN_SECRET,
  });
}

/**
 * The LiveKit server's addresses, for the Content-Security-Policy's connect-src: its socket
 * (wss://) and the same host over https, which the client asks when a connection fails.
 */
export function liveKitConnectSources(livekitUrl: string | undefined): string[] {
  if (!livekitUrl) return [];
  const url = new URL(livekitUrl);
  const secure = url.protocol === 'wss:';
  return [`${url.protocol}//${url.host}`, `${secure ? 'https' : 'http'}://${url.host}`];
}
