import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * Why the built-in test provider's hosted page refuses (issue 34): a mistyped card, beside its
 * field; a card the "bank" declines, with the session still open for another card (decision
 * 0041); a page that is gone, expired or already finished. The page answers every one with 400
 * and shows it in place, as it always has.
 *
 * The provider port's own answers are not these: a declined renewal (`SavedChargeResult`) carries
 * the provider's reason for the renewal to record, and a webhook's `PaymentEventOutcome` is stored
 * with the event and returned to the provider. They are contracts with providers, not sentences
 * for a person.
 */
export const paymentFailure = defineFailures({
  'card-number': { message: 'payments.test.errors.cardNumber', status: 400, field: 'number' },
  'unknown-card': { message: 'payments.test.errors.unknownCard', status: 400, field: 'number' },
  expiry: { message: 'payments.test.errors.expiry', status: 400, field: 'expiry' },
  'expiry-past': { message: 'payments.test.errors.expiryPast', status: 400, field: 'expiry' },
  cvc: { message: 'payments.test.errors.cvc', status: 400, field: 'cvc' },
  'card-declined': { message: 'payments.test.declined.card_declined', status: 400 },
  'insufficient-funds': { message: 'payments.test.declined.insufficient_funds', status: 400 },
  'expired-card': { message: 'payments.test.declined.expired_card', status: 400 },
  'session-not-found': { message: 'payments.test.errors.notFound', status: 400 },
  'session-expired': { message: 'payments.test.errors.expired', status: 400 },
  'session-closed': { message: 'payments.test.errors.closed', status: 400 },
});

export type PaymentFailureCode = FailureCode<typeof paymentFailure>;

/** A card refused before the bank sees it: which field is wrong. */
export type CardFailureCode = 'card-number' | 'unknown-card' | 'expiry' | 'expiry-past' | 'cvc';

/** A card the bank said no to; the session stays open for another. */
export type DeclineCode = 'card-declined' | 'insufficient-funds' | 'expired-card';
