import { describe, expect, it } from 'vitest';
import { type ChatLine, ROOM_CLOSE, type RoomPeer, type ServerMessage } from '../live.schema';
import { INITIAL_ROOM, RECONNECT_DELAYS_MS, type RoomAction, type RoomState, reduceRoom } from './room-state';

/** Streams are opaque to the reducer: a tagged object stands in for the browser's. */
const stream = (id: string) => ({ id }) as unknown as MediaStream;
const run = (actions: RoomAction[], from: RoomState = INITIAL_ROOM) => actions.reduce(reduceRoom, from);
const heard = (message: ServerMessage): RoomAction => ({ type: 'received', message });

const MEDIA_ON = { audio: true, video: true, screen: false };
const peer = (name: string, role: RoomPeer['role'] = 'learner'): RoomPeer => ({
  peerId: `peer-${name}`,
  userId: `user-${name}`,
  name,
  role,
  media: MEDIA_ON,
});
const line = (id: number, text = `line ${id}`): ChatLine => ({
  id: String(id),
  userId: 'user-ann',
  name: 'Ann',
  text,
  at: '2026-05-04T10:00:00Z',
});
const ME = peer('me');
const ready: RoomAction = { type: 'media-ready', preview: stream('camera'), media: MEDIA_ON, notice: null };
const welcome = (chat: ChatLine[] = []) => heard({ type: 'welcome', self: ME, chat });
const live = (chat: ChatLine[] = []) => run([ready, { type: 'joining' }, welcome(chat)]);

describe('joining', () => {
  it('waits for the camera question, then shows our preview and media', () => {
    expect(INITIAL_ROOM).toMatchObject({ status: 'ready', isMediaReady: false, preview: null });
    const room = reduceRoom(INITIAL_ROOM, ready);
    expect(room).toMatchObject({ status: 'ready', isMediaReady: true, preview: stream('camera'), media: MEDIA_ON });
  });

  it('says why a camera or microphone is missing', () => {
    const room = reduceRoom(INITIAL_ROOM, {
      type: 'media-ready',
      preview: null,
      media: { audio: false, video: false, screen: false },
      notice: 'live.media.none',
    });
    expect(room).toMatchObject({ isMediaReady: true, notice: 'live.media.none', preview: null });
  });

  it('connects on the click, and is live with the room’s chat history on its welcome', () => {
    const connecting = run([ready, { type: 'joining' }]);
    expect(connecting.status).toBe('connecting');
    const room = reduceRoom(connecting, welcome([line(1), line(2)]));
    expect(room).toMatchObject({ status: 'live', me: ME, peers: {} });
    expect(room.chat.map((each) => each.id)).toEqual(['1', '2']);
  });

  it('fails when the LiveKit server cannot be reached', () => {
    expect(run([ready, { type: 'joining' }, { type: 'join-failed' }]).status).toBe('failed');
  });
});

describe('people arriving and leaving', () => {
  it('adds newcomers and those already present, once each', () => {
    const room = run(
      [heard({ type: 'peer-present', peer: peer('ann') }), heard({ type: 'peer-joined', peer: peer('bo', 'instructor') })],
      live(),
    );
    expect(Object.keys(room.peers)).toEqual(['peer-ann', 'peer-bo']);
    expect(room.peers['peer-bo']?.role).toBe('instructor');
    const again = reduceRoom(room, heard({ type: 'peer-joined', peer: { ...peer('ann'), name: 'Ann B.' } }));
    expect(Object.keys(again.peers)).toEqual(['peer-ann', 'peer-bo']);
    expect(again.peers['peer-ann']?.name).toBe('Ann B.');
  });

  it('removes someone who left, with their call’s state', () => {
    const room = run(
      [
        heard({ type: 'peer-joined', peer: peer('ann') }),
        heard({ type: 'peer-joined', peer: peer('bo') }),
        { type: 'link', peerId: 'peer-ann', state: 'connected' },
        heard({ type: 'peer-left', peerId: 'peer-ann' }),
      ],
      live(),
    );
    expect(Object.keys(room.peers)).toEqual(['peer-bo']);
    expect(room.links).toEqual({});
  });

  it('updates a person’s microphone and camera, and ignores media of someone not here', () => {
    const muted = { audio: false, video: true, screen: false };
    const room = run(
      [heard({ type: 'peer-joined', peer: peer('ann') }), heard({ type: 'media', peerId: 'peer-ann', media: muted })],
      live(),
    );
    expect(room.peers['peer-ann']?.media).toEqual(muted);
    expect(reduceRoom(room, heard({ type: 'media', peerId: 'peer-gone', media: muted }))).toBe(room);
  });

  it('leaves the state alone for signalling, which only the call reads', () => {
    const room = live();
    expect(reduceRoom(room, heard({ type: 'signal', from: 'peer-ann', candidate: null }))).toBe(room);
  });
});

describe('streams and links', () => {
  it('keeps each other person’s video by key, replaces it when it changes and drops it when it ends', () => {
    let room = reduceRoom(live(), { type: 'remote-stream', key: 'peer-ann', stream: stream('a1') });
    room = reduceRoom(room, { type: 'remote-stream', key: 'peer-bo', stream: stream('b1') });
    room = reduceRoom(room, { type: 'remote-stream', key: 'peer-ann', stream: stream('a2') });
    expect(room.streams).toEqual({ 'peer-ann': stream('a2'), 'peer-bo': stream('b1') });
    room = reduceRoom(room, { type: 'remote-stream', key: 'peer-ann', stream: null });
    expect(room.streams).toEqual({ 'peer-bo': stream('b1') });
  });

  it('records each call’s connection state', () => {
    const room = run(
      [
        { type: 'link', peerId: 'peer-ann', state: 'connecting' },
        { type: 'link', peerId: 'peer-ann', state: 'connected' },
        { type: 'link', peerId: 'peer-bo', state: 'failed' },
      ],
      live(),
    );
    expect(room.links).toEqual({ 'peer-ann': 'connected', 'peer-bo': 'failed' });
  });
});

