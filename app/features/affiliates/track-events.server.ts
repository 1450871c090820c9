import { sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { affiliateEvents } from '~/db/schema/affiliates';
import type { TrackingEvent } from './tracking.schema';

/*
 * Stores tracking events in batches (issue 39: 2,000 a second without losing one). Each request
 * waits until its events are written, so none is acknowledged and then lost; the requests that
 * arrive within a few milliseconds of each other share one insert (a group commit), so the
 * database sees tens of statements a second, not thousands.
 */

/** How long the first event of a batch waits for others (the rate limit's shared write waits as long). */
export const GROUP_COMMIT_WINDOW_MS = 5;
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
    await insertEvents(batch.flatMap((waiting) => waiting.events));
    for (const waiting of batch) waiting.resolve();
  } catch (error) {
    for (const waiting of batch) waiting.reject(error);
  }
}

/**
 * One statement for the whole batch, its rows passed as one JSON parameter (decision 0094): the
 * statement's text is the same whatever the batch's size, so it is prepared once, and nothing is
 * built per value (Drizzle's multi-row insert built its SQL value by value: a quarter of a
 * millisecond an event, more than PostgreSQL took to store it).
 */
function insertEvents(events: TrackingEvent[]) {
  const rows = JSON.stringify(
    events.map((event) => ({
      code: event.code,
      type: event.type,
      page_url: event.pageUrl,
      order_id: event.orderId,
      amount_cents: event.amountCents,
      session_id: event.sessionId,
      occurred_at: event.occurredAt,
      user_agent: event.userAgent,
      referrer: event.referrer,
      screen_resolution: event.screenResolution,
      timezone: event.timezone,
    })),
  );
  return getDb().execute(sql`
    insert into ${affiliateEvents}
      (code, type, page_url, order_id, amount_cents, session_id, occurred_at, user_agent, referrer, screen_resolution, timezone)
    select code, type, page_url, order_id, amount_cents, session_id, occurred_at, user_agent, referrer, screen_resolution, timezone
    from json_to_recordset(${rows}::json) as event(
      code text, type affiliate_event_type, page_url text, order_id text, amount_cents integer, session_id text,
      occurred_at timestamptz, user_agent text, referrer text, screen_resolution text, timezone text)`);
}

/** Resolves once the events are stored (rejects if the insert failed: the caller answers 503). */
export function recordTrackingEvents(events: TrackingEvent[]): Promise<void> {
  return new Promise((resolve, reject) => {
    queue.push({ events, resolve, reject });
    queued += events.length;
    if (queued >= MAX_BATCH) void flush();
    else timer ??= setTimeout(() => void flush(), GROUP_COMMIT_WINDOW_MS);
  });
}
