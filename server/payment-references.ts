/*
 * Which domain a payment belongs to: each provider event carries our reference, `<kind>:<id>`,
 * and payments hands it to the handler registered here for that kind. Payments is the port the
 * paying domains build on, so the routing is assembled at the composition root instead of in
 * orders, which used to import donations for it (convention 12, decision 0033). A new domain
 * that takes payments (courses, marketplace) registers its kind here.
 *
 * Import this module before any payment event can arrive: the server does (run.ts), and so
 * does a test that pays.
 */
import { applyDonationEvent } from '~/features/donations/donations.server';
import { applyOrderPaymentEvent } from '~/features/orders/order-payments.server';
import { handlePaymentReferences } from '~/features/payments/payment-events.server';

handlePaymentReferences('order', applyOrderPaymentEvent);
handlePaymentReferences('donation', applyDonationEvent);
