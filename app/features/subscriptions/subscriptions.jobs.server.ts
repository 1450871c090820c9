import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { orders } from '~/db/schema/orders';
import { subscriptionPlans, subscriptions } from '~/db/schema/subscriptions';
import { subscribe } from '~/features/jobs/events.server';
import { enqueueJob, handleJob } from '~/features/jobs/jobs.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { subscriptionPaymentFailed, subscriptionRenewed } from './events';
import { renewDueSubscriptionsJob, renewSubscriptionJob } from './jobs';
import { dueSubscriptions, renewSubscription } from './renewals.server';

// What a subscription does when its order is paid or cancelled is registered at the composition
// root (server/reactions/subscriptions.ts): those are orders' events.

handleJob(renewDueSubscriptionsJob, async () => {
  for (const due of await dueSubscriptions()) {
    const period = due.renewalCount + 1;
    await enqueueJob(renewSubscriptionJob, { subscriptionId: due.id, period }, { singletonKey: `${due.id}:${period}` });
  }
});

handleJob(renewSubscriptionJob, async ({ subscriptionId, period }) => {
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

subscribe(subscriptionRenewed, 'renewal-email', async ({ subscriptionId, orderId }, { eventId }) => {
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

subscribe(subscriptionPaymentFailed, 'failed-payment-email', async ({ subscriptionId, orderId }, { eventId }) => {
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
});
