import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orders, subscriptionPlans, subscriptions, users } from '~/db/schema/index';
import { defineJob, defineScheduledJob, enqueueJob, subscribe } from '~/features/jobs/jobs.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { activateSubscription, cancelIncompleteFor, dueSubscriptions, renewSubscription } from './subscriptions.server';

type PaidPayload = { orderId: string; paymentRef?: string | null };
type RenewPayload = { subscriptionId: string; period: number };
type SubscriptionEventPayload = { subscriptionId: string; orderId: string };

const RENEW_JOB = 'subscriptions.renew';

/** A subscription's first payment (or its pay-and-resume) makes it active with the saved card. */
subscribe<PaidPayload>('order.paid', 'activate-subscription', async ({ orderId, paymentRef }) => {
  await activateSubscription(orderId, paymentRef ?? null);
});

subscribe<{ orderId: string }>('order.cancelled', 'cancel-incomplete-subscription', async ({ orderId }) => {
  await cancelIncompleteFor(orderId);
});

/** Every ten minutes, one renewal job per subscription that is due (keyed by its period). */
defineScheduledJob('subscriptions.renew-due', '*/10 * * * *', async () => {
  for (const due of await dueSubscriptions()) {
    const period = due.renewalCount + 1;
    await enqueueJob<RenewPayload>(RENEW_JOB, { subscriptionId: due.id, period }, { singletonKey: `${due.id}:${period}` });
  }
});

defineJob<RenewPayload>(RENEW_JOB, async ({ subscriptionId, period }) => {
  await renewSubscription(subscriptionId, period);
});

async function emailFacts(subscriptionId: string, orderId: string) {
  const db = getDb();
  const [row] = await db
    .select({
      email: subscriptions.email,
      locale: subscriptions.locale,
      userId: subscriptions.userId,
      firstName: users.firstName,
      name: users.name,
      planName: subscriptionPlans.name,
      nextRenewal: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.id, subscriptionId));
  const [order] = await db
    .select({ number: orders.number, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row && order ? { ...row, order } : null;
}

subscribe<SubscriptionEventPayload>('subscription.renewed', 'renewal-email', async ({ subscriptionId, orderId }, { eventId }) => {
  const facts = await emailFacts(subscriptionId, orderId);
  if (!facts) return;
  await sendEmail({
    template: 'subscription-renewed',
    to: facts.email,
    locale: facts.locale,
    userId: facts.userId,
    dedupeKey: `subscription-renewed:${eventId}`,
    props: {
      firstName: facts.firstName || facts.name,
      planName: facts.planName,
      orderId,
      orderNumber: facts.order.number,
      amountCents: facts.order.totalCents,
      nextRenewal: facts.nextRenewal?.toISOString() ?? '',
    },
  });
});

subscribe<SubscriptionEventPayload>(
  'subscription.payment_failed',
  'failed-payment-email',
  async ({ subscriptionId, orderId }, { eventId }) => {
    const facts = await emailFacts(subscriptionId, orderId);
    if (!facts) return;
    await sendEmail({
      template: 'subscription-payment-failed',
      to: facts.email,
      locale: facts.locale,
      userId: facts.userId,
      dedupeKey: `subscription-payment-failed:${eventId}`,
      props: { firstName: facts.firstName || facts.name, planName: facts.planName, amountCents: facts.order.totalCents },
    });
  },
);
