import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  initialLiveState,
  type LivePost,
  type LiveThread,
  reconnectDelayMs,
  type ThreadLiveAction,
  type ThreadLiveContext,
  threadLiveReducer,
} from '../thread-live-state';

/*
 * The socket of an open thread page (issue 37): `/forum/live/{threadId}?after={revision}` on the
 * site's own origin. The server sends what changed after the revision the page has (a catch-up),
 * then every change as it happens. When the connection drops, the page tries again with the
 * back-off of thread-live-state.ts, at once when the browser comes back online or to the tab,
 * and catches up from the last revision it saw: nothing a page missed stays missed.
 */

export function useThreadLive({
  threadId,
  revision,
  thread,
  posts,
  context,
}: {
  threadId: string;
  revision: number;
  thread: LiveThread;
  posts: LivePost[];
  context: ThreadLiveContext;
}) {
  const contextRef = useRef(context);
  contextRef.current = context;
  const reducer = useCallback(
    (state: ReturnType<typeof initialLiveState>, action: ThreadLiveAction) =>
      threadLiveReducer(state, action, contextRef.current),
    [],
  );
  const [state, dispatch] = useReducer(reducer, undefined, () => initialLiveState(revision, thread, posts));
  // The loader read the thread again (after this person's own reply, like or edit): take what it read.
  const loaded = useRef(posts);
  useEffect(() => {
    if (loaded.current === posts) return;
    loaded.current = posts;
    dispatch({ type: 'loaded', revision, thread, posts });
  }, [posts, revision, thread]);
  const revisionRef = useRef(state.revision);
  revisionRef.current = state.revision;
  const failuresRef = useRef(0);
  failuresRef.current = state.failures;

  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    const connect = () => {
      clearTimeout(timer);
      if (isStopped || (socket && socket.readyState <= WebSocket.OPEN)) return;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const opened = new WebSocket(`${scheme}://${window.location.host}/forum/live/${threadId}?after=${revisionRef.current}`);
      socket = opened;
      opened.addEventListener('open', () => dispatch({ type: 'connected' }));
      opened.addEventListener('message', (event) => {
        try {
          const message = JSON.parse(String(event.data)) as { type?: string };
          if (message.type === 'changes') dispatch(message as ThreadLiveAction);
        } catch {
          // Not ours to read: the server sends JSON only.
        }
      });
      opened.addEventListener('close', () => {
        if (socket !== opened) return;
        socket = null;
        dispatch({ type: 'disconnected' });
        if (!isStopped) timer = setTimeout(connect, reconnectDelayMs(failuresRef.current + 1));
      });
    };
    const now = () => {
      if (document.visibilityState === 'visible') connect();
    };
    connect();
    window.addEventListener('online', now);
    document.addEventListener('visibilitychange', now);
    return () => {
      isStopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', now);
      document.removeEventListener('visibilitychange', now);
      socket?.close(1000, 'left the page');
    };
  }, [threadId]);

  return state;
}
