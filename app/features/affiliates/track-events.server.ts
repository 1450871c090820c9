import { getDb } from '~/db/client.server';
import { affiliateEvents } from '~/db/schema/affiliates';
import type { TrackingEvent } from './tracking.schema';

/*
 * Stores tracking events in batches (issue 39: 2,000 a second without losing one). Each request
 * waits until its events are written, so none is acknowledged and then lost; the requests that
 * arrive within a few milliseconds of each other share one insert (a group commit), so the
 * database sees tens of statements a second, not thousands.
 */

const WINDOW_MS = 5;
const MAX_BATCH = 500;

type Waiting = { events: TrackingEvent[]; resolve: () => void; reject: (error: unknown) => void };

let queue: Waiting[] = [];
let queued = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

async function flush() {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = queue;
  queue = [];
  queued = 0;
  if (batch.length === 0) return;
  try {
    await getDb()
      .insert(affiliateEvents)
      .values(batch.flatMap((waiting) => waiting.events));
    for (const waiting of batch) waiting.resolve();
  } catch (error) {
    for (const waiting of batch) waiting.reject(error);
  }
}

/** Resolves once the events are stored (rejects if the insert failed: the caller answers 503). */
export function recordTrackingEvents(events: TrackingEvent[]): Promise<void> {
  return new Promise((resolve, reject) => {
    queue.push({ events, resolve, reject });
    queued += events.length;
    if (queued >= MAX_BATCH) void flush();
    else timer ??= setTimeout(() => void flush(), WINDOW_MS);
  });
}
