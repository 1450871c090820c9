import { and, asc, eq, lte, sql, TransactionRollbackError } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { orderEvents, orders, refunds } from '~/db/schema/orders';
import { publishEvent } from '~/features/jobs/events.server';
import { settleCheckoutFromProvider, settleForOneSweep } from '~/features/payments/checkout-state.server';
import type { PaymentEventOutcome } from '~/features/payments/payment-events.server';
import type { PaymentEvent, ProviderId } from '~/features/payments/provider';
import { getLogger } from '~/utils/logger.server';
import { orderCancelled, orderPaid, refundRequested } from './events';
import { openFulfilments } from './fulfilments.server';
import { decidePaymentEvent, type OrderStatus } from './order-state';
import { releaseOrderStock, retakeOrderStock } from './stock.server';

export function recordOrderEvent(
  executor: Executor,
  orderId: string,
  type: string,
  detail: Record<string, string | number | boolean | null> = {},
  actorId: string | null = null,
) {
  return executor.insert(orderEvents).values({ orderId, type, detail, actorId });
}

const ORDER_REFERENCE = /^order:([0-9a-f-]{36})$/;

/**
 * A provider event for an order (reference `order:<id>`), inside payments' once-only transaction
 * (applyPaymentEvent; server/payment-references.ts routes `order:` references here). The order row
 * is locked and the state machine decides, so out-of-order events cannot undo a later state.
 */
export async function applyOrderPaymentEvent(
  tx: Executor,
  provider: ProviderId,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  const orderId = event.reference?.match(ORDER_REFERENCE)?.[1];
  if (!orderId || !event.sessionId) return 'unknown-reference';
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.provider, provider), eq(orders.providerSessionId, event.sessionId)))
    .for('update');
  if (!order) return 'unknown-reference';
  if (event.type === 'payment.succeeded' && event.amountCents !== null && event.amountCents !== order.totalCents) {
    getLogger().error({ orderId, expected: order.totalCents, got: event.amountCents }, 'payment amount does not match the order');
    await recordOrderEvent(tx, orderId, 'payment_amount_mismatch', { amountCents: event.amountCents });
    return 'amount-mismatch';
  }
  const decision = decidePaymentEvent(order.status as OrderStatus, event.type);
  if (decision === 'ignore') return 'stale';
  if (decision === 'note-decline') {
    // On the timeline, so the order page says why the payment has not gone through yet.
    await recordOrderEvent(tx, orderId, 'payment_declined', { reason: event.reason ?? 'card_declined' });
    return 'declined';
  }
  if (decision === 'cancel') {
    await cancelUnpaidOrder(
      tx,
      orderId,
      event.reason ?? (event.type === 'payment.failed' ? 'payment_failed' : 'checkout_expired'),
    );
    return 'cancelled';
  }
  if (decision === 'pay-after-cancel') {
    // The stock went back when the order expired; take it again if it is all still there.
    const retaken = await tx
      .transaction(async (savepoint) => {
        const ok = await retakeOrderStock(savepoint, orderId);
        if (!ok) savepoint.rollback();
        return ok;
      })
      // Only the rollback above means "not all there"; any other error fails the whole event.
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    if (!retaken) {
      await refundLatePayment(tx, order.id, order.totalCents, order.reliefCents, event.paymentId);
      return 'refunded-after-expiry';
    }
    await markPaid(tx, orderId, event.paymentId, 'paid_after_expiry', event.paymentRef ?? null);
    return 'paid-after-expiry';
  }
  await markPaid(tx, orderId, event.paymentId, 'paid', event.paymentRef ?? null);
  return 'paid';
}

/**
 * A paid order: the reserved stock becomes a sale. `paymentRef` (a saved card, for a
 * subscription's first payment) travels with the event to the subscription's job.
 */
