/*
 * How orders react to learning's events (convention 4; decisions 0053 and 0069), and to its own
 * parcels with the vendors' store names (below). A class seat
 * cancelled by the class's cut-off, one that could not be given when the payment arrived, or one
 * in a class that was cancelled, is refunded in full. Learning announces the refund is due and
 * orders makes it, so neither imports the other. The subscriber name is stable: with the event
 * type it names the queue and each job.
 *
 * Registered by server/background-work.ts, with every other domain's reactions.
 */
import { subscribe } from '~/features/jobs/events.server';
import { classRefundDue } from '~/features/learning/events';
import { sendEmail } from '~/features/messaging/messaging.server';
import { refundRemainder } from '~/features/orders/admin-orders.server';
import { fulfilmentShipped } from '~/features/orders/events';
import { emailsPerParcel, trackingUrlFor } from '~/features/orders/fulfilment-rules';
import { countOrderFulfilments, findParcelEmailFacts } from '~/features/orders/fulfilments.server';
import { findStoreNames } from '~/features/vendors/vendor-profiles.server';

/** The reason recorded with the refund, for each reason the event can give. */
const CLASS_REFUND_REASONS = {
  cancelled_in_time: 'Class seat cancelled before the refund cut-off',
  seat_unavailable: 'The class seat was no longer available when the payment arrived',
  class_cancelled: 'The class was cancelled',
} as const;

subscribe(classRefundDue, 'refund-class-seat', async ({ orderId, reason }) => {
  await refundRemainder({ orderId, reason: CLASS_REFUND_REASONS[reason] });
});

/*
 * The buyer's email for each parcel of a split order (issue 39, decision 0095): who sends it, what
 * is in it, its tracking, and what is still to come from the other sellers. Orders owns the
 * parcels and the rule (`emailsPerParcel`: two parcels or more; an order of one keeps its one
 * "shipped" email); the store names are the vendors', which orders does not build on, so the
 * email is composed here. Once per parcel: a parcel ships once, and the message's dedupe key is
 * the parcel's id, so a retried job (or the event delivered twice) writes no second email.
 */
subscribe(fulfilmentShipped, 'parcel-email', async ({ orderId, fulfilmentId }) => {
  if (!emailsPerParcel(await countOrderFulfilments(orderId))) return;
  const parcel = await findParcelEmailFacts(fulfilmentId);
  if (!parcel?.trackingNumber) return;
  const sellerIds = [parcel.sellerId, ...parcel.stillToCome.map((other) => other.sellerId)].filter(
    (id): id is string => id !== null,
  );
  const names = await findStoreNames(sellerIds);
  const senderOf = (sellerId: string | null) => ({
    isShop: sellerId === null,
    storeName: sellerId ? (names.get(sellerId) ?? null) : null,
  });
  await sendEmail({
    template: 'order-parcel-shipped',
    to: parcel.email,
    locale: parcel.locale,
    userId: parcel.userId,
    dedupeKey: `order-parcel-shipped:${fulfilmentId}`,
    props: {
      firstName: parcel.firstName || parcel.name || '',
      orderId,
      orderNumber: parcel.orderNumber,
      sender: senderOf(parcel.sellerId),
      items: parcel.items,
      carrier: parcel.carrier,
      trackingNumber: parcel.trackingNumber,
      trackingUrl: trackingUrlFor(parcel.carrier, parcel.trackingNumber),
      stillToCome: parcel.stillToCome.map((other) => ({ ...senderOf(other.sellerId), itemCount: other.itemCount })),
    },
  });
});
