/*
 * Money as people type and read it: integer US cents in, text out (SPEC §9), and typed
 * amounts back to cents. Shared by every feature that shows or takes an amount; the order
 * arithmetic (totals, tax, relief share) stays with orders (features/orders/money.ts).
 */

import { intlLocale } from './intl-locale';

// Intl formatters are costly to build and a page shows many prices: one per language, reused.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * SPEC §9: prices in US dollars with 2 decimals, in the visitor's number format. The currency
 * sign is isolated as left-to-right text: in a right-to-left page "US$" would otherwise be torn
 * apart by the bidirectional algorithm and read "$US".
 */
export function formatPrice(cents: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return formatter
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value))
    .join('');
}

/** "12.5", "12.50" or "12" dollars as whole cents; null for anything else (no signs, no thousands). */
export function parseAmountCents(value: string): number | null {
  const match = value.trim().match(/^(\d{1,7})(?:[.,](\d{1,2}))?$/);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
