import type { Failure } from '~/utils/failure';
import type { FieldErrors } from '~/utils/form-result';
import { type CardFailureCode, paymentFailure } from './failures';

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

/**
 * A card refused before the bank sees it: the first problem as the failure (its code, message and
 * field), and every wrong field's message, because the page shows each beside its field.
 */
export type CardCheck = { ok: true; outcome: TestCardOutcome } | (Failure<CardFailureCode> & { fieldErrors: FieldErrors });

function numberError(digits: string, card: (typeof TEST_CARDS)[number] | undefined): CardFailureCode | null {
  if (!passesLuhn(digits)) return 'card-number';
  return card ? null : 'unknown-card';
}

function expiryError(value: string, now: Date): CardFailureCode | null {
  const expiry = value.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12) return 'expiry';
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return 'expiry-past';
  return null;
}

/**
 * What the test page does with a card: a failure per field that is wrong (its message under
 * payments.test.errors, shown beside the field), and the first of them, in the order the fields
 * appear, as the refusal.
 */
export function checkTestCard(input: { number: string; expiry: string; cvc: string; now?: Date }): CardCheck {
  const digits = normaliseCardNumber(input.number);
  const card = TEST_CARDS.find((candidate) => candidate.number === digits);
  const codes: CardFailureCode[] = [
    numberError(digits, card),
    expiryError(input.expiry, input.now ?? new Date()),
    /^\d{3,4}$/.test(input.cvc.trim()) ? null : 'cvc',
  ].filter((code): code is CardFailureCode => code !== null);
  const [first] = codes;
  // No error on the number means the card is one of ours.
  if (!first && card) return { ok: true, outcome: card.outcome };
  const fieldErrors: FieldErrors = {};
  for (const code of codes) {
    const { field, message } = paymentFailure(code);
    if (field) fieldErrors[field] = message;
  }
  return { ...paymentFailure(first ?? 'unknown-card'), fieldErrors };
}

/** What a saved card does when charged later without the customer (a renewal). */
export function savedCardOutcome(number: string): 'succeeded' | 'card_declined' {
  return TEST_CARDS.find((card) => card.number === number)?.outcome === 'succeeded' ? 'succeeded' : 'card_declined';
}
