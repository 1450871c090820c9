import { describe, expect, it } from 'vitest';
import { formatPrice, parseAmountCents } from './money';

describe('formatPrice (SPEC §9)', () => {
  it('shows US dollars with two decimals in the visitor’s number format', () => {
    expect(formatPrice(1999, 'en')).toBe('$19.99');
    expect(formatPrice(500, 'en')).toBe('$5.00');
    expect(formatPrice(1234567, 'en')).toBe('$12,345.67');
    expect(formatPrice(1999, 'es')).toMatch(/^19,99\s?US\$$/);
    expect(formatPrice(0, 'en')).toBe('$0.00');
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
