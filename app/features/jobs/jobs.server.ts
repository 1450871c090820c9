import type PgBoss from 'pg-boss';
import type { JobDefinition, JobPayloadOf } from './job-contract';
import {
  deterministicJobId,
  ensureQueues,
  getJobsState,
  type JobContext,
  type JobOptions,
  registerJob,
  requireRuntime,
  sendOptionsFor,
  wakeWorker,
} from './job-runtime.server';

/*
 * The job API a feature uses (convention 4, decision 0069): declare a job with its payload
 * schema (job-contract.ts), register its handler at module load in its `<feature>.jobs.server.ts`,
 * queue one, look one up. Events are in events.server.ts, the worker's lifecycle in
 * worker.server.ts, and the test driver in drain-jobs.server.ts.
 */

export type { JobContext, JobOptions } from './job-runtime.server';

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

export type JobHandlerOf<J extends JobDefinition> = (payload: JobPayloadOf<J>, ctx: JobContext) => Promise<void>;

/**
 * Registers a job's handler at module load (in a feature's `*.jobs.server.ts`, which the
 * composition root, server/background-work.ts, imports before startJobs); a scheduled job's clock
 * starts with it. The handler gets the payload parsed with the job's schema: data that does not
 * fit (a job written by another release) fails the job, logged and retried, rather than running
 * on it. A failing handler is logged with the job name and attempt and retried (default: 5
 * retries with backoff); it never reaches the user. A job may run more than once (a crash or
 * timeout mid-run), so handlers must be idempotent.
 */
export function handleJob<J extends JobDefinition>(job: J, handler: JobHandlerOf<J>, options: JobOptions = {}) {
  registerJob({
    name: job.name,
    handler: async (data, ctx) => handler(job.schema.parse(data) as JobPayloadOf<J>, ctx),
    options,
  });
  if (job.cron) getJobsState().schedules.set(job.name, job.cron);
}

/**
 * Queues a job; returns its id, or null when singletonKey dropped it as a duplicate. The payload
 * is checked against the job's schema first, so a wrong one throws here, at the caller, and never
 * reaches the queue. It commits on its own: for work that must happen only if a transaction
 * commits, publish an event in that transaction instead. Never await it inside a transaction on
 * PGlite: the one connection belongs to the transaction, so the send would wait for it forever.
 */
export async function enqueueJob<J extends JobDefinition>(job: J, payload: JobPayloadOf<J>, options: EnqueueOptions = {}) {
  const data = job.schema.parse(payload);
  const { name } = job;
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
