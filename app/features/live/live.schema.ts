import { z } from 'zod';

/*
 * What a browser may say on a room's socket, and what it hears back (issue 13). Everything a
 * browser sends is parsed with these first; anything else closes the connection.
 */

export const CHAT_MAX_LENGTH = 500;
/** Largest message a browser may send: an offer's SDP with video and screen share stays well under it. */
export const ROOM_MESSAGE_MAX_BYTES = 64 * 1024;

const peerId = z.string().uuid();

export const mediaState = z.object({ audio: z.boolean(), video: z.boolean(), screen: z.boolean() });
export type MediaState = z.infer<typeof mediaState>;

const sessionDescription = z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(40_000) });
const iceCandidate = z.object({
  candidate: z.string().max(2000),
  sdpMid: z.string().max(64).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(255).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});

export const clientMessage = z.discriminatedUnion('type', [
  /** WebRTC negotiation with one other person in the room (the built-in rooms only). */
  z.object({
    type: z.literal('signal'),
    to: peerId,
    description: sessionDescription.optional(),
    candidate: iceCandidate.nullish(),
  }),
  z.object({ type: z.literal('chat'), text: z.string().trim().min(1).max(CHAT_MAX_LENGTH) }),
  z.object({ type: z.literal('media'), media: mediaState }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export type SeatRole = 'instructor' | 'learner';

export type RoomPeer = { peerId: string; userId: string; name: string; role: SeatRole; media: MediaState };

export type ChatLine = { id: string; userId: string; name: string; text: string; at: string };

export type ServerMessage =
  | { type: 'welcome'; self: RoomPeer; chat: ChatLine[] }
  | { type: 'peer-joined'; peer: RoomPeer }
  /** Someone already in the room, told to a newcomer. */
  | { type: 'peer-present'; peer: RoomPeer }
  | { type: 'peer-left'; peerId: string }
  | {
      type: 'signal';
      from: string;
      description?: z.infer<typeof sessionDescription>;
      candidate?: z.infer<typeof iceCandidate> | null;
    }
  | { type: 'chat'; line: ChatLine }
  | { type: 'media'; peerId: string; media: MediaState }
  /** A message the browser sent was refused (a translation key); the connection stays. */
  | { type: 'refused'; message: string };

/** Close codes a room's socket ends with (4000–4999 are the application's). */
export const ROOM_CLOSE = {
  /** The same person joined from another tab or device. */
  replaced: 4001,
  /** The room's time is over. */
  ended: 4002,
  /** The browser sent something that is not a room message. */
  badMessage: 4003,
} as const;
