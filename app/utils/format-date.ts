import { readCookie } from './cookies';
import { intlLocale } from './intl-locale';
/** The cookie the browser sets with its IANA time zone (e.g. Europe/Madrid), read by the server. */
export const TIME_ZONE_COOKIE = 'tz';

/**
 * Intl formatters cost about 0.1 ms each to build, and the root loader checks the zone on every
 * request: each is built once per language and zone and kept. The key space is small (the
 * runtime's few hundred zones by the site's languages); the bound only guards against junk.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();
const MAX_FORMATTERS = 2_000;

const OPTIONS = {
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  'zone-name': { timeZoneName: 'short' },
  day: { dateStyle: 'medium' },
  'long-day': { dateStyle: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatter(language: string, timeZone: string, kind: keyof typeof OPTIONS): Intl.DateTimeFormat | null {
  const key = `${kind}|${language}|${timeZone}`;
  let found = formatters.get(key);
  if (found === undefined) {
    try {
      found = new Intl.DateTimeFormat(intlLocale(language), { ...OPTIONS[kind], timeZone });
    } catch {
      found = null;
    }
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, found);
  }
  return found;
}

/** A time zone the runtime knows, or UTC. */
export function usableTimeZone(value: string | undefined | null): string {
  if (!value || value.length > 64) return 'UTC';
  return formatter('en', value, 'zone-name') ? value : 'UTC';
}

/** The visitor's time zone from the request's tz cookie (UTC until the browser has said). */
export function requestTimeZone(request: Request): string {
  return usableTimeZone(readCookie(request.headers.get('cookie'), TIME_ZONE_COOKIE));
}

/**
 * The zone a server render shows dates in. A page the page cache may share (`sharedPage`,
 * server/page-cache.ts) goes to every visitor whatever their tz cookie, so it is rendered in UTC,
 * which reads right for anyone because the zone is printed; each browser then shows its reader's
 * own zone once it has hydrated (TimeZoneProvider). A render for one person (signed in, or a
 * private page) uses their cookie, so it reads right before scripts run as well. Decision 0071.
 */
export function renderTimeZone(request: Request, isSharedPage: boolean): string {
  return isSharedPage ? 'UTC' : requestTimeZone(request);
}

/**
 * Date and time in the page's language and the visitor's time zone (from the tz cookie; UTC
 * until the browser has said), with the zone's short name so the reader knows which. The server
 * and the browser render with the same zone, from the root data, so hydration agrees.
 */
export function formatDateTime(value: Date | string, language: string, timeZone = 'UTC'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const zone = usableTimeZone(timeZone);
  const formatted =
    (formatter(language, zone, 'datetime') ?? formatter('en', zone, 'datetime'))?.format(date) ?? date.toISOString();
  if (zone === 'UTC') return `${formatted} UTC`;
  const name = formatter(language, zone, 'zone-name')
    ?.formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? `${formatted} ${name}` : formatted;
}

/** A day in the page's language ("3 March 2026"), in UTC like formatDateTime, or in the zone given. */
export function formatDate(value: Date | string, language: string, timeZone = 'UTC'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const zone = usableTimeZone(timeZone);
  return (
    (formatter(language, zone, 'long-day') ?? formatter('en', zone, 'long-day'))?.format(date) ?? date.toISOString().slice(0, 10)
  );
}

/**
 * Two days as one range in the page's language ("Mar 6 – 13, 2026"), shown in UTC: the days are
 * midnight UTC of calendar days already worked out in the visitor's zone (a delivery window).
 */
export function formatDayRange(from: Date | string, to: Date | string, language: string): string {
  const start = typeof from === 'string' ? new Date(from) : from;
  const end = typeof to === 'string' ? new Date(to) : to;
  const format = formatter(language, 'UTC', 'day') ?? formatter('en', 'UTC', 'day');
  return format ? format.formatRange(start, end) : `${start.toISOString().slice(0, 10)} – ${end.toISOString().slice(0, 10)}`;
}
