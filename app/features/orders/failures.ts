import { defineFailures, type Failure, type FailureCode } from '~/utils/failure';
import type { AddressErrors } from './address';

/*
 * Why orders says no (issue 34, point 5), declared once: each code with the words the page shows
 * (translation keys, SPEC §8's included) and the status its route answers. Operations return
 * these; routes and the other domains that sell through orders branch on `code`.
 */

/** Placing an order: the checkout's, and the direct orders of courses, seats, the fee and subscriptions. */
export const checkoutFailure = defineFailures({
  'empty-cart': { message: 'cart.checkoutEmpty' },
  'out-of-stock': { message: 'checkout.errors.outOfStock' },
  unavailable: { message: 'checkout.errors.unavailable' },
  /** A missing or reused form key: the form is older than the order it would place. */
  'expired-form': { message: 'checkout.errors.expiredForm' },
  'payment-unavailable': { message: 'checkout.errors.paymentUnavailable' },
  'fix-address': { message: 'checkout.errors.fixAddress', status: 400 },
  'shipping-method': { message: 'checkout.errors.shippingMethod', status: 400 },
});

export type CheckoutCode = FailureCode<typeof checkoutFailure>;

/** A refused shipping address, with each field's problem for the form to show beside it. */
export type AddressRefusal = Failure<'fix-address'> & { fieldErrors: AddressErrors };

export function addressRefusal(fieldErrors: AddressErrors): AddressRefusal {
  return { ...checkoutFailure('fix-address'), fieldErrors };
}

/** The address book (/account/addresses). */
export const addressBookFailure = defineFailures({
  'not-found': { message: 'addresses.errors.notFound', status: 404 },
  full: { message: 'addresses.errors.full', status: 400 },
});

export type AddressBookCode = FailureCode<typeof addressBookFailure>;

/** An admin's shipping, delivery and refunds (/admin/orders/:orderId answers each of them with 400). */
export const adminOrderFailure = defineFailures({
  'not-found': { message: 'adminOrders.errors.notFound', status: 400 },
  tracking: { message: 'adminOrders.errors.tracking', status: 400, field: 'trackingNumber' },
  'cannot-ship': { message: 'adminOrders.errors.cannotShip', status: 400 },
  'cannot-deliver': { message: 'adminOrders.errors.cannotDeliver', status: 400 },
  amount: { message: 'adminOrders.errors.amount', status: 400, field: 'amount' },
  reason: { message: 'adminOrders.errors.reason', status: 400, field: 'reason' },
  'cannot-refund': { message: 'adminOrders.errors.cannotRefund', status: 400 },
  'too-much': { message: 'adminOrders.errors.tooMuch', status: 400, field: 'amount' },
});

export type AdminOrderCode = FailureCode<typeof adminOrderFailure>;

/** Marking a parcel shipped (a vendor on their dashboard, an admin on the order's page). */
export const fulfilmentFailure = defineFailures({
  'not-found': { message: 'fulfilments.errors.notFound', status: 404 },
  carrier: { message: 'fulfilments.errors.carrier', status: 400, field: 'carrier' },
  tracking: { message: 'fulfilments.errors.tracking', status: 400, field: 'trackingNumber' },
  /** Shipped already, or the order is no longer one to ship (refunded in full). */
  'cannot-ship': { message: 'fulfilments.errors.cannotShip', status: 409 },
});

export type FulfilmentCode = FailureCode<typeof fulfilmentFailure>;
