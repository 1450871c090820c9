import { and, eq, lte, sql, TransactionRollbackError } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { orderEvents, orders, refunds } from '~/db/schema/index';
import { publishEvent } from '~/features/jobs/events.server';
import type { PaymentEventOutcome } from '~/features/payments/payment-events.server';
import type { PaymentEvent, ProviderId } from '~/features/payments/provider';
import { getLogger } from '~/utils/logger.server';
import { orderCancelled, orderPaid, refundRequested } from './events';
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

/**
 * The reservation's deadline (a durable job scheduled at placement): an order still unpaid when
 * its payment time is up is cancelled and its stock released. Safe to run twice or late.
 */
export async function expireUnpaidOrder(orderId: string): Promise<'expired' | 'not-due' | 'settled'> {
  return getDb().transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, paymentExpiresAt: orders.paymentExpiresAt })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (order?.status !== 'pending_payment') return 'settled';
    if (order.paymentExpiresAt.getTime() > Date.now()) return 'not-due';
    await cancelUnpaidOrder(tx, orderId, 'payment_time_expired');
    return 'expired';
  });
}

/** Every unpaid order past its deadline, expired one by one (the scheduled job calls this). */
export async function expireDueOrders(limit = 500): Promise<number> {
  const due = await getDb()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.paymentExpiresAt, sql`now()`)))
    .limit(limit);
  let expired = 0;
  for (const order of due) if ((await expireUnpaidOrder(order.id)) === 'expired') expired += 1;
  return expired;
}
