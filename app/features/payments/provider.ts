/**
 * What the store needs from a payment provider (issue 4). Two implementations:
 * - `test-provider.server.ts`: our own hosted test payment page, the default without a Stripe key;
 * - `stripe-provider.server.ts`: Stripe Checkout, when STRIPE_SECRET_KEY is set.
 * Both tell the server what happened through a signed webhook that `webhooks.server.ts`
 * verifies on the raw body and applies exactly once, and both answer `retrieveCheckout`, so the
 * store can ask what became of a checkout whose webhook never arrived (decision 0038).
 */

export type ProviderId = 'test' | 'stripe';

/**
 * What a provider's checkout takes, as schema.org's paymentAccepted names it (the Store's
 * structured data). Each provider declares its own list from what it really asks for.
 */
export type PaymentMethodName = 'Credit Card';

export type CheckoutLine = { name: string; unitAmountCents: number; quantity: number };

export type CreateCheckoutInput = {
  /** Our reference: `order:<uuid>` or `donation:<uuid>`; it comes back on every event. */
  reference: string;
  description: string;
  lines: CheckoutLine[];
  /** What the customer pays, in US cents: the lines plus shipping and tax. */
  amountCents: number;
  /** The parts of amountCents that are not lines, when the store knows them: listed apart on a hosted page. */
  shippingCents?: number;
  taxCents?: number;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** Keep the card for later charges without the customer present (subscription renewals). */
  saveCard?: boolean;
};

export type CheckoutSession = { sessionId: string; url: string };

/**
 * One provider event, reduced to what the order state machine needs. `occurredAt` lets a late
 * event be recognised as stale; `id` is the provider's own event id (the once-only key).
 *
 * - `payment.declined`: one attempt at an open checkout was refused (a declined card); the
 *   checkout stays open and the customer may try again (decision 0041). Nothing ends.
 * - `payment.failed`: the checkout's payment failed for good (Stripe's delayed methods).
 * - `checkout.expired`: the checkout ended unpaid (expired, or cancelled by the customer).
 */
export type PaymentEvent = {
  id: string;
  type: 'payment.succeeded' | 'payment.declined' | 'payment.failed' | 'checkout.expired' | 'ignored';
  sessionId: string | null;
  reference: string | null;
  paymentId: string | null;
  amountCents: number | null;
  occurredAt: Date;
  /** Why a payment failed or a checkout ended (card_declined, customer_cancelled, …), when known. */
  reason?: string | null;
  /** For a checkout with saveCard: the reference to charge later with chargeSaved. */
  paymentRef?: string | null;
  /**
   * For a payment that succeeded: the provider's fingerprint of the card (the same card gives the
   * same one), when the event carries it. Kept in payment_cards for the affiliates' fraud signal.
   */
  cardFingerprint?: string | null;
};

/**
 * What the provider itself says about one checkout session, whatever reached us by webhook:
 * `paid` (money taken), `closed` (it ended unpaid: expired, declined or abandoned) or `open`
 * (it can still be paid, or a delayed payment method is still being settled).
 */
export type CheckoutState = {
  sessionId: string;
  status: 'open' | 'paid' | 'closed';
  reference: string | null;
  paymentId: string | null;
  amountCents: number | null;
  /** For a paid checkout with saveCard: the reference to charge later with chargeSaved. */
  paymentRef: string | null;
};

/**
 * A charge of a saved card: taken, or declined with the provider's reason (`card_declined`), which
 * the renewal records. The port's contract with providers, not a sentence for a person, so not a
 * `Failure` (payments/failures.ts).
 */
export type SavedChargeResult = { ok: true; paymentId: string } | { ok: false; reason: string };

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  readonly id: ProviderId;
  /** Starts a hosted checkout; the customer is sent to `url`. */
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /**
   * Verifies a webhook's signature on the exact bytes received and parses it. Throws
   * WebhookSignatureError when the signature is missing, wrong or too old.
   */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
  /**
   * Asks the provider for a checkout session's real state (Stripe: retrieve the Checkout
   * Session). Throws PaymentProviderError when the provider cannot be asked or does not know it.
   */
  retrieveCheckout(sessionId: string): Promise<CheckoutState>;
  /**
   * Charges a saved card without the customer present (a renewal). A decline is an answer
   * ({ ok: false }), not an error; errors are for when the provider could not be asked.
   * `idempotencyKey` makes a retried charge a no-op at the provider.
   */
  chargeSaved(input: {
    paymentRef: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<SavedChargeResult>;
  /**
   * Refunds part or all of a captured payment; returns the provider's refund id.
   * `idempotencyKey` (our refund id) makes a retried refund a no-op at the provider.
   */
  refund(input: {
    paymentId: string;
    amountCents: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
}
