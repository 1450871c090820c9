import { and, eq } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { paymentCards, paymentEvents } from '~/db/schema/payments';
import { getLogger } from '~/utils/logger.server';
import type { PaymentEvent, ProviderId } from './provider';

/** What became of one webhook event; stored with it and returned to the provider for its logs. */
export type PaymentEventOutcome =
  | 'duplicate'
  | 'ignored'
  | 'unknown-reference'
  | 'amount-mismatch'
  | 'paid'
  | 'cancelled'
  /** An attempt was declined; what it paid for still waits for a payment. */
  | 'declined'
  | 'paid-after-expiry'
  | 'refunded-after-expiry'
  | 'stale';

/**
 * Applies a provider event to what its reference names, inside the transaction that records
 * the event (so the effect and the once-only row commit together). A reference is
 * `<kind>:<id>`; each kind's owner (orders, donations) has one handler.
 */
export type PaymentReferenceHandler = (tx: Executor, provider: ProviderId, event: PaymentEvent) => Promise<PaymentEventOutcome>;

/*
 * The handlers, registered by the composition root (server/payment-references.ts): payments is
 * the port the paying domains build on, so it never imports them. Kept on globalThis, like the
 * job registry: in development the server entry (tsx) registers them and the routes (Vite)
 * receive the webhooks, each with its own copy of this module.
 */
const globalKey = Symbol.for('verde.payment-reference-handlers');
type GlobalWithHandlers = typeof globalThis & { [globalKey]?: Map<string, PaymentReferenceHandler> };

function referenceHandlers(): Map<string, PaymentReferenceHandler> {
  const global = globalThis as GlobalWithHandlers;
  global[globalKey] ??= new Map();
  return global[globalKey];
}

/** Routes events whose reference starts with `<kind>:` to `handler`; registering a kind again replaces it. */
export function handlePaymentReferences(kind: string, handler: PaymentReferenceHandler) {
  referenceHandlers().set(kind, handler);
}

const REFERENCE_KIND = /^([a-z]+):/;

/**
 * Applies one verified provider event, exactly once (issue 4). The event id is stored in the same
 * transaction as its effect: a replay finds the row and changes nothing; if applying fails the
 * row rolls back with it and the provider's retry tries again. The handler for the reference's
 * kind locks what it changes and decides, so out-of-order events cannot undo a later state.
 */
export async function applyPaymentEvent(provider: ProviderId, event: PaymentEvent): Promise<PaymentEventOutcome> {
  return getDb().transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.type, sessionId: event.sessionId, outcome: 'pending' })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return 'duplicate';
    const outcome = await applyToReference(tx, provider, event);
    if (event.type === 'payment.succeeded' && event.paymentId && event.cardFingerprint)
      // The card behind the payment, for the affiliates' fraud signal (decision 0094); a replayed event never gets here.
      await tx
        .insert(paymentCards)
        .values({ provider, paymentId: event.paymentId, fingerprint: event.cardFingerprint.slice(0, 200) })
        .onConflictDoNothing();
    await tx
      .update(paymentEvents)
      .set({ outcome })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
    return outcome;
  });
}

/** Whether the store has applied this provider event (its once-only row commits with the effect). */
export async function isPaymentEventRecorded(provider: ProviderId, eventId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return Boolean(row);
}

async function applyToReference(tx: Executor, provider: ProviderId, event: PaymentEvent): Promise<PaymentEventOutcome> {
  if (event.type === 'ignored') return 'ignored';
  const kind = event.reference?.match(REFERENCE_KIND)?.[1];
  if (!kind) return 'unknown-reference';
  const handler = referenceHandlers().get(kind);
  if (!handler) {
    // Someone else's reference on a shared provider account, or a handler server/ forgot to register.
    getLogger().warn({ kind, eventId: event.id }, 'no handler is registered for this kind of payment reference');
    return 'unknown-reference';
  }
  return handler(tx, provider, event);
}
