import { Redis } from 'ioredis';
import { getEnv } from '../utils/env.server';
import { getLogger } from '../utils/logger.server';
import { assertChannelName, type DatabaseHandle, getDatabaseHandle } from './client.server';

/*
 * The realtime bus: how a message said on one app instance reaches the people connected to
 * every other (live class signalling and chat today, forum updates later). PostgreSQL's
 * LISTEN/NOTIFY by default, which PGlite has too, so the embedded install behaves as a cluster
 * does; Redis pub/sub when REDIS_URL is set. Never one process's memory alone (ARCHITECTURE.md).
 *
 * Messages on one channel arrive in the order they were published, on both: a WebRTC offer must
 * reach a browser before the network candidates that follow it.
 */

export type RealtimeBus = {
  kind: 'postgres' | 'redis';
  publish: (channel: string, message: string) => Promise<void>;
  /** Resolves once subscribed (a message published after that is received) to the function that stops. */
  subscribe: (channel: string, onMessage: (message: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** NOTIFY payloads are capped at 8000 bytes; longer messages go through a table (below). */
export const NOTIFY_INLINE_LIMIT_BYTES = 7000;
const INLINE = 'm:';
const OVERFLOW = 'o:';

/** A bus on the database's LISTEN/NOTIFY. Long messages are stored and their id notified. */
export function createDatabaseBus(handle: DatabaseHandle): RealtimeBus {
  return {
    kind: 'postgres',
    publish: async (channel, message) => {
      if (Buffer.byteLength(message) <= NOTIFY_INLINE_LIMIT_BYTES) {
        await handle.notify(channel, INLINE + message);
        return;
      }
      const { rows } = await handle.executeSql('insert into realtime_overflow (payload) values ($1) returning id', [message]);
      await handle.notify(channel, OVERFLOW + String(rows[0]?.id));
      // Everyone listening read it within moments; keep the table small.
      await handle
        .executeSql('delete from realtime_overflow where created_at < now() - make_interval(mins => $1)', [5])
        .catch(() => {});
    },
    subscribe: (channel, onMessage) => {
      // One at a time, in order: a stored message is read before the next one is delivered.
      let queue = Promise.resolve();
      return handle.listen(channel, (payload) => {
        queue = queue.then(async () => {
          try {
            if (payload.startsWith(INLINE)) return onMessage(payload.slice(INLINE.length));
            if (!payload.startsWith(OVERFLOW)) return;
            const { rows } = await handle.executeSql('select payload from realtime_overflow where id = $1', [
              Number(payload.slice(OVERFLOW.length)),
            ]);
            const stored = rows[0]?.payload;
            if (typeof stored === 'string') onMessage(stored);
          } catch (error) {
            getLogger().warn({ err: error, channel }, 'a realtime message could not be delivered');
          }
        });
      });
    },
    close: async () => {},
  };
}

/** A bus on Redis pub/sub: one connection publishes, one (in subscriber mode) listens. */
export function createRedisBus(url: string): RealtimeBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const handlers = new Map<string, Set<(message: string) => void>>();
  for (const client of [publisher, subscriber])
    client.on('error', (error) => getLogger().warn({ err: error }, 'the realtime Redis connection failed'));
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    kind: 'redis',
    publish: async (channel, message) => {
      assertChannelName(channel);
      await publisher.publish(channel, message);
    },
    subscribe: async (channel, onMessage) => {
      assertChannelName(channel);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onMessage);
      if (set.size === 1) await subscriber.subscribe(channel);
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(onMessage) || current.size > 0) return;
        handlers.delete(channel);
        await subscriber.unsubscribe(channel).catch(() => {});
      };
    },
    close: async () => {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

const globalKey = Symbol.for('verde.realtime-bus');
type GlobalWithBus = typeof globalThis & { [globalKey]?: { bus: RealtimeBus; handle: DatabaseHandle } };

/** The process's bus: Redis when REDIS_URL is set, otherwise the open database's. */
export function getRealtimeBus(): RealtimeBus {
  const store = globalThis as GlobalWithBus;
  const handle = getDatabaseHandle();
  const known = store[globalKey];
  // A test that opens another database gets a bus on it, not on the one before.
  if (known && known.handle === handle) return known.bus;
  const redisUrl = getEnv().REDIS_URL;
  const bus = redisUrl ? createRedisBus(redisUrl) : createDatabaseBus(handle);
  store[globalKey] = { bus, handle };
  return bus;
}
