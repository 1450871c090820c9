import { describe, expect, it } from 'vitest';
import { formatPrice, parseAmountCents, spread } from './money';

describe('formatPrice (SPEC §9)', () => {
  it('shows US dollars with two decimals in the visitor’s number format', () => {
    expect(formatPrice(1999, 'en')).toBe('$19.99');
    expect(formatPrice(500, 'en')).toBe('$5.00');
    expect(formatPrice(1234567, 'en')).toBe('$12,345.67');
    // "US$" is kept in one piece as left-to-right text (see the Arabic case below).
    expect(formatPrice(1999, 'es')).toMatch(/^19,99\s?\u2066US\$\u2069$/);
    expect(formatPrice(0, 'en')).toBe('$0.00');
  });
});

describe('formatPrice in Arabic', () => {
  it('uses the same Latin digits as the rest of the Arabic site, with the sign isolated so it never reads "$US"', () => {
    const price = formatPrice(123450, 'ar');
    expect(price).toContain('1,234.50');
    // Without the isolates, a right-to-left line shows the "$" at the far end: "$US 1,234.50".
    expect(price).toContain('\u2066US$\u2069');
    expect(price).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('parseAmountCents', () => {
  it('reads dollars and cents as typed', () => {
    expect(parseAmountCents('12')).toBe(1200);
    expect(parseAmountCents('12.5')).toBe(1250);
    expect(parseAmountCents(' 12,05 ')).toBe(1205);
    expect(parseAmountCents('0.01')).toBe(1);
  });

  it('refuses negative, malformed and huge amounts', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '12345678', '1,000.00']) expect(parseAmountCents(bad), bad).toBeNull();
  });
});

describe('spread', () => {
  it('splits in proportion by largest remainder, summing to the total', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(10, [7, 3])).toEqual([7, 3]);
    expect(spread(1, [1, 2])).toEqual([0, 1]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
  });

  it('never gives a part more than its weight when the total fits', () => {
    expect(spread(5, [1, 1, 1, 1, 1, 1, 1])).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(() => spread(3, [0, 0])).toThrow(RangeError);
  });
});
