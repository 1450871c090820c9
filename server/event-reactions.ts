/*
 * How one domain reacts to another's events (convention 4, decision 0034). A domain subscribes
 * to its own events in `<feature>.jobs.server.ts`; a reaction that crosses domains is written
 * here, at the composition root, from each side's public functions, so that neither domain
 * imports the other for it. Subscriber names are stable: with the event type they name the
 * queue and each job, so renaming one would run it again for events already handled.
 *
 * Loaded with every other registration by server/background-work.ts.
 */
import { getDb } from '~/db/client.server';
import { removePurchasedFromCart } from '~/features/cart/cart.server';
import { productBackInStock } from '~/features/catalog/events';
import { findDonation } from '~/features/donations/donations.server';
import { donationPaid } from '~/features/donations/events';
import { subscribe } from '~/features/jobs/events.server';
import { confirmSeatsPaid, releaseSeatsOf } from '~/features/learning/classes.server';
import { endPurchasedEnrolments, enrolFromPurchase } from '~/features/learning/enrolments.server';
import { classRefundDue } from '~/features/learning/events';
import { refundRemainder } from '~/features/orders/admin-orders.server';
import { orderCancelled, orderPaid, refundRequested } from '~/features/orders/events';
import { findOrder, findRefundForLedger, orderedProducts } from '~/features/orders/orders.server';
import { recordOrderShare } from '~/features/orders/relief-share.server';
import { recordDonationGift, recordRefundReversal } from '~/features/relief/relief.server';
import { sendStockAlerts } from '~/features/stock-alerts/stock-alerts.server';
import { activateSubscription, cancelIncompleteFor } from '~/features/subscriptions/subscription-lifecycle.server';

// Relief: 10% of every paid order, the reversal of every refund, and every donation in full,
// each recorded once (the ledger keys each row by its source).

subscribe(orderPaid, 'relief-ledger', async ({ orderId }) => {
  await recordOrderShare(getDb(), orderId);
});

subscribe(refundRequested, 'relief-reversal', async ({ refundId }) => {
  const refund = await findRefundForLedger(refundId);
  if (refund) await recordRefundReversal(getDb(), refund);
});

subscribe(donationPaid, 'relief-ledger', async ({ donationId }) => {
  const donation = await findDonation(donationId);
  if (donation?.status === 'paid') await recordDonationGift(getDb(), donation);
});

// Cart: what was bought leaves the buyer's cart once the order is paid.

subscribe(orderPaid, 'clear-purchased-from-cart', async ({ orderId }) => {
  const bought = await orderedProducts(orderId);
  if (bought?.userId) await removePurchasedFromCart(getDb(), bought.userId, bought.productIds);
});

// Subscriptions: the first payment (or a pay-and-resume) makes a subscription active with the
// saved card; its first order cancelled unpaid cancels the subscription that was waiting on it.

subscribe(orderPaid, 'activate-subscription', async ({ orderId, paymentRef }) => {
  await activateSubscription(orderId, paymentRef ?? null);
});

subscribe(orderCancelled, 'cancel-incomplete-subscription', async ({ orderId }) => {
  await cancelIncompleteFor(orderId);
});

// Stock alerts: a sold-out product that can be bought again emails everyone who asked, once each.

subscribe(productBackInStock, 'stock-alert-emails', async ({ productId }, { eventId }) => {
  await sendStockAlerts({ productId, eventId });
});

// Learning: a paid order that bought a place on a course enrols its buyer (decision 0048); a
// refund in full ends that place.

subscribe(orderPaid, 'enrol-course-buyer', async ({ orderId }) => {
  const bought = await orderedProducts(orderId);
  if (bought?.userId) await enrolFromPurchase({ userId: bought.userId, productIds: bought.productIds, orderId });
});

subscribe(refundRequested, 'end-refunded-course-place', async ({ refundId }) => {
  const refund = await findRefundForLedger(refundId);
  if (!refund) return;
  const order = await findOrder(refund.orderId, null);
  if (order?.status === 'refunded') await endPurchasedEnrolments(refund.orderId);
});

// Live classes: a paid order books the seat it held; the order cancelled unpaid gives the seat to
// the next in line; a seat cancelled by the class's cut-off, or one that could not be given when
// the payment arrived, is refunded in full (decision 0053).

subscribe(orderPaid, 'book-paid-class-seat', async ({ orderId }) => {
  await confirmSeatsPaid(orderId);
});

subscribe(orderCancelled, 'release-held-class-seat', async ({ orderId }) => {
  await releaseSeatsOf(orderId);
});

const CLASS_REFUND_REASONS = {
  cancelled_in_time: 'Class seat cancelled before the refund cut-off',
  seat_unavailable: 'The class seat was no longer available when the payment arrived',
  class_cancelled: 'The class was cancelled',
} as const;

subscribe(classRefundDue, 'refund-class-seat', async ({ orderId, reason }) => {
  await refundRemainder({ orderId, reason: CLASS_REFUND_REASONS[reason] });
});
