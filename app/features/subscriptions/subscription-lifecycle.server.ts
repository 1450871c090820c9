import { and, desc, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { orders, type ShippingAddress } from '~/db/schema/orders';
import { subscriptionPlans, subscriptions } from '~/db/schema/subscriptions';
import { placeDirectOrder } from '~/features/orders/direct-order.server';
import { type CheckoutCode, checkoutFailure } from '~/features/orders/failures';
import type { ProviderId } from '~/features/payments/provider';
import { type Actor, requireSelf } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { type SubscriptionCode, subscriptionFailure } from './failures';
import { addMonths, type Plan, periodOrder, planWithProduct } from './plans.server';

/**
 * Subscriptions (issue 4): a seasonal seed box every month or quarter. The first period is paid
 * on the provider's hosted page, which keeps the card; each renewal is an ordinary order charged
 * to that card by a durable job, so it gets its relief entry and appears in /orders.
 *
 * Who acts (convention 16): subscribing, changing and paying again take the acting person. A new
 * subscription is always the actor's own; a change or a payment names a subscription, which is
 * checked to be the actor's in the transaction that changes it (Access Denied otherwise, an
 * administrator's included: the card and the boxes are the subscriber's). Activating and
 * cancelling an unpaid first period are the platform's reactions to payments: they take no actor.
 */

export async function listSubscriptions(userId: string) {
  const rows = await getDb()
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      planId: subscriptions.planId,
      planName: subscriptionPlans.name,
      intervalMonths: subscriptionPlans.intervalMonths,
      priceCents: subscriptionPlans.priceCents,
      pendingPlanId: subscriptions.pendingPlanId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      renewalCount: subscriptions.renewalCount,
      createdAt: subscriptions.createdAt,
      // The first period's order, while it still waits for payment.
      paymentUrl: sql<string | null>`(
        select ${orders.paymentUrl} from ${orders}
        where ${orders.subscriptionId} = ${subscriptions.id} and ${orders.status} = 'pending_payment'
          and ${orders.paymentExpiresAt} > now()
        order by ${orders.createdAt} desc limit 1
      )`,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt));
  return rows;
}

type PaymentPageResult = Result<{ paymentUrl: string }, SubscriptionCode | CheckoutCode>;

/**
 * A period paid on the provider's hosted page with the card kept for renewals: `prepare` writes
 * the subscription's side (insert or update, returning its id) in the transaction that writes the
 * period's order. The same key gives the same order: a second submit gets the first payment page.
 */
function payPeriodOnHostedPage(input: {
  actor: Actor & { email: string };
  plan: Plan;
  address: ShippingAddress;
  locale: string;
  idempotencyKey: string;
  origin: string;
  description: string;
  prepare: (tx: Executor, provider: ProviderId) => Promise<string>;
  affiliateId?: string | null;
}): Promise<PaymentPageResult> {
  const { lines, totals } = periodOrder(input.plan);
  return placeDirectOrder<never>({ ...input, lines, totals, saveCard: true });
}

/**
 * Subscribes: the subscription waits (incomplete) while its first period is paid on the hosted
 * page with the card kept for renewals. The same form key gives the same subscription.
 */
export async function startSubscription(input: {
  actor: Actor & { email: string };
  planId: string;
  address: ShippingAddress;
  idempotencyKey: string;
  origin: string;
  locale: string;
  /** The affiliate who brought the buyer (affiliates' `attributedAffiliate`): theirs too are the renewals. */
  affiliateId?: string | null;
}): Promise<PaymentPageResult> {
  if (!isUuid(input.idempotencyKey)) return checkoutFailure('expired-form');
  const plan = await planWithProduct(input.planId, getDb());
  if (!plan?.isActive) return subscriptionFailure('plan');
  return payPeriodOnHostedPage({
    ...input,
    plan,
    description: `${plan.name}: first period`,
    prepare: async (tx, provider) => {
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          userId: input.actor.id,
          planId: plan.id,
          provider,
          shippingAddress: input.address,
          email: input.actor.email,
          locale: input.locale,
        })
        .returning({ id: subscriptions.id });
      if (!subscription) throw new Error('subscription insert returned nothing');
      return subscription.id;
    },
  });
}

/**
 * After a subscription's first order is paid (order.paid job): active from now, with the saved
 * card for renewals. A paid order for a cancelled subscription leaves it cancelled. The platform's
 * reaction to a payment: no actor.
 */
export async function activateSubscription(orderId: string, paymentRef: string | null) {
  await getDb().transaction(async (tx) => {
    const [order] = await tx.select({ subscriptionId: orders.subscriptionId }).from(orders).where(eq(orders.id, orderId));
    if (!order?.subscriptionId) return;
    const [subscription] = await tx
      .select({ status: subscriptions.status, intervalMonths: subscriptionPlans.intervalMonths })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(eq(subscriptions.id, order.subscriptionId))
      .for('update', { of: subscriptions });
    if (!subscription || (subscription.status !== 'incomplete' && subscription.status !== 'past_due')) return;
    await tx
      .update(subscriptions)
      .set({
        status: 'active',
        paymentRef,
        currentPeriodEnd: addMonths(new Date(), subscription.intervalMonths),
        failedAttempts: 0,
        updatedAt: sql`now()`,
      })
      .where(eq(subscriptions.id, order.subscriptionId));
  });
}

