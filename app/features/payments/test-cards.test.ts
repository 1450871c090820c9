import { describe, expect, it } from 'vitest';
import { checkTestCard, passesLuhn, TEST_CARDS } from './test-cards';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') => checkTestCard({ number, expiry, cvc, now });

describe('the test provider cards', () => {
  it('every documented card passes the Luhn check', () => {
    for (const { number } of TEST_CARDS) expect(passesLuhn(number), number).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('decides the outcome by card number, with spaces or dashes as typed', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, outcome: 'succeeded' });
    expect(card('4000-0000-0000-0002')).toEqual({ ok: true, outcome: 'declined' });
    expect(card('4000000000009995')).toEqual({ ok: true, outcome: 'insufficient_funds' });
    expect(card('4000000000000069')).toEqual({ ok: true, outcome: 'expired_card' });
  });

  it('refuses bad numbers, dates and codes with a clear message beside each field', () => {
    expect(card('1234')).toEqual({
      ok: false,
      code: 'card-number',
      status: 400,
      message: 'payments.test.errors.cardNumber',
      field: 'number',
      fieldErrors: { number: 'payments.test.errors.cardNumber' },
    });
    expect(card('5555555555554444')).toMatchObject({ message: 'payments.test.errors.unknownCard', field: 'number' });
    expect(card('4242424242424242', '13/30')).toMatchObject({ message: 'payments.test.errors.expiry', field: 'expiry' });
    expect(card('4242424242424242', '10/26')).toMatchObject({ message: 'payments.test.errors.expiryPast', field: 'expiry' });
    expect(card('4242424242424242', '11/2026')).toEqual({ ok: true, outcome: 'succeeded' });
    expect(card('4242424242424242', '12/30', '12')).toMatchObject({ message: 'payments.test.errors.cvc', field: 'cvc' });
  });

  it('names every wrong field at once, the first one as the message', () => {
    expect(card('4242 4242', '1/2', '')).toEqual({
      ok: false,
      code: 'card-number',
      status: 400,
      message: 'payments.test.errors.cardNumber',
      field: 'number',
      fieldErrors: {
        number: 'payments.test.errors.cardNumber',
        expiry: 'payments.test.errors.expiry',
        cvc: 'payments.test.errors.cvc',
      },
    });
    expect(card('4242 4242 4242 4242', '12 / 30', '12')).toMatchObject({
      field: 'cvc',
      fieldErrors: { cvc: 'payments.test.errors.cvc' },
    });
  });
});
