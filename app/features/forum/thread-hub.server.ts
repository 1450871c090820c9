import type { RealtimeBus } from '~/db/realtime-bus.server';
import { getLogger } from '~/utils/logger.server';
import { readThreadChanges, threadChannel } from './thread-live.server';

/*
 * The switchboard of open thread pages (issue 37). Each app instance holds the sockets connected
 * to it and nothing else: it listens on a thread's bus channel while one of its sockets watches
 * that thread, and hands every announcement (thread-live.server.ts) to those sockets as it came,
 * a string already, so 500 readers cost 500 writes and no work per reader.
 */

/** What the hub needs of a connection: the ws WebSocket has both. */
export type ThreadSocket = { send: (text: string) => void; readyState: number };

type LocalThread = { sockets: Set<ThreadSocket>; ready: Promise<() => Promise<void>> };

export type ThreadHub = {
  /** Starts sending the thread's changes to the socket, after those since `after`; answers the function that stops. */
  watch: (socket: ThreadSocket, threadId: string, after: number) => Promise<() => Promise<void>>;
  /** Sockets this instance holds for a thread (for tests and health). */
  localCount: (threadId: string) => number;
  close: () => Promise<void>;
};

const OPEN = 1;

export function createThreadHub({ bus }: { bus: RealtimeBus }): ThreadHub {
  const threads = new Map<string, LocalThread>();
  const log = getLogger();

  const deliver = (local: LocalThread, text: string) => {
    for (const socket of local.sockets) {
      if (socket.readyState !== OPEN) continue;
      try {
        socket.send(text);
      } catch (error) {
        log.debug({ err: error }, 'a thread socket could not be written to');
      }
    }
  };

  const open = (threadId: string): LocalThread => {
    const known = threads.get(threadId);
    if (known) return known;
    const local: LocalThread = { sockets: new Set(), ready: Promise.resolve(async () => {}) };
    local.ready = bus.subscribe(threadChannel(threadId), (text) => deliver(local, text));
    threads.set(threadId, local);
    return local;
  };

  const release = async (threadId: string, local: LocalThread) => {
    if (local.sockets.size > 0 || threads.get(threadId) !== local) return;
    threads.delete(threadId);
    const unsubscribe = await local.ready.catch(() => null);
    await unsubscribe?.().catch(() => {});
  };

  return {
    watch: async (socket, threadId, after) => {
      const local = open(threadId);
      local.sockets.add(socket);
      try {
        // Listening first, then reading: a change made in between arrives twice at worst, and the page applies it once.
        await local.ready;
        const missed = await readThreadChanges(threadId, after);
        if (missed && socket.readyState === OPEN && (missed.posts.length > 0 || missed.revision !== after))
          socket.send(JSON.stringify(missed));
      } catch (error) {
        local.sockets.delete(socket);
        await release(threadId, local);
        throw error;
      }
      let isLeft = false;
      return async () => {
        if (isLeft) return;
        isLeft = true;
        local.sockets.delete(socket);
        await release(threadId, local);
      };
    },
    localCount: (threadId) => threads.get(threadId)?.sockets.size ?? 0,
    close: async () => {
      const all = [...threads.entries()];
      threads.clear();
      for (const [, local] of all) {
        local.sockets.clear();
        const unsubscribe = await local.ready.catch(() => null);
        await unsubscribe?.().catch(() => {});
      }
    },
  };
}
