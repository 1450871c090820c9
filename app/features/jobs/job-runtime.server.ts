import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '~/db/client.server';
import type { Logger } from '~/utils/logger.server';

/*
 * State shared by jobs.server.ts and outbox.server.ts. It lives on globalThis, like the
 * database handle: the dev server loads app modules through Vite and the server entry through
 * tsx, so a plain module-level registry would exist twice and workers would not see handlers.
 */

export type JobContext = { jobId: string; attempt: number; logger: Logger };

/** Job data travels as JSON: plain objects of strings, numbers, booleans, arrays, null. */
export type JobData = Record<string, unknown>;

export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<void>;

export type JobOptions = {
  /** Retries after the first attempt (default 5). */
  retryLimit?: number;
  /** Delay before the first retry (default 5 s); doubled on each retry when retryBackoff is on. */
  retryDelaySeconds?: number;
  /** Exponential backoff with jitter between retries (default on). */
  retryBackoff?: boolean;
  /** How long one attempt may run before it counts as failed (pg-boss default: 15 minutes). */
  expireInSeconds?: number;
};

/** A handler in the registry, as handleJob and subscribe leave it: it parses its own data. */
export type RegisteredJob = { name: string; handler: JobHandler<JobData>; options: JobOptions };

export type JobsRuntime = {
  handle: DatabaseHandle;
  boss: PgBoss;
  logger: Logger;
  isRunningWorkers: boolean;
  isStopping: boolean;
  /** Queues known to exist (pg-boss 10 needs a queue before send, work or fetch). */
  queues: Set<string>;
  /** Local worker per queue, to wake it up when this instance sends a job. */
  workerIds: Map<string, string>;
  /** Asks for a dispatch of pending outbox events soon; a no-op unless workers run. */
  nudgeDispatch: () => void;
  /** Starts this instance's worker for a job registered after start-up (dev loads lazily). */
  startWorker: (name: string) => Promise<void>;
  /** Stops dispatching and the workers, waiting up to timeoutMs for jobs in progress. */
  stop: (timeoutMs: number) => Promise<void>;
};

type JobsState = {
  definitions: Map<string, RegisteredJob>;
  /** event type → names of the subscriber jobs (one queue per subscriber). */
  subscriptions: Map<string, Set<string>>;
  /** job name → cron expression (UTC), for jobs that run on a clock (declareScheduledJob). */
  schedules: Map<string, string>;
  runtime?: JobsRuntime;
  starting?: Promise<void>;
  stopping?: Promise<void>;
};

export const DEFAULT_JOB_OPTIONS = { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true } as const;

const globalKey = Symbol.for('verde.jobs');
type GlobalWithJobs = typeof globalThis & { [globalKey]?: JobsState };

export function getJobsState(): JobsState {
  const global = globalThis as GlobalWithJobs;
  global[globalKey] ??= { definitions: new Map(), subscriptions: new Map(), schedules: new Map() };
  global[globalKey].schedules ??= new Map();
  return global[globalKey];
}

export function requireRuntime(): JobsRuntime {
  const runtime = getJobsState().runtime;
  if (!runtime) throw new Error('Background jobs are not running: call startJobs() during start-up.');
  return runtime;
}

/**
 * Registers (or, when a module is loaded again in dev, replaces) a handler. Workers look the
 * handler up by name for every job, so a replaced handler takes effect at once.
 */
export function registerJob(definition: RegisteredJob) {
  const state = getJobsState();
  state.definitions.set(definition.name, definition);
  const runtime = state.runtime;
  if (runtime?.isRunningWorkers && !runtime.isStopping && !runtime.workerIds.has(definition.name)) {
    runtime.startWorker(definition.name).catch((error: unknown) => {
      runtime.logger.error({ err: error, job: definition.name }, 'could not start a worker for a job registered late');
    });
  }
}

/** pg-boss send options for a job: the handler's retry settings travel with each job. */
export function sendOptionsFor(name: string): PgBoss.SendOptions {
  const options = { ...DEFAULT_JOB_OPTIONS, ...getJobsState().definitions.get(name)?.options };
  // pg-boss rejects keys that are present but undefined, so only set what has a value.
  const result: PgBoss.SendOptions = {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: options.retryBackoff,
  };
  if (options.expireInSeconds !== undefined) result.expireInSeconds = options.expireInSeconds;
  return result;
}

export async function ensureQueues(runtime: JobsRuntime, names: Iterable<string>) {
  for (const name of names) {
    if (runtime.queues.has(name)) continue;
    // create_queue does nothing when the queue exists, so racing instances are fine.
    await runtime.boss.createQueue(name);
    runtime.queues.add(name);
  }
}

/** Wakes this instance's worker for a queue instead of waiting for its next poll. */
export function wakeWorker(runtime: JobsRuntime, name: string) {
  const workerId = runtime.workerIds.get(name);
  if (workerId) runtime.boss.notifyWorker(workerId);
}

// A fixed namespace for name-based (version 5) UUIDs; any constant UUID would do.
const JOB_ID_NAMESPACE = Buffer.from('5d0c2f4e9a7b4c1e8f3a6b2d7e9c1a40', 'hex');

/**
 * The same parts always give the same job id. pg-boss keys jobs by (queue, id) and inserts
 * with ON CONFLICT DO NOTHING, so a second send with that id is dropped instead of queued.
 */
export function deterministicJobId(...parts: string[]): string {
  const hash = createHash('sha1').update(JOB_ID_NAMESPACE).update(parts.join('\u0000')).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
