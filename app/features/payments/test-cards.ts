import type { FieldErrors, Refusal } from '~/utils/form-result';
/**
 * The built-in test provider's cards (README, "Payments"). Any future expiry date and any
 * three-digit security code work; the number decides the outcome, as on Stripe's test cards.
 */
export type TestCardOutcome = 'succeeded' | 'succeeded_then_declines' | 'declined' | 'insufficient_funds' | 'expired_card';

export const TEST_CARDS: readonly { number: string; outcome: TestCardOutcome }[] = [
  { number: '4242424242424242', outcome: 'succeeded' },
  // Pays now, but later charges of the saved card (subscription renewals) are declined.
  { number: '4000000000000341', outcome: 'succeeded_then_declines' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds' },
  { number: '4000000000000069', outcome: 'expired_card' },
];

/** Spaces and dashes as people type them are fine; the digits decide. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card refused before the bank sees it: the first problem (message and field), and every field's. */
export type CardRefusal = Refusal & { field: 'number' | 'expiry' | 'cvc'; fieldErrors: FieldErrors };

export type CardCheck = { ok: true; outcome: TestCardOutcome } | CardRefusal;

function numberError(digits: string, card: (typeof TEST_CARDS)[number] | undefined): string | null {
  if (!passesLuhn(digits)) return 'payments.test.errors.cardNumber';
  return card ? null : 'payments.test.errors.unknownCard';
}

function expiryError(value: string, now: Date): string | null {
  const expiry = value.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12) return 'payments.test.errors.expiry';
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return 'payments.test.errors.expiryPast';
  return null;
}

/**
 * What the test page does with a card: translation keys under payments.test.errors, one per field
 * that is wrong (the page shows each beside its field), and the first of them, in the order the
 * fields appear, as the refusal's message.
 */
export function checkTestCard(input: { number: string; expiry: string; cvc: string; now?: Date }): CardCheck {
  const digits = normaliseCardNumber(input.number);
  const card = TEST_CARDS.find((candidate) => candidate.number === digits);
  const errors = {
    number: numberError(digits, card),
    expiry: expiryError(input.expiry, input.now ?? new Date()),
    cvc: /^\d{3,4}$/.test(input.cvc.trim()) ? null : 'payments.test.errors.cvc',
  };
  const fieldErrors: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) if (message) fieldErrors[field] = message;
  const first = (['number', 'expiry', 'cvc'] as const).find((field) => errors[field]);
  // No error on the number means the card is one of ours.
  if (first || !card) return { ok: false, message: errors[first ?? 'number'] ?? '', field: first ?? 'number', fieldErrors };
  return { ok: true, outcome: card.outcome };
}

/** What a saved card does when charged later without the customer (a renewal). */
export function savedCardOutcome(number: string): 'succeeded' | 'card_declined' {
  return TEST_CARDS.find((card) => card.number === number)?.outcome === 'succeeded' ? 'succeeded' : 'card_declined';
}
