import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle, ExecuteSql } from '~/db/client.server';
import { outboxEvents } from '~/db/schema/index';
import type { Logger } from '~/utils/logger.server';
import {
  DEFAULT_JOB_OPTIONS,
  deterministicJobId,
  ensureQueues,
  getJobsState,
  type JobContext,
  type JobData,
  type JobHandler,
  type JobOptions,
  type JobsRuntime,
  registerJob,
  requireRuntime,
  sendOptionsFor,
  wakeWorker,
} from './job-runtime.server';
import { dispatchOutboxEvents, type EventJobData, subscriberJobName } from './outbox.server';

export type { JobContext, JobData, JobHandler, JobOptions } from './job-runtime.server';

export type EnqueueOptions = {
  /**
   * At most one job per key and job name: the job id is derived from the key, so a second
   * enqueue is dropped while the first is kept (pending, running, or finished in the last 12 h).
   */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
};

/** What a subscriber gets besides the payload: the job's context and the event's identity. */
export type EventContext = JobContext & { eventId: string; eventType: string; occurredAt: string };

export type EventHandler<T extends JobData> = (payload: T, ctx: EventContext) => Promise<void>;

/** getDb() or a transaction: the event is written with whatever else that executor writes. */
export type EventWriter = Pick<Database, 'insert'>;

export type StartJobsOptions = {
  handle: DatabaseHandle;
  logger: Logger;
  /** false: install and send only, nothing runs in the background (tests drive drainJobs). */
  runWorkers?: boolean;
};

export type DrainSummary = { completed: string[]; failed: string[] };

export type JobSummary = {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  retryLimit: number;
  data: unknown;
  output: unknown;
};

/** How often each instance looks for outbox events that nothing nudged it about. */
const DISPATCH_POLL_MS = 2_000;
/** A short wait after publishEvent, so that the publishing transaction has usually committed. */
const DISPATCH_NUDGE_MS = 25;
/** How often an idle worker asks for its next job. */
const WORKER_POLL_SECONDS = 2;

const JOB_NAME = /^[a-z0-9][\w.-]*$/i;

/**
 * Registers a job handler at module load (in a feature's `*.jobs.server.ts`, which the
 * composition root, server/background-work.ts, imports before startJobs). A failing handler is
 * logged with the job name and attempt and retried (default: 5 retries with backoff); it never
 * reaches the user. A job may run more than once (a crash or timeout mid-run), so handlers must
 * be idempotent.
 */
export function defineJob<T extends JobData>(name: string, handler: JobHandler<T>, options: JobOptions = {}) {
  if (!JOB_NAME.test(name)) throw new Error(`Job name "${name}" may hold only letters, digits, ".", "_" and "-"`);
  registerJob({ name, handler: handler as JobHandler<JobData>, options });
}

/**
 * A job that runs on a clock (a UTC cron expression, e.g. every 15 minutes), once per tick
 * whatever the number of instances. Like every job it may run twice, so it must be idempotent.
 */
export function defineScheduledJob<T extends JobData>(
  name: string,
  cron: string,
  handler: JobHandler<T>,
  options: JobOptions = {},
) {
  defineJob(name, handler, options);
  getJobsState().schedules.set(name, cron);
}

/**
 * Queues a job; returns its id, or null when singletonKey dropped it as a duplicate. It commits
 * on its own: for work that must happen only if a transaction commits, publish an event in that
 * transaction instead. Never await it inside a transaction on PGlite: the one connection
 * belongs to the transaction, so the send would wait for it forever.
 */
export async function enqueueJob<T extends JobData>(name: string, data: T, options: EnqueueOptions = {}) {
  const runtime = requireRuntime();
  await ensureQueues(runtime, [name]);
  const sendOptions: PgBoss.SendOptions = { ...sendOptionsFor(name) };
  if (options.singletonKey) {
    sendOptions.id = deterministicJobId(name, options.singletonKey);
    sendOptions.singletonKey = options.singletonKey;
  }
  if (options.startAfterSeconds && options.startAfterSeconds > 0) sendOptions.startAfter = options.startAfterSeconds;
  const id = await runtime.boss.send(name, data, sendOptions);
  if (id && !sendOptions.startAfter) wakeWorker(runtime, name);
  return id;
}

/**
 * Announces a change (convention 4). Pass the transaction that makes the change: the event
 * commits or rolls back with it. Each subscriber then runs as its own retried job, at most once
 * per event. Where workers run, a dispatch follows shortly; the 2 s poll of any instance running
 * workers picks up the rest (events from other instances, or from before a crash).
 */
export async function publishEvent<T extends JobData>(
  writer: EventWriter,
  event: { type: string; payload: T },
): Promise<{ id: string }> {
  const [row] = await writer
    .insert(outboxEvents)
    .values({ type: event.type, payload: event.payload })
    .returning({ id: outboxEvents.id });
  if (!row) throw new Error(`The outbox returned no id for ${event.type}`);
  getJobsState().runtime?.nudgeDispatch();
  return row;
}

