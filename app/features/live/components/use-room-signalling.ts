import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import type { ClientMessage, MediaState, ServerMessage } from '../live.schema';
import type { JoinDetails } from '../video-provider';
import type { LiveKitCall } from './livekit-call';
import { MeshCall } from './mesh-call';
import type { RoomAction, RoomStatus } from './room-state';

/*
 * The room's socket and the calls it signals for (issue 13, decision 0050). The socket brings the
 * roster, the chat and, for the built-in rooms, the WebRTC signalling that drives the mesh; media
 * goes peer to peer, or through LiveKit when the server is configured with it (livekit-client is
 * imported only then). A lost connection is tried again with the back-off the room's state
 * decides (room-state.ts); what the socket says is reported to that state as it comes.
 */

type Options = {
  socketPath: string;
  join: JoinDetails;
  dispatch: Dispatch<RoomAction>;
  /** What we send the others right now (use-local-media.ts). */
  localTracks: () => MediaStreamTrack[];
  /** The room's state this hook acts on: our media, and whether (and when) to reconnect. */
  room: { media: MediaState; status: RoomStatus; attempts: number; retryInMs: number | null };
};

export function useRoomSignalling({ socketPath, join, dispatch, localTracks, room }: Options) {
  const socket = useRef<WebSocket | null>(null);
  const mesh = useRef<MeshCall | null>(null);
  const livekit = useRef<LiveKitCall | null>(null);
  const isLeaving = useRef(false);
  // The welcome handler runs outside React's render: it reads our media as it is then.
  const mediaRef = useRef(room.media);
  mediaRef.current = room.media;

  const send = useCallback((message: ClientMessage) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(message));
  }, []);

  const setRemoteStream = useCallback(
    (key: string, stream: MediaStream | null) =>
      // A new object each time: a track added to the same stream must render again.
      dispatch({ type: 'remote-stream', key, stream: stream ? new MediaStream(stream.getTracks()) : null }),
    [dispatch],
  );

  const handleMessage = useCallback(
    (message: ServerMessage) => {
      dispatch({ type: 'received', message });
      switch (message.type) {
        case 'welcome':
          if (join.kind === 'webrtc') {
            mesh.current?.close();
            mesh.current = new MeshCall({
              selfId: message.self.peerId,
              iceServers: join.iceServers,
              send,
              onRemoteStream: setRemoteStream,
              onConnectionState: (peerId, state) => dispatch({ type: 'link', peerId, state }),
            });
            mesh.current.setLocalTracks(localTracks());
          }
          send({ type: 'media', media: mediaRef.current });
          return;
        case 'peer-joined':
        case 'peer-present':
          // Whoever was here first calls the newcomer.
          mesh.current?.connect(message.peer.peerId, { initiate: message.type === 'peer-joined' });
          return;
        case 'peer-left':
          mesh.current?.disconnect(message.peerId);
          return;
        case 'signal':
          mesh.current?.handleSignal(message);
          return;
      }
    },
    [dispatch, join, localTracks, send, setRemoteStream],
  );

  const connect = useCallback(() => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${scheme}://${window.location.host}${socketPath}`);
    socket.current = ws;
    ws.onmessage = (event) => {
      try {
        handleMessage(JSON.parse(String(event.data)) as ServerMessage);
      } catch (error) {
        console.warn('a room message could not be read', error);
      }
    };
    ws.onclose = (event) => {
      // A socket already replaced by a newer one has nothing more to say.
      if (socket.current !== ws) return;
      mesh.current?.close();
      mesh.current = null;
      dispatch({ type: 'disconnected', code: event.code, isLeaving: isLeaving.current });
    };
  }, [dispatch, handleMessage, socketPath]);

  // The back-off: after a lost connection, the next attempt when the room's state says. The
  // latest connect is read when the wait ends, so a re-render does not restart the wait.
  const connectRef = useRef(connect);
  connectRef.current = connect;
  const { status, attempts, retryInMs } = room;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (a new count) waits afresh
  useEffect(() => {
    if (status !== 'reconnecting' || retryInMs === null) return;
    const timer = setTimeout(() => {
      if (!isLeaving.current) connectRef.current();
    }, retryInMs);
    return () => clearTimeout(timer);
  }, [status, attempts, retryInMs]);

  // Our microphone, camera and screen state goes to the others whenever it changes (before
  // joining there is no socket yet: the welcome sends it).
  useEffect(() => {
    send({ type: 'media', media: room.media });
  }, [room.media, send]);

  /** Joins: the LiveKit room first when there is one (there is no room without its media), then our socket. */
  const enter = useCallback(async () => {
    dispatch({ type: 'joining' });
    if (join.kind === 'livekit') {
      try {
        const { joinLiveKit } = await import('./livekit-call');
        livekit.current = await joinLiveKit({ url: join.url, token: join.token, onRemoteStream: setRemoteStream });
        await livekit.current.setLocalTracks(localTracks());
      } catch (error) {
        console.warn('could not reach the LiveKit server', error);
        dispatch({ type: 'join-failed' });
        return;
      }
    }
    connect();
  }, [connect, dispatch, join, localTracks, setRemoteStream]);

  /** Leaves on purpose: the socket closes without a reconnection. */
  const leave = useCallback(() => {
    isLeaving.current = true;
    socket.current?.close(1000, 'left');
  }, []);

  /** New local tracks (a screen shared or no longer) for whichever call carries our media. */
  const publishTracks = useCallback((tracks: MediaStreamTrack[]) => {
    mesh.current?.setLocalTracks(tracks);
    livekit.current?.setLocalTracks(tracks).catch(() => {});
  }, []);

  // Leaving the page leaves the room: the socket and the connections.
  useEffect(
    () => () => {
      isLeaving.current = true;
      socket.current?.close(1000, 'left');
      mesh.current?.close();
      livekit.current?.close();
    },
    [],
  );

  return { send, enter, leave, publishTracks };
}
