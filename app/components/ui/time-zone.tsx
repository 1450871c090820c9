import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { formatDateTime } from '~/utils/format-date';

const TimeZoneContext = createContext('UTC');

/** root.tsx provides the visitor's time zone (from the tz cookie) to every date on the page. */
export function TimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>;
}

/** Formats dates in the page's language and the visitor's time zone. */
export function useDateTimeFormat(): (value: Date | string) => string {
  const { i18n } = useTranslation();
  const timeZone = useContext(TimeZoneContext);
  return useCallback((value: Date | string) => formatDateTime(value, i18n.language, timeZone), [i18n.language, timeZone]);
}

/** The visitor's time zone (UTC until the browser has said), for working out calendar days. */
export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}