/**
 * Registers a subscriber at module load. subscriberName must stay stable: it names the queue
 * and, with the event id, the job, which is what keeps a subscriber from running twice for one
 * event. Subscribers registered after an event was dispatched do not receive it.
 */
export function subscribe<T extends JobData>(
  eventType: string,
  subscriberName: string,
  handler: EventHandler<T>,
  options: JobOptions = {},
) {
  if (!JOB_NAME.test(subscriberName))
    throw new Error(`Subscriber name "${subscriberName}" may hold only letters, digits, ".", "_" and "-"`);
  const name = subscriberJobName(eventType, subscriberName);
  registerJob({
    name,
    handler: async (data, ctx) => {
      const event = data as EventJobData;
      await handler(event.payload as T, { ...ctx, eventId: event.eventId, eventType: event.type, occurredAt: event.occurredAt });
    },
    options,
  });
  const { subscriptions } = getJobsState();
  const names = subscriptions.get(eventType) ?? new Set<string>();
  names.add(name);
  subscriptions.set(eventType, names);
}

/**
 * Moves pending outbox events into subscriber jobs now (it also runs on its own while workers
 * run). Safe to call any number of times, from any number of instances. Returns the events moved.
 */
export function dispatchEvents(): Promise<number> {
  return dispatchOutboxEvents();
}

/** A job's state, from the live table or the archive; for tests and admin dashboards. */
export async function findJob({ name, id }: { name: string; id: string }): Promise<JobSummary | null> {
  const job = await requireRuntime().boss.getJobById(name, id, { includeArchive: true });
  if (!job) return null;
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    data: job.data,
    output: job.output,
  };
}

/**
 * Starts pg-boss on the open database: installs or migrates its `pgboss` schema (under
 * pg-boss's own advisory lock), creates a queue per registered job, and with runWorkers starts
 * a worker per job and the outbox dispatcher. One running instance per process: calling it
 * again with the same handle does nothing. It runs the jobs registered so far and imports no
 * feature: the caller imports the registrations first (server/background-work.ts).
 */
export async function startJobs({ handle, logger, runWorkers = true }: StartJobsOptions): Promise<void> {
  const state = getJobsState();
  await state.stopping;
  // No await between this check and setting `starting`, so two callers cannot both start.
  while (state.starting) await state.starting.catch(() => {});
  if (state.runtime) {
    if (state.runtime.handle === handle) return;
    throw new Error('Background jobs already run on another database: call stopJobs() first.');
  }
  state.starting = start({ handle, logger, runWorkers }).finally(() => {
    state.starting = undefined;
  });
  await state.starting;
}

async function start({ handle, logger, runWorkers }: Required<StartJobsOptions>) {
  const startedAt = performance.now();
  const state = getJobsState();

  // pg-boss marks a finished job complete without awaiting the write; tracking its queries
  // lets stop wait for them before the database closes.
  const inFlight = new Set<Promise<unknown>>();
  const executeSql: ExecuteSql = (text, values) => {
    const query = handle.executeSql(text, values);
    inFlight.add(query);
    const forget = () => inFlight.delete(query);
    query.then(forget, forget);
    return query;
  };
  const boss = new PgBoss({
    db: { executeSql },
    migrate: true,
    // Maintenance (failing jobs stuck past their expiry, archiving) runs where workers run.
    supervise: runWorkers,
    // Cron schedules (defineScheduledJob) are kept where workers run.
    schedule: runWorkers,
    retryLimit: DEFAULT_JOB_OPTIONS.retryLimit,
    retryDelay: DEFAULT_JOB_OPTIONS.retryDelaySeconds,
    retryBackoff: DEFAULT_JOB_OPTIONS.retryBackoff,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'background jobs: pg-boss error'));
  await boss.start();

  let pollTimer: NodeJS.Timeout | undefined;
  let nudgeTimer: NodeJS.Timeout | undefined;
  let dispatching: Promise<void> | undefined;
  let isDispatchWanted = false;
  const startingWorkers = new Set<string>();

  const runDispatch = () => {
    nudgeTimer = undefined;
    if (runtime.isStopping) return;
    if (dispatching) {
      isDispatchWanted = true;
      return;
    }
    dispatching = dispatchOutboxEvents()
      .then(
        (count) => {
          if (count > 0) logger.debug({ events: count }, 'outbox events dispatched');
        },
        (error: unknown) => logger.warn({ err: error }, 'outbox dispatch failed; the next poll tries again'),
      )
      .finally(() => {
        dispatching = undefined;
        if (isDispatchWanted) {
          isDispatchWanted = false;
          runDispatch();
        }
      });
  };

  const runtime: JobsRuntime = {
    handle,
    boss,
    logger,
    isRunningWorkers: runWorkers,
    isStopping: false,
    queues: new Set(),
    workerIds: new Map(),
    nudgeDispatch: () => {
      if (!runWorkers || runtime.isStopping || nudgeTimer) return;
      nudgeTimer = setTimeout(runDispatch, DISPATCH_NUDGE_MS);
      nudgeTimer.unref();
    },
    startWorker: async (name) => {
      if (runtime.workerIds.has(name) || startingWorkers.has(name)) return;
      startingWorkers.add(name);
      try {
        await ensureQueues(runtime, [name]);
        const workerId = await boss.work<JobData>(
          name,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: WORKER_POLL_SECONDS },
          async ([job]) => {
            if (!job) return;
            await runJob(runtime, name, job);
            // pg-boss waits a whole polling interval after each batch unless it was notified,
            // even when more jobs are due: ask again at once, so a queue drains back to back
            // (the next fetch finding nothing is what lets the worker rest).
            wakeWorker(runtime, name);
          },
        );
        runtime.workerIds.set(name, workerId);
      } finally {
        startingWorkers.delete(name);
      }
    },
    stop: async (timeoutMs) => {
      runtime.isStopping = true;
      clearInterval(pollTimer);
      clearTimeout(nudgeTimer);
      await dispatching;
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: false });
      await Promise.allSettled([...inFlight]);
    },
  };
  // Set before the workers start: a job may enqueue another one straight away.
  state.runtime = runtime;

  try {
    // One query for the queues that exist already, instead of one create per job on every start.
    for (const queue of await boss.getQueues()) runtime.queues.add(queue.name);
    await ensureQueues(runtime, state.definitions.keys());
    if (runWorkers) {
      for (const name of state.definitions.keys()) await runtime.startWorker(name);
      // pg-boss creates one job per tick across all instances; the handler does the work.
      for (const [name, cron] of state.schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      pollTimer = setInterval(runDispatch, DISPATCH_POLL_MS);
      pollTimer.unref();
      runDispatch();
    }
  } catch (error) {
    await runtime.stop(1_000).catch(() => {});
    state.runtime = undefined;
    throw error;
  }
  logger.info(
    {
      database: handle.kind,
      jobs: state.definitions.size,
      isRunningWorkers: runWorkers,
      ms: Math.round(performance.now() - startedAt),
    },
    'background jobs started',
  );
}

