import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outboxEvents } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { defineEvent } from '~/features/jobs/event-contract';
import { dispatchEvents, publishEvent, subscribe } from '~/features/jobs/events.server';
import { declareJob } from '~/features/jobs/job-contract';
import { requireRuntime } from '~/features/jobs/job-runtime.server';
import { enqueueJob, findJob, handleJob } from '~/features/jobs/jobs.server';
import { startJobs, stopJobs } from '~/features/jobs/worker.server';
import { getLogger } from '~/utils/logger.server';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
const logger = getLogger();

// Handlers register at module load, as a feature's *.jobs.server.ts would; each test uses its
// own job and event names, so what one test leaves queued does not change another's counts.
// The events are declared as a domain's events.ts declares its own, the jobs as its
// *.jobs.server.ts declares its own.
const chainDone = defineEvent('test.chain_done', z.object({ step: z.string() }));
const rolledBackEvent = defineEvent('test.rolled_back', z.object({ orderId: z.string() }));
const orderPaidEvent = defineEvent('test.order_paid', z.object({ orderId: z.string() }));
const notYetHeard = defineEvent('test.not_yet_heard', z.object({ n: z.number() }));
const workerEvent = defineEvent('test.worker_event', z.object({ via: z.string() }));
const checkedEvent = defineEvent('test.checked', z.object({ quantity: z.number().int().positive() }));
const recordJob = declareJob('test.record', z.object({ note: z.string() }));
const alwaysFailsJob = declareJob('test.always-fails', z.object({ to: z.string() }));
const flakyJob = declareJob('test.flaky', z.object({}));
const chainFirstJob = declareJob('test.chain-first', z.object({ step: z.string() }));
const chainSecondJob = declareJob('test.chain-second', z.object({ step: z.string() }));
const survivesRestartJob = declareJob('test.survives-restart', z.object({ orderId: z.string() }));
const pickedUpJob = declareJob('test.picked-up', z.object({ via: z.string() }));
const checkedJob = declareJob('test.checked-job', z.object({ quantity: z.number().int().positive() }));
const recorded: Array<{ data: unknown; attempt: number }> = [];
handleJob(recordJob, async (data, ctx) => {
  recorded.push({ data, attempt: ctx.attempt });
});

