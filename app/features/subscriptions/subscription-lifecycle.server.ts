import { and, desc, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { orders, type ShippingAddress } from '~/db/schema/orders';
import { subscriptionPlans, subscriptions } from '~/db/schema/subscriptions';
import { placeDirectOrder } from '~/features/orders/checkout.server';
import type { ProviderId } from '~/features/payments/provider';
import type { Outcome } from '~/utils/form-result';
import { isUuid } from '~/utils/ids';
import { addMonths, type Plan, periodOrder, planWithProduct } from './plans.server';

/**
 * Subscriptions (issue 4): a seasonal seed box every month or quarter. The first period is paid
 * on the provider's hosted page, which keeps the card; each renewal is an ordinary order charged
 * to that card by a durable job, so it gets its relief entry and appears in /orders.
 */

export type SubscriptionChange = Outcome<{ message: string }>;

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

type PaymentPageResult = Outcome<{ paymentUrl: string }>;

/**
 * A period paid on the provider's hosted page with the card kept for renewals: `prepare` writes
 * the subscription's side (insert or update, returning its id) in the transaction that writes the
 * period's order. The same key gives the same order: a second submit gets the first payment page.
 */
function payPeriodOnHostedPage(input: {
  user: { id: string; email: string };
  plan: Plan;
  address: ShippingAddress;
  locale: string;
  idempotencyKey: string;
  origin: string;
  description: string;
  prepare: (tx: Executor, provider: ProviderId) => Promise<string>;
}): Promise<PaymentPageResult> {
  const { lines, totals } = periodOrder(input.plan);
  return placeDirectOrder({ ...input, lines, totals, saveCard: true });
}

/**
 * Subscribes: the subscription waits (incomplete) while its first period is paid on the hosted
 * page with the card kept for renewals. The same form key gives the same subscription.
 */
export async function startSubscription(input: {
  user: { id: string; email: string };
  planId: string;
  address: ShippingAddress;
  idempotencyKey: string;
  origin: string;
  locale: string;
}): Promise<PaymentPageResult> {
  if (!isUuid(input.idempotencyKey)) return { ok: false, message: 'checkout.errors.expiredForm' };
  const plan = await planWithProduct(input.planId, getDb());
  if (!plan?.isActive) return { ok: false, message: 'subscriptions.errors.plan' };
  return payPeriodOnHostedPage({
    ...input,
    plan,
    description: `${plan.name}: first period`,
    prepare: async (tx, provider) => {
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          userId: input.user.id,
          planId: plan.id,
          provider,
          shippingAddress: input.address,
          email: input.user.email,
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
 * card for renewals. A paid order for a cancelled subscription leaves it cancelled.
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

/** Pause, resume, cancel and change plan: the person's own subscriptions only. */
export async function changeSubscription(input: {
  userId: string;
  subscriptionId: string;
  intent: 'pause' | 'resume' | 'cancel' | 'change-plan';
  planId?: string;
}): Promise<SubscriptionChange> {
  if (!isUuid(input.subscriptionId)) return { ok: false, message: 'subscriptions.errors.notFound' };
  return getDb().transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.userId, input.userId)))
      .for('update');
    if (!subscription) return { ok: false, message: 'subscriptions.errors.notFound' };
    const set = (values: Partial<typeof subscriptions.$inferInsert>) =>
      tx
        .update(subscriptions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(subscriptions.id, subscription.id));
    switch (input.intent) {
      case 'pause':
        if (subscription.status !== 'active') return { ok: false, message: 'subscriptions.errors.cannotPause' };
        await set({ status: 'paused', pausedAt: new Date() });
        return { ok: true, message: 'subscriptions.paused' };
      case 'resume': {
        if (subscription.status !== 'paused') return { ok: false, message: 'subscriptions.errors.cannotResume' };
        // A period that ended while paused starts again now: the next box is due at once.
        const due =
          subscription.currentPeriodEnd && subscription.currentPeriodEnd.getTime() > Date.now()
            ? subscription.currentPeriodEnd
            : new Date();
        await set({ status: 'active', pausedAt: null, currentPeriodEnd: due });
        return { ok: true, message: 'subscriptions.resumed' };
      }
      case 'cancel':
        if (subscription.status === 'cancelled') return { ok: false, message: 'subscriptions.errors.cancelled' };
        await set({ status: 'cancelled', cancelledAt: new Date(), pendingPlanId: null });
        return { ok: true, message: 'subscriptions.cancelledMessage' };
      case 'change-plan': {
        if (subscription.status === 'cancelled') return { ok: false, message: 'subscriptions.errors.cancelled' };
        const plan = await planWithProduct(input.planId ?? '', tx);
        if (!plan?.isActive) return { ok: false, message: 'subscriptions.errors.plan' };
        await set({ pendingPlanId: plan.id === subscription.planId ? null : plan.id });
        return { ok: true, message: plan.id === subscription.planId ? 'subscriptions.planKept' : 'subscriptions.planChanged' };
      }
    }
  });
}

/** A past-due (or unpaid) subscription, paid again on the hosted page with a new card. */
export async function payAndResume(input: {
  user: { id: string; email: string };
  subscriptionId: string;
  idempotencyKey: string;
  origin: string;
}): Promise<PaymentPageResult> {
  if (!isUuid(input.subscriptionId) || !isUuid(input.idempotencyKey))
    return { ok: false, message: 'subscriptions.errors.notFound' };
  const [subscription] = await getDb()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.userId, input.user.id)));
  if (!subscription || (subscription.status !== 'past_due' && subscription.status !== 'incomplete'))
    return { ok: false, message: 'subscriptions.errors.notDue' };
  const plan = await planWithProduct(subscription.pendingPlanId ?? subscription.planId, getDb());
  if (!plan) return { ok: false, message: 'subscriptions.errors.plan' };
  return payPeriodOnHostedPage({
    user: input.user,
    plan,
    address: subscription.shippingAddress,
    locale: subscription.locale,
    idempotencyKey: input.idempotencyKey,
    origin: input.origin,
    description: `${plan.name}: resume`,
    prepare: async (tx, provider) => {
      await tx
        .update(subscriptions)
        .set({ provider, planId: plan.id, pendingPlanId: null })
        .where(eq(subscriptions.id, subscription.id));
      return subscription.id;
    },
  });
}

/** A subscription whose first order was never paid is not left hanging: it is cancelled. */
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
