import type { Database } from '~/db/client.server';
import { outboxEvents } from '~/db/schema/jobs';
import type { EventDefinition, PayloadOf } from './event-contract';
import { JOB_NAME } from './job-contract';
import { getJobsState, type JobContext, type JobOptions, registerJob } from './job-runtime.server';
import { dispatchOutboxEvents, type EventJobData, subscriberJobName } from './outbox.server';

/*
 * Domain events through the transactional outbox (convention 4, decisions 0017 and 0034): a
 * domain publishes an event declared in its `events.ts` in the transaction that makes the
 * change; each subscriber runs as its own retried job, at most once per event. A domain
 * subscribes to its own events in `<feature>.jobs.server.ts`; a reaction of one domain to
 * another's event is registered at the composition root, in the reacting domain's file under
 * server/reactions/ (decision 0069).
 */

/** What a subscriber gets besides the payload: the job's context and the event's identity. */
export type EventContext = JobContext & { eventId: string; eventType: string; occurredAt: string };

export type EventHandler<E extends EventDefinition> = (payload: PayloadOf<E>, ctx: EventContext) => Promise<void>;

/** getDb() or a transaction: the event is written with whatever else that executor writes. */
export type EventWriter = Pick<Database, 'insert'>;

/**
 * Announces a change. Pass the transaction that makes the change: the event commits or rolls
 * back with it. The payload is checked against the event's schema first, so a wrong payload
 * fails the publisher's transaction instead of every subscriber later. Where workers run, a
 * dispatch follows shortly; the 2 s poll of any instance running workers picks up the rest
 * (events from other instances, or from before a crash).
 */
export async function publishEvent<E extends EventDefinition>(
  writer: EventWriter,
  event: E,
  payload: PayloadOf<E>,
): Promise<{ id: string }> {
  const checked = event.schema.parse(payload);
  const [row] = await writer
    .insert(outboxEvents)
    .values({ type: event.type, payload: checked })
    .returning({ id: outboxEvents.id });
  if (!row) throw new Error(`The outbox returned no id for ${event.type}`);
  getJobsState().runtime?.nudgeDispatch();
  return row;
}

/**
 * Registers a subscriber at module load. subscriberName must stay stable: it names the queue
 * and, with the event id, the job, which is what keeps a subscriber from running twice for one
 * event. The payload is parsed with the event's schema before the handler sees it (a payload
 * that does not fit fails the job, logged and retried, rather than running on bad data).
 * Subscribers registered after an event was dispatched do not receive it.
 */
export function subscribe<E extends EventDefinition>(
  event: E,
  subscriberName: string,
  handler: EventHandler<E>,
  options: JobOptions = {},
) {
  if (!JOB_NAME.test(subscriberName))
    throw new Error(`Subscriber name "${subscriberName}" may hold only letters, digits, ".", "_" and "-"`);
  const name = subscriberJobName(event.type, subscriberName);
  registerJob({
    name,
    handler: async (data, ctx) => {
      const job = data as EventJobData;
      const payload = event.schema.parse(job.payload) as PayloadOf<E>;
      await handler(payload, { ...ctx, eventId: job.eventId, eventType: job.type, occurredAt: job.occurredAt });
    },
    options,
  });
  const { subscriptions } = getJobsState();
  const names = subscriptions.get(event.type) ?? new Set<string>();
  names.add(name);
  subscriptions.set(event.type, names);
}

/**
 * Moves pending outbox events into subscriber jobs now (it also runs on its own while workers
 * run). Safe to call any number of times, from any number of instances. Returns the events moved.
 */
export function dispatchEvents(): Promise<number> {
  return dispatchOutboxEvents();
}