/** Pause, resume, cancel and change plan: the actor's own subscriptions only. */
export async function changeSubscription(input: {
  actor: Actor;
  subscriptionId: string;
  intent: 'pause' | 'resume' | 'cancel' | 'change-plan';
  planId?: string;
}): Promise<Result<{ message: string }, SubscriptionCode>> {
  if (!isUuid(input.subscriptionId)) return subscriptionFailure('not-found');
  return getDb().transaction(async (tx) => {
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, input.subscriptionId)).for('update');
    if (!subscription) return subscriptionFailure('not-found');
    requireSelf(input.actor, subscription.userId, 'someone else’s subscription');
    const set = (values: Partial<typeof subscriptions.$inferInsert>) =>
      tx
        .update(subscriptions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(subscriptions.id, subscription.id));
    switch (input.intent) {
      case 'pause':
        if (subscription.status !== 'active') return subscriptionFailure('cannot-pause');
        await set({ status: 'paused', pausedAt: new Date() });
        return { ok: true as const, message: 'subscriptions.paused' };
      case 'resume': {
        if (subscription.status !== 'paused') return subscriptionFailure('cannot-resume');
        // A period that ended while paused starts again now: the next box is due at once.
        const due =
          subscription.currentPeriodEnd && subscription.currentPeriodEnd.getTime() > Date.now()
            ? subscription.currentPeriodEnd
            : new Date();
        await set({ status: 'active', pausedAt: null, currentPeriodEnd: due });
        return { ok: true as const, message: 'subscriptions.resumed' };
      }
      case 'cancel':
        if (subscription.status === 'cancelled') return subscriptionFailure('cancelled');
        await set({ status: 'cancelled', cancelledAt: new Date(), pendingPlanId: null });
        return { ok: true as const, message: 'subscriptions.cancelledMessage' };
      case 'change-plan': {
        if (subscription.status === 'cancelled') return subscriptionFailure('cancelled');
        const plan = await planWithProduct(input.planId ?? '', tx);
        if (!plan?.isActive) return subscriptionFailure('plan');
        await set({ pendingPlanId: plan.id === subscription.planId ? null : plan.id });
        return {
          ok: true as const,
          message: plan.id === subscription.planId ? 'subscriptions.planKept' : 'subscriptions.planChanged',
        };
      }
    }
  });
}

/**
 * A past-due (or unpaid) subscription of the actor's, paid again on the hosted page with a new
 * card. Whose it is is checked under the subscription's row lock, in the transaction that writes
 * the period's order, so someone else's is refused with nothing written.
 */
export async function payAndResume(input: {
  actor: Actor & { email: string };
  subscriptionId: string;
  idempotencyKey: string;
  origin: string;
}): Promise<PaymentPageResult> {
  if (!isUuid(input.subscriptionId) || !isUuid(input.idempotencyKey)) return subscriptionFailure('not-found');
  const [subscription] = await getDb().select().from(subscriptions).where(eq(subscriptions.id, input.subscriptionId));
  // Refused at once, whatever its state; checked again under the row lock below, where it counts.
  if (subscription) requireSelf(input.actor, subscription.userId, 'someone else’s subscription');
  if (!subscription || (subscription.status !== 'past_due' && subscription.status !== 'incomplete'))
    return subscriptionFailure('not-due');
  const plan = await planWithProduct(subscription.pendingPlanId ?? subscription.planId, getDb());
  if (!plan) return subscriptionFailure('plan');
  return payPeriodOnHostedPage({
    actor: input.actor,
    plan,
    address: subscription.shippingAddress,
    locale: subscription.locale,
    idempotencyKey: input.idempotencyKey,
    origin: input.origin,
    description: `${plan.name}: resume`,
    prepare: async (tx, provider) => {
      const [locked] = await tx
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(eq(subscriptions.id, subscription.id))
        .for('update');
      // Thrown in the order's transaction: no order is written for someone else's subscription.
      requireSelf(input.actor, locked?.userId ?? '', 'someone else’s subscription');
      await tx
        .update(subscriptions)
        .set({ provider, planId: plan.id, pendingPlanId: null })
        .where(eq(subscriptions.id, subscription.id));
      return subscription.id;
    },
  });
}

/** A subscription whose first order was never paid is not left hanging: it is cancelled (a reaction, no actor). */
export async function cancelIncompleteFor(orderId: string) {
  await getDb().transaction(async (tx) => {
    const [order] = await tx
      .select({ subscriptionId: orders.subscriptionId, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order?.subscriptionId || order.status !== 'cancelled') return;
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
      .where(and(eq(subscriptions.id, order.subscriptionId), eq(subscriptions.status, 'incomplete')));
  });
}