const failingAttempts: number[] = [];
handleJob(
  alwaysFailsJob,
  async (_data, ctx) => {
    failingAttempts.push(ctx.attempt);
    throw new Error('the mail server is down');
  },
  { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
);

const flakyAttempts: number[] = [];
handleJob(
  flakyJob,
  async (_data, ctx) => {
    flakyAttempts.push(ctx.attempt);
    if (ctx.attempt === 1) throw new Error('a hiccup');
  },
  { retryDelaySeconds: 0, retryBackoff: false },
);

const chained: string[] = [];
handleJob(chainFirstJob, async (data) => {
  chained.push(data.step);
  await enqueueJob(chainSecondJob, { step: 'second' });
  await database.db.transaction((tx) => publishEvent(tx, chainDone, { step: 'event' }));
});
handleJob(chainSecondJob, async (data) => {
  chained.push(data.step);
});
subscribe(chainDone, 'recorder', async (payload) => {
  chained.push(payload.step);
});

const rolledBack: unknown[] = [];
subscribe(rolledBackEvent, 'recorder', async (payload) => {
  rolledBack.push(payload);
});

const paid: Array<{ subscriber: string; payload: unknown; eventId: string }> = [];
subscribe(orderPaidEvent, 'credit-affiliate', async (payload, ctx) => {
  paid.push({ subscriber: 'credit-affiliate', payload, eventId: ctx.eventId });
});
subscribe(orderPaidEvent, 'email-receipt', async (payload, ctx) => {
  paid.push({ subscriber: 'email-receipt', payload, eventId: ctx.eventId });
});

const restarted: unknown[] = [];
handleJob(survivesRestartJob, async (data) => {
  restarted.push(data);
});

const picked: unknown[] = [];
handleJob(pickedUpJob, async (data) => {
  picked.push(data);
});

const checked: Array<{ quantity: number }> = [];
handleJob(
  checkedJob,
  async (data) => {
    checked.push(data);
  },
  { retryLimit: 0 },
);
subscribe(workerEvent, 'recorder', async (payload) => {
  picked.push(payload);
});

async function waitFor(isDone: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function countJobs(name: string) {
  const { rows } = await database.executeSql('select count(*)::int as count from pgboss.job where name = $1', [name]);
  return Number(rows[0]?.count);
}

afterEach(async () => {
  await stopJobs();
});

describe('background jobs', () => {
  it('runs a job once, with its data', async () => {
    await startJobs({ handle: database, logger, runWorkers: false });
    const id = await enqueueJob(recordJob, { note: 'hello' });
    expect(id).toEqual(expect.any(String));
    const summary = await drainJobs();
    expect(summary.completed.filter((name) => name === 'test.record')).toHaveLength(1);
    expect(recorded).toEqual([{ data: { note: 'hello' }, attempt: 1 }]);
    expect(await findJob({ name: 'test.record', id: id as string })).toMatchObject({ state: 'completed', retryCount: 0 });
    expect((await drainJobs()).completed).toEqual([]);
    expect(recorded).toHaveLength(1);
  });

  it('retries a failing job up to its limit, logs each failure, then records it failed', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const capture = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    await startJobs({ handle: database, logger: capture, runWorkers: false });
    // The failure stays in the job: enqueueing succeeds, and so does the drain.
    const id = await enqueueJob(alwaysFailsJob, { to: 'grower@example.org' });
    const summary = await drainJobs();
    expect(summary.failed.filter((name) => name === 'test.always-fails')).toHaveLength(3);
    expect(failingAttempts).toEqual([1, 2, 3]);
    const job = await findJob({ name: 'test.always-fails', id: id as string });
    expect(job).toMatchObject({ state: 'failed', retryCount: 2, retryLimit: 2 });
    expect(job?.output).toMatchObject({ message: 'the mail server is down' });
    const failures = lines.filter((line) => line.job === 'test.always-fails');
    expect(failures.map((line) => [line.level, line.attempt, line.willRetry])).toEqual([
      [40, 1, true],
      [40, 2, true],
      [50, 3, false],
    ]);
    expect(failures[0]?.err).toMatchObject({ message: 'the mail server is down' });
  });

  it('completes a job that fails once and then succeeds', async () => {
    await startJobs({ handle: database, logger, runWorkers: false });
    const id = await enqueueJob(flakyJob, {});
    const summary = await drainJobs();
    expect(summary.failed.filter((name) => name === 'test.flaky')).toHaveLength(1);
    expect(summary.completed.filter((name) => name === 'test.flaky')).toHaveLength(1);
    expect(flakyAttempts).toEqual([1, 2]);
    expect(await findJob({ name: 'test.flaky', id: id as string })).toMatchObject({ state: 'completed' });
  });

  it('drains the jobs and events that jobs create', async () => {
    await startJobs({ handle: database, logger, runWorkers: false });
    await enqueueJob(chainFirstJob, { step: 'first' });
    await drainJobs();
    expect(chained.toSorted()).toEqual(['event', 'first', 'second']);
  });

  it('queues nothing for an event whose transaction rolls back', async () => {
    await startJobs({ handle: database, logger, runWorkers: false });
    await expect(
      database.db.transaction(async (tx) => {
        await publishEvent(tx, rolledBackEvent, { orderId: 'o-1' });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    await drainJobs();
    expect(rolledBack).toEqual([]);
    expect(await database.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'test.rolled_back'))).toEqual([]);
    expect(await countJobs('test.rolled_back:recorder')).toBe(0);
  });

  it('runs each subscriber exactly once per event, however often the event is dispatched, across a restart', async () => {
    await startJobs({ handle: database, logger, runWorkers: false });
    const event = await database.db.transaction((tx) => publishEvent(tx, orderPaidEvent, { orderId: 'o-42' }));
    // Two instances dispatching at once, then once more.
    await Promise.all([dispatchEvents(), dispatchEvents()]);
    await dispatchEvents();
    const [row] = await database.db
      .select({ processedAt: outboxEvents.processedAt })
      .from(outboxEvents)
      .where(eq(outboxEvents.id, event.id));
    expect(row?.processedAt).toBeInstanceOf(Date);
    // A dispatch that repeats after its jobs were queued (as if the mark had been lost).
    await database.db.update(outboxEvents).set({ processedAt: null }).where(eq(outboxEvents.id, event.id));
    expect(await dispatchEvents()).toBeGreaterThanOrEqual(1);
    expect(await countJobs('test.order_paid:credit-affiliate')).toBe(1);
    expect(await countJobs('test.order_paid:email-receipt')).toBe(1);

    // A restart between dispatch and running: the queued jobs are still there, and still once.
    await stopJobs();
    await startJobs({ handle: database, logger, runWorkers: false });
    await dispatchEvents();
    await drainJobs();
    expect(paid.toSorted((a, b) => a.subscriber.localeCompare(b.subscriber))).toEqual([
      { subscriber: 'credit-affiliate', payload: { orderId: 'o-42' }, eventId: event.id },
      { subscriber: 'email-receipt', payload: { orderId: 'o-42' }, eventId: event.id },
    ]);
  });

  it('keeps an event nobody subscribes to yet until a subscriber appears', async () => {
    await startJobs({ handle: database, logger, runWorkers: false });
    const event = await publishEvent(database.db, notYetHeard, { n: 1 });
    await drainJobs();
    const [waiting] = await database.db
      .select({ processedAt: outboxEvents.processedAt })
      .from(outboxEvents)
      .where(eq(outboxEvents.id, event.id));
    expect(waiting?.processedAt).toBeNull();
    const heard: unknown[] = [];
    subscribe(notYetHeard, 'late-listener', async (payload) => {
      heard.push(payload);
    });
    await drainJobs();
    expect(heard).toEqual([{ n: 1 }]);
  });

  it('refuses a payload that does not fit its event, and writes nothing', async () => {
    await startJobs({ handle: database, logger, runWorkers: false });
    await expect(
      database.db.transaction(async (tx) => {
        // @ts-expect-error: the contract says quantity is a number; a caller that lies still fails at run time.
        await publishEvent(tx, checkedEvent, { quantity: 'two' });
      }),
    ).rejects.toThrow(/quantity/);
    await expect(publishEvent(database.db, checkedEvent, { quantity: -1 })).rejects.toThrow();
    expect(await database.db.select().from(outboxEvents).where(eq(outboxEvents.type, checkedEvent.type))).toEqual([]);
  });

  it('hands a subscriber the payload as its event declares it, dropping what it does not declare', async () => {
    await startJobs({ handle: database, logger, runWorkers: false });
    const heard: unknown[] = [];
    subscribe(checkedEvent, 'recorder', async (payload) => {
      heard.push(payload);
    });
    // A row written by an older or newer release, with a field this one does not know.
    await database.db.insert(outboxEvents).values({ type: checkedEvent.type, payload: { quantity: 3, extra: 'x' } });
    await drainJobs();
    expect(heard).toEqual([{ quantity: 3 }]);
  });

  it('names events <domain>.<what_happened>', () => {
    expect(() => defineEvent('OrderPaid', z.object({}))).toThrow(/<domain>\.<what_happened>/);
    expect(() => defineEvent('order paid', z.object({}))).toThrow();
    expect(defineEvent('order.paid', z.object({})).type).toBe('order.paid');
  });

  it('refuses a payload that does not fit its job, at the caller, and queues nothing', async () => {
    // Checked before anything is sent: with the runner stopped, the payload is still what fails.
    // @ts-expect-error: the contract says quantity is a number; a caller that lies still fails at run time.
    await expect(enqueueJob(checkedJob, { quantity: 'two' })).rejects.toThrow(/quantity/);
    await startJobs({ handle: database, logger, runWorkers: false });
    await expect(enqueueJob(checkedJob, { quantity: -1 })).rejects.toThrow(/quantity/);
    // @ts-expect-error: a payload without the field its job declares.
    await expect(enqueueJob(checkedJob, {})).rejects.toThrow(/quantity/);
    expect(await countJobs(checkedJob.name)).toBe(0);
    await drainJobs();
    expect(checked).toEqual([]);
  });

  it('hands a handler the payload as its job declares it, and fails a job whose data does not fit', async () => {
    await startJobs({ handle: database, logger, runWorkers: false });
    // Jobs written by an older or newer release, past enqueueJob: one with a field this release
    // does not know, one whose data no longer fits.
    const { boss } = requireRuntime();
    await boss.send(checkedJob.name, { quantity: 3, extra: 'x' });
    const misfit = await boss.send(checkedJob.name, { quantity: 'three' }, { retryLimit: 0 });
    const summary = await drainJobs();
    expect(checked).toEqual([{ quantity: 3 }]);
    expect(summary.failed.filter((name) => name === checkedJob.name)).toHaveLength(1);
    expect(await findJob({ name: checkedJob.name, id: misfit as string })).toMatchObject({ state: 'failed' });
  });

  it('keeps a job enqueued before a restart and runs it after', async () => {
    await startJobs({ handle: database, logger, runWorkers: false });
    await enqueueJob(survivesRestartJob, { orderId: 'o-7' });
    await stopJobs();
    await expect(enqueueJob(survivesRestartJob, { orderId: 'o-8' })).rejects.toThrow(/not running/);
    await startJobs({ handle: database, logger, runWorkers: false });
    await drainJobs();
    expect(restarted).toEqual([{ orderId: 'o-7' }]);
  });

  it('picks up jobs and events by itself when workers run, and stops cleanly', async () => {
    await startJobs({ handle: database, logger });
    // A second start with the same database changes nothing.
    await startJobs({ handle: database, logger });
    await expect(drainJobs()).rejects.toThrow(/runWorkers: false/);
    await enqueueJob(pickedUpJob, { via: 'enqueue' });
    await database.db.transaction((tx) => publishEvent(tx, workerEvent, { via: 'event' }));
    await waitFor(() => picked.length === 2);
    expect(picked).toEqual(expect.arrayContaining([{ via: 'enqueue' }, { via: 'event' }]));
    await stopJobs();
    await stopJobs();
    await expect(enqueueJob(pickedUpJob, { via: 'late' })).rejects.toThrow(/not running/);
  });
});
