import { describe, expect, it } from 'vitest';
import { balanceDue, payoutFormSchema } from './payouts.schema';

const form = payoutFormSchema('2026-11-25');
const valid = { amount: '120.50', paidOn: '2026-11-20', reference: 'SEPA-2026-11-001', note: '' };
const errorsOf = (input: Record<string, string>) => {
  const parsed = form.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the payout form', () => {
  it('reads dollars and cents as cents, trims the text and drops an empty note', () => {
    expect(form.parse(valid)).toEqual({ amount: 12050, paidOn: '2026-11-20', reference: 'SEPA-2026-11-001', note: null });
    expect(form.parse({ ...valid, amount: '7', reference: '  T-1 ', note: ' November ' })).toMatchObject({
      amount: 700,
      reference: 'T-1',
      note: 'November',
    });
  });

  it('refuses an amount that is not a positive sum of dollars and cents', () => {
    for (const amount of ['', '0', '0.00', '-5', '12.345', '1e3', 'ten'])
      expect(errorsOf({ ...valid, amount }).amount, amount).toBe('instructors.payouts.errors.amount');
  });

  it('takes a real day from 2020 until tomorrow (an administrator east of UTC is a day ahead)', () => {
    expect(errorsOf({ ...valid, paidOn: '2026-11-26' })).toEqual({});
    expect(errorsOf({ ...valid, paidOn: '2020-01-01' })).toEqual({});
    expect(errorsOf({ ...valid, paidOn: '2026-11-27' }).paidOn).toBe('instructors.payouts.errors.paidOnRange');
    expect(errorsOf({ ...valid, paidOn: '2019-12-31' }).paidOn).toBe('instructors.payouts.errors.paidOnRange');
    for (const paidOn of ['2026-02-29', '2026-13-01', '25/11/2026', ''])
      expect(errorsOf({ ...valid, paidOn }).paidOn, paidOn).toBe('instructors.payouts.errors.paidOn');
    expect(errorsOf({ ...valid, paidOn: '2024-02-29' })).toEqual({});
  });

  it('needs a reference of at most 80 characters and a note of at most 500', () => {
    expect(errorsOf({ ...valid, reference: '   ' }).reference).toBe('instructors.payouts.errors.reference');
    expect(errorsOf({ ...valid, reference: 'x'.repeat(81) }).reference).toBe('instructors.payouts.errors.reference');
    expect(errorsOf({ ...valid, reference: 'x'.repeat(80) })).toEqual({});
    expect(errorsOf({ ...valid, note: 'x'.repeat(501) }).note).toBe('instructors.payouts.errors.note');
  });
});

describe('balanceDue', () => {
  it('is the share earned less what was paid, negative after a refund of a sale already paid out', () => {
    expect(balanceDue(1890, 0)).toBe(1890);
    expect(balanceDue(1890, 1000)).toBe(890);
    expect(balanceDue(1260, 1890)).toBe(-630);
  });
});
