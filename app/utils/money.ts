/*
 * Money as people type and read it: integer US cents in, text out (SPEC §9), and typed
 * amounts back to cents. Shared by every feature that shows or takes an amount; the order
 * arithmetic (totals, tax, relief share) stays with orders (features/orders/money.ts).
 */

// Intl formatters are costly to build and a page shows many prices: one per language, reused.
const formatters = new Map<string, Intl.NumberFormat>();

/** SPEC §9: prices in US dollars with 2 decimals, in the visitor's number format. */
export function formatPrice(cents: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return formatter.format(cents / 100);
}

/** "12.5", "12.50" or "12" dollars as whole cents; null for anything else (no signs, no thousands). */
export function parseAmountCents(value: string): number | null {
  const match = value.trim().match(/^(\d{1,7})(?:[.,](\d{1,2}))?$/);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
