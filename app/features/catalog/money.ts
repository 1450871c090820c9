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
