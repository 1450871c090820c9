import type { PaymentEvent } from './provider';

/*
 * Reading what Stripe's API answers (pure): its objects are untyped JSON, so each field is checked
 * before it is used. Apart from the provider, which talks to the API (stripe-provider.server.ts).
 */

export type StripeObject = Record<string, unknown>;

export function isObject(value: unknown): value is StripeObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The payment event a webhook's event type and object stand for. */
export function mapEventType(type: string, object: StripeObject): PaymentEvent['type'] {
  switch (type) {
    case 'checkout.session.completed':
      // Delayed methods (bank debits) complete unpaid; their outcome arrives as async_payment_*.
      return object.payment_status === 'paid' ? 'payment.succeeded' : 'ignored';
    case 'checkout.session.async_payment_succeeded':
      return 'payment.succeeded';
    case 'checkout.session.async_payment_failed':
      return 'payment.failed';
    case 'checkout.session.expired':
      return 'checkout.expired';
    default:
      return 'ignored';
  }
}

/**
 * The card's fingerprint when the session's payment intent came expanded with its payment method
 * (`payment_intent.payment_method.card.fingerprint`); a plain id carries none (decision 0094).
 */
export function cardFingerprintOf(intent: unknown): string | null {
  if (!isObject(intent) || !isObject(intent.payment_method)) return null;
  const card = intent.payment_method.card;
  return isObject(card) ? stringOrNull(card.fingerprint) : null;
}