export async function markPaid(
  tx: Executor,
  orderId: string,
  paymentId: string | null,
  eventType: string,
  paymentRef: string | null = null,
) {
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()`, providerPaymentId: paymentId, cancelledAt: null })
    .where(eq(orders.id, orderId));
  await recordOrderEvent(tx, orderId, eventType);
  // The parcels are orders' own rows, opened with the payment so a paid order always has them
  // and a vendor sees their lines at once (decision 0095); a job would leave a gap to race.
  await openFulfilments(tx, orderId);
  // Confirmation email, relief ledger, cart clean-up: durable jobs, not inline code.
  await publishEvent(tx, orderPaid, { orderId, paymentRef });
}

/** Cancels an order that is still waiting for payment and gives its stock back. */
export async function cancelUnpaidOrder(tx: Executor, orderId: string, reason: string) {
  await releaseOrderStock(tx, orderId);
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  await recordOrderEvent(tx, orderId, 'cancelled', { reason });
  await publishEvent(tx, orderCancelled, { orderId });
}

/** Money for an order we could no longer fill: record a full refund, the provider call runs as a job. */
async function refundLatePayment(
  tx: Executor,
  orderId: string,
  totalCents: number,
  _reliefCents: number,
  paymentId: string | null,
) {
  await tx
    .update(orders)
    .set({ status: 'refunded', refundedCents: totalCents, providerPaymentId: paymentId, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId,
      amountCents: totalCents,
      // Nothing was recorded in the ledger for an order that never counted as paid.
      reliefReversalCents: 0,
      restock: false,
      reason: 'Paid after the order had expired and its stock was sold',
    })
    .returning({ id: refunds.id });
  await recordOrderEvent(tx, orderId, 'refunded', { amountCents: totalCents, reason: 'late_payment' });
  if (refund) await publishEvent(tx, refundRequested, { refundId: refund.id });
}

/** What the expiry did with one order. */
export type ExpiryOutcome =
  /** Cancelled, its stock released: the provider says it was not paid (or still cannot say, a day on). */
  | 'expired'
  /** Its deadline has not passed. */
  | 'not-due'
  /** No longer waiting for payment (paid, or cancelled, before the expiry got to it). */
  | 'settled'
  /** The provider says it was paid: applied as its webhook would have been. */
  | 'paid'
  /** The provider could not be asked (or its answer could not be applied): kept, asked again on the next run. */
  | 'unconfirmed';

/**
 * How long past its deadline an order keeps its stock while its provider cannot tell us whether it
 * was paid, before it is cancelled anyway (decision 0038). The expiry runs every minute, so the
 * provider is asked about once a minute until then. A day covers an outage of the provider, and
 * a Checkout Session lives 24 hours at most; a payment that surfaces after the cancellation still
 * comes in by webhook and is taken or refunded (decidePaymentEvent's pay-after-cancel).
 */
export const UNCONFIRMED_GRACE_MS = 24 * 60 * 60_000;

/**
 * The reservation's deadline (a durable job scheduled at placement): an order still unpaid when
 * its payment time is up is cancelled and its stock released. Safe to run twice or late.
 *
 * The provider is asked first, outside any transaction (decision 0038): the webhook may be
 * missing (lost in a crash, or still being retried), and the provider's word is what counts. Paid
 * there: applied as paid, through the webhook's own path. Not paid (open or closed): cancelled.
 * Not reachable: kept until UNCONFIRMED_GRACE_MS past the deadline, then cancelled anyway.
 */
export async function expireUnpaidOrder(
  orderId: string,
  askProvider: typeof settleCheckoutFromProvider = settleCheckoutFromProvider,
): Promise<ExpiryOutcome> {
  const [order] = await getDb()
    .select({
      status: orders.status,
      paymentExpiresAt: orders.paymentExpiresAt,
      provider: orders.provider,
      providerSessionId: orders.providerSessionId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.status !== 'pending_payment') return 'settled';
  if (order.paymentExpiresAt.getTime() > Date.now()) return 'not-due';
  // Without a session there is no checkout to ask about: a renewal is charged off-session by its
  // own retried job, and a checkout that failed to open never reached the customer.
  const answer = order.providerSessionId
    ? await askProvider(order.provider as ProviderId, order.providerSessionId)
    : ({ status: 'closed' } as const);
  // Paid but not applied (an amount that does not match) waits like an unreachable provider:
  // logged and recorded by the handler, for a person to look at before the stock goes back.
  const isUnconfirmed = answer.status === 'unreachable' || answer.status === 'paid';
  const isPastGrace = order.paymentExpiresAt.getTime() + UNCONFIRMED_GRACE_MS <= Date.now();
  return getDb().transaction(async (tx) => {
    const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (locked?.status !== 'pending_payment') return answer.status === 'paid' ? 'paid' : 'settled';
    if (isUnconfirmed && !isPastGrace) return 'unconfirmed';
    if (isUnconfirmed)
      getLogger().error(
        { orderId, provider: order.provider, answer: answer.status },
        'payment still unconfirmed a day after the deadline; cancelling the order',
      );
    await cancelUnpaidOrder(tx, orderId, 'payment_time_expired');
    return 'expired';
  });
}

/**
 * Every unpaid order past its deadline, oldest first, expired one by one (the scheduled job calls
 * this). A provider that cannot be asked is asked once per run, not once per order.
 */
export async function expireDueOrders(limit = 500): Promise<number> {
  const due = await getDb()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.paymentExpiresAt, sql`now()`)))
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(limit);
  const askProvider = settleForOneSweep();
  let expired = 0;
  for (const order of due) if ((await expireUnpaidOrder(order.id, askProvider)) === 'expired') expired += 1;
  return expired;
}

/**
 * For a result page: an order still waiting for payment asks its provider, and a payment the
 * provider reports is applied (as its webhook would be), so the page shows what happened rather
 * than "waiting" when the webhook is late or was lost. Anything else is left to the webhook and
 * the expiry. True when the order was found paid.
 */
export async function confirmPaymentWithProvider(orderId: string): Promise<boolean> {
  const [order] = await getDb()
    .select({ status: orders.status, provider: orders.provider, providerSessionId: orders.providerSessionId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.status !== 'pending_payment' || !order.providerSessionId) return false;
  const answer = await settleCheckoutFromProvider(order.provider as ProviderId, order.providerSessionId);
  return answer.status === 'paid';
}
