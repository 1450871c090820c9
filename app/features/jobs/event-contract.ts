import type { z } from 'zod';

/*
 * A domain event's contract: its name and the shape of its payload, declared once in the
 * publishing domain's `events.ts` (convention 4, decision 0034). publishEvent checks a payload
 * against it before the event is written, and subscribe hands each subscriber the parsed,
 * typed payload, so no subscriber restates the type and no file spells the name as a string.
 *
 * Payloads travel as JSON in the outbox: keep them to ids and plain values (the subscriber
 * reads the rest from the database, where it is current), and only ever add optional fields,
 * since events already written keep the old shape.
 */

/** An object schema: payloads are JSON objects. */
export type PayloadSchema = z.ZodType<Record<string, unknown>>;

export type EventDefinition<S extends PayloadSchema = PayloadSchema> = {
  /** `<domain>.<what happened>`, in the past tense: `order.paid`, `user.signed_up`. */
  readonly type: string;
  readonly schema: S;
};

/** The payload a publisher passes and a subscriber receives. */
export type PayloadOf<E extends EventDefinition> = z.output<E['schema']>;

const EVENT_TYPE = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;

export function defineEvent<S extends PayloadSchema>(type: string, schema: S): EventDefinition<S> {
  if (!EVENT_TYPE.test(type)) throw new Error(`Event type "${type}" must read <domain>.<what_happened>, in lower case`);
  return { type, schema };
}
