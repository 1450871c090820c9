import PgBoss from 'pg-boss';
import type { DatabaseHandle, ExecuteSql } from '~/db/client.server';
import type { Logger } from '~/utils/logger.server';
import {
  DEFAULT_JOB_OPTIONS,
  ensureQueues,
  getJobsState,
  type JobData,
  type JobsRuntime,
  wakeWorker,
} from './job-runtime.server';
import { dispatchOutboxEvents } from './outbox.server';

/*
 * The worker's lifecycle: startJobs installs pg-boss on the open database and, where workers
 * run, starts one worker per registered job and the outbox dispatcher; stopJobs winds them
 * down before the database closes. The server calls both (server/run.ts); so does a test.
 */

export type StartJobsOptions = {
  handle: DatabaseHandle;
  logger: Logger;
  /** false: install and send only, nothing runs in the background (tests drive drainJobs). */
  runWorkers?: boolean;
};

/** How often each instance looks for outbox events that nothing nudged it about. */
const DISPATCH_POLL_MS = 2_000;
/** A short wait after publishEvent, so that the publishing transaction has usually committed. */
const DISPATCH_NUDGE_MS = 25;
/** How often an idle worker asks for its next job. */
const WORKER_POLL_SECONDS = 2;

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
    // Cron schedules (declareScheduledJob) are kept where workers run.
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

/** Runs one fetched job through its handler, logging a failure with its attempt; rethrows it. */
export async function runJob(runtime: JobsRuntime, name: string, job: PgBoss.JobWithMetadata<JobData>) {
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
