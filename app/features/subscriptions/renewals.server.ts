import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { orders } from '~/db/schema/orders';
import { subscriptions } from '~/db/schema/subscriptions';
import { publishEvent } from '~/features/jobs/events.server';
import { insertOrder, paymentDeadline } from '~/features/orders/insert-order.server';
import { cancelUnpaidOrder, markPaid, recordOrderEvent } from '~/features/orders/order-payments.server';
import { getPaymentProvider } from '~/features/payments/payments.server';
import type { ProviderId } from '~/features/payments/provider';
import { subscriptionPaymentFailed, subscriptionRenewed } from './events';
import { type Plan, periodOrder, planWithProduct } from './plans.server';

/*
 * Renewals: each period is an ordinary order (relief, receipt, /orders), charged by a durable
 * job to the card kept at the first payment. The sweep and the job are in subscriptions.jobs.server.ts.
 */

/** Subscriptions due for renewal now (the scheduled sweep enqueues one job per subscription). */
export async function dueSubscriptions(limit = 200) {
  return getDb()
    .select({ id: subscriptions.id, renewalCount: subscriptions.renewalCount })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, sql`now()`)))
    .limit(limit);
}

export type RenewalOutcome = 'renewed' | 'declined' | 'skipped';

/**
 * One renewal: an order for the period (its key makes it once-only), charged to the saved card.
 * Paid: the period moves on and the order's usual jobs run (relief, receipt). Declined: the order
 * is cancelled and the subscription waits, past due, for the person to pay and resume.
 */
export async function renewSubscription(subscriptionId: string, period: number): Promise<RenewalOutcome> {
  const db = getDb();
  const prepared = await db
    .transaction(async (tx) => {
      const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
      if (subscription?.status !== 'active' || subscription.renewalCount + 1 !== period) return null;
      if (!subscription.currentPeriodEnd || subscription.currentPeriodEnd.getTime() > Date.now() || !subscription.paymentRef)
        return null;
      const planId = subscription.pendingPlanId ?? subscription.planId;
      const plan = await planWithProduct(planId, tx);
      if (!plan) return null;
      if (planId !== subscription.planId)
        await tx.update(subscriptions).set({ planId, pendingPlanId: null }).where(eq(subscriptions.id, subscriptionId));
      const { lines, totals } = periodOrder(plan);
      // A renewal earns the affiliate who brought the subscription's first order (issue 39); the
      // ledger pays them only while they are an approved affiliate (decision 0090).
      const [first] = await tx
        .select({ affiliateId: orders.affiliateId })
        .from(orders)
        .where(eq(orders.subscriptionId, subscriptionId))
        .orderBy(asc(orders.createdAt))
        .limit(1);
      const orderId = await insertOrder(tx, {
        user: { id: subscription.userId, email: subscription.email },
        locale: subscription.locale,
        idempotencyKey: `renewal:${subscriptionId}:${period}`,
        lines,
        totals,
        shippingMethod: 'standard',
        address: subscription.shippingAddress,
        provider: subscription.provider as ProviderId,
        expiresAt: paymentDeadline(),
        subscriptionId,
        affiliateId: first?.affiliateId ?? null,
      });
      return {
        orderId,
        totalCents: totals.totalCents,
        paymentRef: subscription.paymentRef,
        provider: subscription.provider,
        plan,
      };
    })
    .catch((error: unknown) => {
      // The period's order exists already: an earlier run got this far; carry on with it.
      if (isUniqueViolation(error)) return 'retry' as const;
      throw error;
    });
  if (prepared === 'retry') return resumeRenewal(subscriptionId, period);
  if (!prepared) return 'skipped';
  return chargeRenewal(subscriptionId, period, prepared);
}

async function resumeRenewal(subscriptionId: string, period: number): Promise<RenewalOutcome> {
  const db = getDb();
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const [order] = await db
    .select({ id: orders.id, status: orders.status, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.idempotencyKey, `renewal:${subscriptionId}:${period}`)));
  if (!subscription?.paymentRef || !order || order.status !== 'pending_payment') return 'skipped';
  const plan = await planWithProduct(subscription.planId, getDb());
  if (!plan) return 'skipped';
  return chargeRenewal(subscriptionId, period, {
    orderId: order.id,
    totalCents: order.totalCents,
    paymentRef: subscription.paymentRef,
    provider: subscription.provider,
    plan,
  });
}

async function chargeRenewal(
  subscriptionId: string,
  period: number,
  prepared: { orderId: string; totalCents: number; paymentRef: string; provider: string; plan: Plan },
): Promise<RenewalOutcome> {
  const provider = await getPaymentProvider(prepared.provider as ProviderId);
  if (!provider) throw new Error(`payment provider ${prepared.provider} is not configured`);
  // The order id is the idempotency key: a retried job charges the card once.
  const charge = await provider.chargeSaved({
    paymentRef: prepared.paymentRef,
    amountCents: prepared.totalCents,
    description: `${prepared.plan.name}: renewal ${period}`,
    idempotencyKey: prepared.orderId,
  });
  return getDb().transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, prepared.orderId)).for('update');
    if (order?.status !== 'pending_payment') return 'skipped';
    if (charge.ok) {
      await markPaid(tx, prepared.orderId, charge.paymentId, 'paid');
      await tx
        .update(subscriptions)
        .set({
          renewalCount: period,
          currentPeriodEnd: sql`${subscriptions.currentPeriodEnd} + make_interval(months => ${prepared.plan.intervalMonths})`,
          failedAttempts: 0,
          updatedAt: sql`now()`,
        })
        .where(eq(subscriptions.id, subscriptionId));
      await publishEvent(tx, subscriptionRenewed, { subscriptionId, orderId: prepared.orderId });
      return 'renewed';
    }
    await cancelUnpaidOrder(tx, prepared.orderId, charge.reason);
    await tx
      .update(subscriptions)
      .set({ status: 'past_due', failedAttempts: sql`${subscriptions.failedAttempts} + 1`, updatedAt: sql`now()` })
      .where(eq(subscriptions.id, subscriptionId));
    await recordOrderEvent(tx, prepared.orderId, 'renewal_declined', { reason: charge.reason });
    await publishEvent(tx, subscriptionPaymentFailed, { subscriptionId, orderId: prepared.orderId });
    return 'declined';
  });
}
