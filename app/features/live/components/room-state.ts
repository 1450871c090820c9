import type { ChatLine, MediaState, RoomPeer, ServerMessage } from '../live.schema';
import { ROOM_CLOSE } from '../live.schema';

/*
 * What the live room shows, as one pure reducer (issue 34; the game's play-state.ts is the
 * model): where joining stands, who is here, their videos and connections, the chat, our own
 * microphone, camera and screen, the last notice, and the reconnection back-off. The hooks beside
 * it do the I/O (the socket, the calls, the devices) and report what happened as actions, so
 * every transition is tested without a browser.
 */

export type RoomStatus = 'ready' | 'connecting' | 'live' | 'reconnecting' | 'ended' | 'replaced' | 'failed';

/** Waits before each reconnection attempt; after the last, the room says it failed. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];

/** Chat lines kept on screen: the newest, as the room's history on joining is. */
const CHAT_KEPT = 200;

export type RoomState = {
  status: RoomStatus;
  /** Ourselves, as the room knows us (from its welcome). */
  me: RoomPeer | null;
  /** The others, by peer id. */
  peers: Record<string, RoomPeer>;
  /** The others' videos: by peer id on the built-in rooms, by account id on LiveKit. */
  streams: Record<string, MediaStream>;
  /** Each built-in call's connection state, by peer id (shown on the tile for tests and support). */
  links: Record<string, RTCPeerConnectionState>;
  chat: ChatLine[];
  /** A translation key: why the camera is missing, a refused message, a cancelled share. */
  notice: string | null;
  /** What we send: microphone on, camera (or screen) showing, screen shared. */
  media: MediaState;
  /** Our own picture, as the others get it. */
  preview: MediaStream | null;
  /** Joining waits for the camera and microphone question to be answered: tracks that arrive after the calls are set up would reach nobody. */
  isMediaReady: boolean;
  /** Reconnection attempts since the room last welcomed us. */
  attempts: number;
  /** While reconnecting: how long to wait before the next attempt. */
  retryInMs: number | null;
};

export type RoomAction =
  /** The camera and microphone question was answered (either may be missing). */
  | { type: 'media-ready'; preview: MediaStream | null; media: MediaState; notice: string | null }
  /** The person asked to join. */
  | { type: 'joining' }
  /** The media server could not be reached (LiveKit): there is no room without it. */
  | { type: 'join-failed' }
  /** Something the room's socket said. */
  | { type: 'received'; message: ServerMessage }
  /** The socket closed; `isLeaving` when we closed it ourselves. */
  | { type: 'disconnected'; code: number; isLeaving: boolean }
  | { type: 'remote-stream'; key: string; stream: MediaStream | null }
  | { type: 'link'; peerId: string; state: RTCPeerConnectionState }
  | { type: 'microphone'; isOn: boolean }
  | { type: 'camera'; isOn: boolean }
  /** Screen sharing started or stopped; the camera's own state decides what shows after it. */
  | { type: 'screen'; isSharing: boolean; isCameraOn: boolean }
  | { type: 'preview'; preview: MediaStream | null }
  | { type: 'notice'; notice: string };

export const INITIAL_ROOM: RoomState = {
  status: 'ready',
  me: null,
  peers: {},
  streams: {},
  links: {},
  chat: [],
  notice: null,
  media: { audio: false, video: false, screen: false },
  preview: null,
  isMediaReady: false,
  attempts: 0,
  retryInMs: null,
};

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

function received(room: RoomState, message: ServerMessage): RoomState {
  switch (message.type) {
    case 'welcome':
      // A (re)connection: the roster comes again from the others' "present" replies.
      return { ...room, status: 'live', me: message.self, chat: message.chat, peers: {}, attempts: 0, retryInMs: null };
    case 'peer-joined':
    case 'peer-present':
      return { ...room, peers: { ...room.peers, [message.peer.peerId]: message.peer } };
    case 'peer-left':
      // A peer id is one connection's and never comes back, so its call's state goes with it.
      return { ...room, peers: without(room.peers, message.peerId), links: without(room.links, message.peerId) };
    case 'media': {
      const peer = room.peers[message.peerId];
      return peer ? { ...room, peers: { ...room.peers, [message.peerId]: { ...peer, media: message.media } } } : room;
    }
    case 'chat':
      return { ...room, chat: [...room.chat.slice(-(CHAT_KEPT - 1)), message.line] };
    case 'refused':
      return { ...room, notice: message.message };
    case 'signal':
      return room;
  }
}

/** A closed socket: the calls went with it; the room ended, we were replaced, or we try again with back-off. */
function disconnected(room: RoomState, { code, isLeaving }: { code: number; isLeaving: boolean }): RoomState {
  const emptied = { ...room, streams: {}, peers: {} };
  if (isLeaving) return emptied;
  if (code === ROOM_CLOSE.replaced) return { ...emptied, status: 'replaced', retryInMs: null };
  if (code === ROOM_CLOSE.ended) return { ...emptied, status: 'ended', retryInMs: null };
  const delay = RECONNECT_DELAYS_MS[room.attempts];
  if (delay === undefined) return { ...emptied, status: 'failed', retryInMs: null };
  return { ...emptied, status: 'reconnecting', attempts: room.attempts + 1, retryInMs: delay };
}

export function reduceRoom(room: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'media-ready':
      return {
        ...room,
        preview: action.preview,
        media: action.media,
        notice: action.notice ?? room.notice,
        isMediaReady: true,
      };
    case 'joining':
      return { ...room, status: 'connecting' };
    case 'join-failed':
      return { ...room, status: 'failed' };
    case 'received':
      return received(room, action.message);
    case 'disconnected':
      return disconnected(room, action);
    case 'remote-stream':
      return {
        ...room,
        streams: action.stream ? { ...room.streams, [action.key]: action.stream } : without(room.streams, action.key),
      };
    case 'link':
      return { ...room, links: { ...room.links, [action.peerId]: action.state } };
    case 'microphone':
      return { ...room, media: { ...room.media, audio: action.isOn } };
    case 'camera':
      // While the screen is shared, the others still see a picture with the camera off.
      return { ...room, media: { ...room.media, video: action.isOn || room.media.screen } };
    case 'screen':
      return { ...room, media: { ...room.media, screen: action.isSharing, video: action.isSharing || action.isCameraOn } };
    case 'preview':
      return { ...room, preview: action.preview };
    case 'notice':
      return { ...room, notice: action.notice };
  }
}
