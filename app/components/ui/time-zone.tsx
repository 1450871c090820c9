import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate, formatDateTime, usableTimeZone } from '~/utils/format-date';

const TimeZoneContext = createContext('UTC');

/** The zone this browser is in, as the runtime knows it (UTC if it does not say). */
export function browserTimeZone(): string {
  return usableTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * root.tsx provides the zone the server rendered dates in (UTC on a page the cache shares with
 * every visitor, else the tz cookie's). Hydration renders that same zone, so the markup agrees;
 * then every date on the page switches to the zone this browser is in, whatever the cached page
 * said and whether or not the cookie was set yet (a first visit). Decision 0071.
 */
export function TimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  const [ownZone, setOwnZone] = useState<string | null>(null);
  useEffect(() => setOwnZone(browserTimeZone()), []);
  return <TimeZoneContext.Provider value={ownZone ?? timeZone}>{children}</TimeZoneContext.Provider>;
}

/**
 * Formats dates in the page's language and the reader's time zone. Put the result in a
 * `<time dateTime={iso}>` so the instant is in the markup whatever zone the text is in.
 */
export function useDateTimeFormat(): (value: Date | string) => string {
  const { i18n } = useTranslation();
  const timeZone = useContext(TimeZoneContext);
  return useCallback((value: Date | string) => formatDateTime(value, i18n.language, timeZone), [i18n.language, timeZone]);
}

/**
 * Formats the day of an instant ("2 November 2026") in the page's language and the reader's zone,
 * as useDateTimeFormat does its time (decision 0071): a post's date on a shared page.
 */
export function useDayFormat(): (value: Date | string) => string {
  const { i18n } = useTranslation();
  const timeZone = useContext(TimeZoneContext);
  return useCallback((value: Date | string) => formatDate(value, i18n.language, timeZone), [i18n.language, timeZone]);
}

/** The reader's time zone (the rendered one until hydration), for working out calendar days. */
export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}
