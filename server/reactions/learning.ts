/*
 * How learning reacts to orders' events (convention 4; decisions 0034, 0048, 0053 and 0069).
 * Learning sells through the catalogue and orders but does not import orders, so its reactions
 * are written here from each side's public functions. Subscriber names are stable: with the
 * event type they name the queue and each job, so renaming one would run it again for events
 * already handled.
 *
 * Registered by server/background-work.ts, with every other domain's reactions.
 */
import { subscribe } from '~/features/jobs/events.server';
import { confirmSeatsPaid, releaseSeatsOf } from '~/features/learning/class-seat-release.server';
import { endPurchasedEnrolments, enrolFromPurchase } from '~/features/learning/enrolments.server';
import { orderCancelled, orderPaid, refundRequested } from '~/features/orders/events';
import { findOrder, findRefundForLedger, orderedProducts } from '~/features/orders/orders.server';

// Courses: a paid order that bought a place on a course enrols its buyer (decision 0048); a
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

// Live classes: a paid order books the seat it held; the order cancelled unpaid gives the seat
// to the next in line (decision 0053). The refund of a seat is orders' reaction (./orders.ts).

subscribe(orderPaid, 'book-paid-class-seat', async ({ orderId }) => {
  await confirmSeatsPaid(orderId);
});

subscribe(orderCancelled, 'release-held-class-seat', async ({ orderId }) => {
  await releaseSeatsOf(orderId);
});
