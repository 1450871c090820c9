/*
 * How discount codes react to orders' events (convention 4; decision 0092): an order cancelled
 * unpaid (by the buyer, a failed payment or the expiry job) gives its code's use back, so an
 * abandoned checkout does not spend a limited code. Releasing is done once per order, however
 * often the event is delivered; one paid after all (a late payment) takes it back while the
 * code has room. Registered by server/background-work.ts.
 */

import { reclaimRedemption, releaseRedemption } from '~/features/discounts/discount-code.server';
import { subscribe } from '~/features/jobs/events.server';
import { orderCancelled, orderPaid } from '~/features/orders/events';

subscribe(orderCancelled, 'discount-release', async ({ orderId }) => {
  await releaseRedemption(orderId);
});

subscribe(orderPaid, 'discount-reclaim', async ({ orderId }) => {
  await reclaimRedemption(orderId);
});
