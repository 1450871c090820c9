/** SPEC §9: prices in US dollars with 2 decimals, in the visitor's number format. */
export function formatPrice(cents: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
