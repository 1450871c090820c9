import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { ExecuteSql } from '~/db/client.server';
import { outboxEvents } from '~/db/schema/jobs';
import {
  deterministicJobId,
  ensureQueues,
  getJobsState,
  type JobData,
  type JobsRuntime,
  requireRuntime,
  sendOptionsFor,
  wakeWorker,
} from './job-runtime.server';

/** The data of a subscriber's job: the event as published. */
export type EventJobData = { eventId: string; type: string; payload: JobData; occurredAt: string };

/** Events moved to jobs per dispatch transaction. */
const DISPATCH_BATCH = 100;

/** The job (and queue) that runs one subscriber: one per event type and subscriber. */
export function subscriberJobName(eventType: string, subscriberName: string) {
  return `${eventType}:${subscriberName}`;
}

/**
 * Moves unprocessed outbox events into jobs, one per (event, subscriber), and marks the events
 * processed, all in one transaction: both happen or neither. Rows are claimed with FOR UPDATE
 * SKIP LOCKED, so instances dispatching at the same time take different events; and each job's
 * id is derived from the event id and the subscriber, so even a repeated dispatch of the same
 * event cannot queue a subscriber twice. Returns how many events it handled.
 */
export async function dispatchOutboxEvents(): Promise<number> {
  const runtime = requireRuntime();
  // A snapshot: the queues must exist before the transaction starts (PGlite's one connection
  // is busy inside it), and only queues known to exist may receive jobs.
  const routes = new Map([...getJobsState().subscriptions].map(([type, names]) => [type, [...names]]));
  // Events of a type nobody subscribes to (yet) stay in the outbox: the subscriber may be in a
  // module not loaded yet (dev loads lazily) or in the next release, and must not miss them.
  const types = [...routes.keys()];
  if (types.length === 0) return 0;
  await ensureQueues(runtime, [...routes.values()].flat());
  const db = runtime.handle.db;
  const woken = new Set<string>();
  let total = 0;
  for (;;) {
    const count = await runtime.handle.transactionSql(async (executeSql) => {
      const claim = db
        .select({
          id: outboxEvents.id,
          type: outboxEvents.type,
          payload: outboxEvents.payload,
          createdAt: outboxEvents.createdAt,
        })
        .from(outboxEvents)
        .where(and(isNull(outboxEvents.processedAt), inArray(outboxEvents.type, types)))
        .orderBy(asc(outboxEvents.createdAt))
        .limit(DISPATCH_BATCH)
        .for('update', { skipLocked: true })
        .toSQL();
      const { rows } = await executeSql(claim.sql, claim.params);
      for (const row of rows) {
        const data: EventJobData = {
          eventId: String(row.id),
          type: String(row.type),
          payload: (row.payload ?? {}) as JobData,
          occurredAt: new Date(row.created_at as Date | string).toISOString(),
        };
        for (const name of routes.get(data.type) ?? []) {
          await sendInTransaction(runtime, executeSql, name, data);
          woken.add(name);
        }
      }
      if (rows.length > 0) {
        const ids = rows.map((row) => String(row.id));
        const mark = db.update(outboxEvents).set({ processedAt: sql`now()` }).where(inArray(outboxEvents.id, ids)).toSQL();
        await executeSql(mark.sql, mark.params);
      }
      return rows.length;
    });
    total += count;
    if (count < DISPATCH_BATCH) break;
  }
  for (const name of woken) wakeWorker(runtime, name);
  return total;
}

async function sendInTransaction(runtime: JobsRuntime, executeSql: ExecuteSql, name: string, data: EventJobData) {
  // pg-boss's `db` option runs its insert on the dispatch transaction's connection; a job that
  // already exists (same queue and id) is left alone.
  await runtime.boss.send(name, data, {
    ...sendOptionsFor(name),
    id: deterministicJobId(data.eventId, name),
    singletonKey: data.eventId,
    db: { executeSql },
  });
}