describe('chat', () => {
  it('adds lines as they come', () => {
    const room = run([heard({ type: 'chat', line: line(3, 'Hello!') })], live([line(1), line(2)]));
    expect(room.chat.map((each) => each.text)).toEqual(['line 1', 'line 2', 'Hello!']);
  });

  it('keeps the newest 200 lines', () => {
    const history = Array.from({ length: 200 }, (_, index) => line(index));
    const room = reduceRoom(live(history), heard({ type: 'chat', line: line(200) }));
    expect(room.chat).toHaveLength(200);
    expect(room.chat[0]?.id).toBe('1');
    expect(room.chat.at(-1)?.id).toBe('200');
  });
});

describe('our media', () => {
  it('mutes and unmutes the microphone', () => {
    const muted = reduceRoom(live(), { type: 'microphone', isOn: false });
    expect(muted.media).toEqual({ audio: false, video: true, screen: false });
    expect(reduceRoom(muted, { type: 'microphone', isOn: true }).media.audio).toBe(true);
  });

  it('turns the camera off and on; a shared screen still shows', () => {
    const off = reduceRoom(live(), { type: 'camera', isOn: false });
    expect(off.media.video).toBe(false);
    const sharing = reduceRoom(off, { type: 'screen', isSharing: true, isCameraOn: false });
    expect(sharing.media).toEqual({ audio: true, video: true, screen: true });
    expect(reduceRoom(sharing, { type: 'camera', isOn: false }).media.video).toBe(true);
  });

  it('stops sharing the screen back to whatever the camera does', () => {
    const sharing = reduceRoom(live(), { type: 'screen', isSharing: true, isCameraOn: true });
    expect(reduceRoom(sharing, { type: 'screen', isSharing: false, isCameraOn: true }).media).toEqual(MEDIA_ON);
    expect(reduceRoom(sharing, { type: 'screen', isSharing: false, isCameraOn: false }).media).toEqual({
      audio: true,
      video: false,
      screen: false,
    });
  });

  it('shows the tracks the others get in our preview', () => {
    expect(reduceRoom(live(), { type: 'preview', preview: stream('screen') }).preview).toEqual(stream('screen'));
    expect(reduceRoom(live(), { type: 'preview', preview: null }).preview).toBeNull();
  });

  it('changes no media object on other actions, so nothing is sent to the room again', () => {
    const room = live();
    for (const action of [
      heard({ type: 'peer-joined', peer: peer('ann') }),
      heard({ type: 'chat', line: line(1) }),
      { type: 'link', peerId: 'peer-ann', state: 'connected' },
      { type: 'notice', notice: 'live.media.shareCancelled' },
      { type: 'disconnected', code: 1006, isLeaving: false },
    ] satisfies RoomAction[])
      expect(reduceRoom(room, action).media).toBe(room.media);
  });
});

describe('notices', () => {
  it('shows a refused message and a cancelled share', () => {
    expect(reduceRoom(live(), heard({ type: 'refused', message: 'live.chat.tooFast' })).notice).toBe('live.chat.tooFast');
    expect(reduceRoom(live(), { type: 'notice', notice: 'live.media.shareCancelled' }).notice).toBe('live.media.shareCancelled');
  });
});

describe('a closed socket', () => {
  const crowded = () =>
    run(
      [heard({ type: 'peer-joined', peer: peer('ann') }), { type: 'remote-stream', key: 'peer-ann', stream: stream('a1') }],
      live([line(1)]),
    );
  const lost = (from: RoomState) => reduceRoom(from, { type: 'disconnected', code: 1006, isLeaving: false });

  it('empties the roster and the videos, and keeps the chat', () => {
    const room = lost(crowded());
    expect(room).toMatchObject({ peers: {}, streams: {}, status: 'reconnecting' });
    expect(room.chat).toHaveLength(1);
  });

  it('tries again after each of the back-off delays in turn, then fails', () => {
    let room = live();
    for (const [index, delay] of RECONNECT_DELAYS_MS.entries()) {
      room = lost(room);
      expect(room).toMatchObject({ status: 'reconnecting', attempts: index + 1, retryInMs: delay });
    }
    room = lost(room);
    expect(room).toMatchObject({ status: 'failed', retryInMs: null });
  });

  it('starts the back-off again once the room welcomes us back', () => {
    const back = reduceRoom(lost(lost(live())), welcome());
    expect(back).toMatchObject({ status: 'live', attempts: 0, retryInMs: null });
    expect(lost(back)).toMatchObject({ attempts: 1, retryInMs: RECONNECT_DELAYS_MS[0] });
  });

  it('ends the room when its time is over, or when the person joined elsewhere: no reconnection', () => {
    expect(reduceRoom(crowded(), { type: 'disconnected', code: ROOM_CLOSE.ended, isLeaving: false })).toMatchObject({
      status: 'ended',
      retryInMs: null,
      peers: {},
    });
    expect(reduceRoom(crowded(), { type: 'disconnected', code: ROOM_CLOSE.replaced, isLeaving: false }).status).toBe('replaced');
  });

  it('when we leave on purpose, only empties the room', () => {
    const room = reduceRoom(crowded(), { type: 'disconnected', code: 1000, isLeaving: true });
    expect(room).toMatchObject({ status: 'live', peers: {}, streams: {}, attempts: 0, retryInMs: null });
  });
});