/**
 * Stops the dispatcher and the workers, waiting up to timeoutMs for jobs in progress (one still
 * running then is marked failed and retried later). Call it before closing the database.
 */
export async function stopJobs({ timeoutMs = 5_000 }: { timeoutMs?: number } = {}): Promise<void> {
  const state = getJobsState();
  await state.starting?.catch(() => {});
  if (state.stopping) return state.stopping;
  const runtime = state.runtime;
  if (!runtime) return;
  state.stopping = (async () => {
    try {
      await runtime.stop(timeoutMs);
      runtime.logger.info('background jobs stopped');
    } finally {
      state.runtime = undefined;
      state.stopping = undefined;
    }
  })();
  return state.stopping;
}

async function runJob(runtime: JobsRuntime, name: string, job: PgBoss.JobWithMetadata<JobData>) {
  const attempt = job.retryCount + 1;
  const logger = runtime.logger.child({ job: name, jobId: job.id, attempt });
  const definition = getJobsState().definitions.get(name);
  try {
    if (!definition) throw new Error(`No handler is registered for job "${name}"`);
    await definition.handler(job.data ?? {}, { jobId: job.id, attempt, logger });
  } catch (error) {
    const willRetry = job.retryCount < job.retryLimit;
    logger[willRetry ? 'warn' : 'error'](
      { err: error, retryLimit: job.retryLimit, willRetry },
      willRetry ? `job ${name} failed on attempt ${attempt}; it will be retried` : `job ${name} failed on its last attempt`,
    );
    throw error;
  }
}

/**
 * For tests, after startJobs({ runWorkers: false }): dispatches pending events and runs every job
 * that is due through the registered handlers, with pg-boss's fetch, complete and fail, including
 * jobs those jobs create, until nothing is left. Retries due later (backoff) stay queued.
 * Returns the names of the jobs run, once per attempt.
 */
export async function drainJobs({ timeoutMs = 15_000 }: { timeoutMs?: number } = {}): Promise<DrainSummary> {
  const runtime = requireRuntime();
  if (runtime.isRunningWorkers) throw new Error('drainJobs() runs jobs itself: start jobs with runWorkers: false.');
  const summary: DrainSummary = { completed: [], failed: [] };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dispatched = await dispatchOutboxEvents();
    let ran = 0;
    const names = [...getJobsState().definitions.keys()];
    await ensureQueues(runtime, names);
    for (const name of names) {
      const jobs = await runtime.boss.fetch<JobData>(name, { includeMetadata: true, batchSize: 50 });
      for (const job of jobs) {
        ran += 1;
        try {
          await runJob(runtime, name, job);
          await runtime.boss.complete(name, job.id);
          summary.completed.push(name);
        } catch (error) {
          await runtime.boss.fail(name, job.id, error instanceof Error ? error : { message: String(error) });
          summary.failed.push(name);
        }
      }
    }
    if (ran === 0 && dispatched === 0) return summary;
    if (Date.now() > deadline) throw new Error(`drainJobs(): jobs still due after ${timeoutMs} ms`);
  }
}
