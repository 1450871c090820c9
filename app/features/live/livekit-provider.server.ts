import { AccessToken } from 'livekit-server-sdk';
import { credentialLifetimeSeconds, type VideoProvider } from './video-provider';

export type LiveKitSettings = { url: string; apiKey: string; apiSecret: string };

/** One LiveKit room per class. */
export function liveKitRoomName(classId: string): string {
  return `class-${classId}`;
}

/**
 * Rooms on a LiveKit server (large classes): the page gets a token that admits this person to
 * this class's room only, until shortly after it closes. Everyone may speak, show their camera
 * and share a screen (a coaching class is a conversation); the instructor alone administers the
 * room (mute or remove someone).
 */
export function createLiveKitProvider(settings: LiveKitSettings): VideoProvider {
  return {
    kind: 'livekit',
    joinDetails: async ({ classId, userId, name, isHost, closesAt, now }) => {
      const roomName = liveKitRoomName(classId);
      const token = new AccessToken(settings.apiKey, settings.apiSecret, {
        identity: userId,
        name,
        ttl: credentialLifetimeSeconds({ closesAt, now }),
        metadata: JSON.stringify({ role: isHost ? 'instructor' : 'learner' }),
      });
      token.addGrant({
        room: roomName,
        roomJoin: true,
        canPublish: true,
        canSubscribe: true,
        canPublishData: true,
        roomAdmin: isHost,
        roomCreate: false,
        roomList: false,
        roomRecord: false,
      });
      return { kind: 'livekit', url: settings.url, token: await token.toJwt(), roomName };
    },
  };
}
