/**
 * Date and time in the page's language, always in UTC so the server's render and the
 * browser's hydration agree; the "UTC" suffix says so to the reader.
 */
export function formatDateTime(value: Date | string, language: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
}

/** A day in the page's language ("3 March 2026"), in UTC like formatDateTime. */
export function formatDate(value: Date | string, language: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
