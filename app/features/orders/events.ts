import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** What orders announces (convention 4): declared once, published and subscribed through these. */

const orderPayload = z.object({ orderId: z.string().min(1) });

/**
 * The provider confirmed the payment. paymentRef is the saved way to pay again, when the
 * provider gave one (a subscription's first order).
 */
export const orderPaid = defineEvent('order.paid', orderPayload.extend({ paymentRef: z.string().nullable().optional() }));

/** Cancelled unpaid (by the buyer, a failed payment or the expiry job); its stock is back. */
export const orderCancelled = defineEvent('order.cancelled', orderPayload);

/** Handed to the carrier, with a tracking number. */
export const orderShipped = defineEvent('order.shipped', orderPayload);

/**
 * One parcel of a paid order was handed to its carrier (decision 0095), by its seller or an admin,
 * on its own or by the whole-order form. Published once per parcel: a parcel ships once.
 */
export const fulfilmentShipped = defineEvent(
  'fulfilment.shipped',
  z.object({ orderId: z.string().min(1), fulfilmentId: z.string().min(1) }),
);

/** An admin refunded part or all of a paid order; the provider is asked for the money back. */
export const refundRequested = defineEvent('refund.requested', z.object({ refundId: z.string().min(1) }));
