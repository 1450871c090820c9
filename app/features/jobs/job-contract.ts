import { z } from 'zod';
import type { PayloadSchema } from './event-contract';

/*
 * A plain job's contract: its name and the shape of its payload, declared once beside the code
 * that handles it (decision 0069), as an event's is in its domain's `events.ts`. enqueueJob
 * checks a payload against it before the job is sent, and handleJob hands the handler the
 * parsed, typed payload, so no caller or handler states the type itself and no file spells the
 * name as a string.
 *
 * The name is the pg-boss queue: never rename a job that has run, or the jobs waiting in the old
 * queue are left there. Payloads travel as JSON and wait in the queue across releases: keep them
 * to ids and plain values, and only ever add optional fields.
 */

/** Job and subscriber names: they name pg-boss queues. */
export const JOB_NAME = /^[a-z0-9][\w.-]*$/i;

export type JobDefinition<S extends PayloadSchema = PayloadSchema> = {
  /** `<domain>.<what it does>`, as a verb: `subscriptions.renew`, `orders.expire-unpaid`. */
  readonly name: string;
  readonly schema: S;
  /** For a scheduled job: when it runs, as a UTC cron expression. */
  readonly cron?: string;
};

/** The payload a caller enqueues and the handler receives. */
export type JobPayloadOf<J extends JobDefinition> = z.output<J['schema']>;

export function declareJob<S extends PayloadSchema>(name: string, schema: S): JobDefinition<S> {
  if (!JOB_NAME.test(name)) throw new Error(`Job name "${name}" may hold only letters, digits, ".", "_" and "-"`);
  return { name, schema };
}

/** pg-boss's clock sends a scheduled job with no data, so its payload is the empty object. */
const NO_PAYLOAD = z.object({});

/**
 * A job that runs on a clock (a UTC cron expression, e.g. every 15 minutes), once per tick
 * whatever the number of instances, from when its handler is registered. Like every job it may
 * run twice, so its handler must be idempotent. It may also be enqueued by hand, with `{}`.
 */
export function declareScheduledJob(name: string, cron: string): JobDefinition<typeof NO_PAYLOAD> {
  return { ...declareJob(name, NO_PAYLOAD), cron };
}
