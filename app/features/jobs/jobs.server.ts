import type PgBoss from 'pg-boss';
import {
  deterministicJobId,
  ensureQueues,
  getJobsState,
  JOB_NAME,
  type JobData,
  type JobHandler,
  type JobOptions,
  registerJob,
  requireRuntime,
  sendOptionsFor,
  wakeWorker,
} from './job-runtime.server';

/*
 * The job API a feature uses (convention 4): define a job or a scheduled job at module load in
 * its `<feature>.jobs.server.ts`, queue one, look one up. Events are in events.server.ts, the
 * worker's lifecycle in worker.server.ts, and the test driver in drain-jobs.server.ts.
 */

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

export type JobSummary = {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  retryLimit: number;
  data: unknown;
  output: unknown;
};

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
