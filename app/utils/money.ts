/*
 * Money as people type and read it: integer US cents in, text out (SPEC §9), and typed
 * amounts back to cents. Shared by every feature that shows or takes an amount; the order
 * arithmetic (totals, tax, relief share) stays with orders (features/orders/money.ts).
 */

import { intlLocale } from './intl-locale';

// Intl formatters are costly to build and a page shows many prices: one per language, reused,
// with whether its currency sign needs isolating (worked out once, not for every price).
const formatters = new Map<string, { format: Intl.NumberFormat; isolate: boolean }>();

/**
 * SPEC §9: prices in US dollars with 2 decimals, in the visitor's number format. A currency sign
 * with letters in it ("US$") is isolated as left-to-right text: in a right-to-left page it would
 * otherwise be torn apart by the bidirectional algorithm and read "$US".
 */
export function formatPrice(cents: number, language: string): string {
  let found = formatters.get(language);
  if (!found) {
    const format = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const sign = format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? '';
    found = { format, isolate: /[A-Za-z]/.test(sign) };
    formatters.set(language, found);
  }
  if (!found.isolate) return found.format.format(cents / 100);
  return found.format
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
    .join('');
}

/** "12.5", "12.50" or "12" dollars as whole cents; null for anything else (no signs, no thousands). */
export function parseAmountCents(value: string): number | null {
  const match = value.trim().match(/^(\d{1,7})(?:[.,](\d{1,2}))?$/);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** `percent` of `cents`, rounded half up to a whole cent, without floating-point drift. */
export function percentOf(cents: number, percent: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount of cents: ${cents}`);
  const basisPoints = Math.round(percent * 100);
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/**
 * `total` spread over `weights` in proportion, by largest remainder (ties to the earlier weight):
 * the parts are whole cents, each at most its weight's share rounded up, and they sum to `total`.
 */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (total === 0 || weights.length === 0) return weights.map(() => 0);
  if (sum <= 0) throw new RangeError(`cannot spread ${total} over nothing`);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
