/*
 * How subscriptions react to orders' events (convention 4; decisions 0024, 0034 and 0069): the
 * first payment (or a pay-and-resume) makes a subscription active with the saved card; its first
 * order cancelled unpaid cancels the subscription that was waiting on it. Subscriber names are
 * stable: with the event type they name the queue and each job, so renaming one would run it
 * again for events already handled.
 *
 * Registered by server/background-work.ts, with every other domain's reactions.
 */
import { subscribe } from '~/features/jobs/events.server';
import { orderCancelled, orderPaid } from '~/features/orders/events';
import { activateSubscription, cancelIncompleteFor } from '~/features/subscriptions/subscription-lifecycle.server';

subscribe(orderPaid, 'activate-subscription', async ({ orderId, paymentRef }) => {
  await activateSubscription(orderId, paymentRef ?? null);
});

subscribe(orderCancelled, 'cancel-incomplete-subscription', async ({ orderId }) => {
  await cancelIncompleteFor(orderId);
});
