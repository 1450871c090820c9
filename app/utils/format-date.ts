/** The cookie the browser sets with its IANA time zone (e.g. Europe/Madrid), read by the server. */
export const TIME_ZONE_COOKIE = 'tz';

/** A time zone the runtime knows, or UTC. */
export function usableTimeZone(value: string | undefined | null): string {
  if (!value || value.length > 64) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return 'UTC';
  }
}

/**
 * Date and time in the page's language and the visitor's time zone (from the tz cookie; UTC
 * until the browser has said), with the zone's short name so the reader knows which. The server
 * and the browser render with the same zone, from the root data, so hydration agrees.
 */
export function formatDateTime(value: Date | string, language: string, timeZone = 'UTC'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const zone = usableTimeZone(timeZone);
  const formatted = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(date);
  if (zone === 'UTC') return `${formatted} UTC`;
  const name = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? `${formatted} ${name}` : formatted;
}

/** A day in the page's language ("3 March 2026"), in UTC like formatDateTime. */
export function formatDate(value: Date | string, language: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
