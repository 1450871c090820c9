import { z } from 'zod';

/*
 * The form that marks a parcel shipped (decision 0095): the vendor's on /vendors/dashboard and the
 * admin's on /admin/orders/:orderId. Messages are translation keys.
 */

export const FULFILMENT_LIMITS = { carrier: { min: 2, max: 40 }, tracking: { max: 64 } } as const;

/** A carrier's name as people write it: letters (any script), digits, spaces, `.`, `&`, `-`. */
const CARRIER = /^[\p{L}\p{N}][\p{L}\p{N} .&-]*$/u;
/** The same shape the whole-order form takes: 3 to 64 letters, digits, spaces or dashes. */
export const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{2,63}$/;

export const shipFulfilmentSchema = z.object({
  fulfilmentId: z.string().uuid('fulfilments.errors.notFound'),
  carrier: z
    .string()
    .trim()
    .min(FULFILMENT_LIMITS.carrier.min, 'fulfilments.errors.carrier')
    .max(FULFILMENT_LIMITS.carrier.max, 'fulfilments.errors.carrier')
    .regex(CARRIER, 'fulfilments.errors.carrier'),
  trackingNumber: z.string().trim().regex(TRACKING_NUMBER, 'fulfilments.errors.tracking'),
});

export type ShipFulfilmentInput = z.infer<typeof shipFulfilmentSchema>;
