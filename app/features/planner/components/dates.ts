import { intlLocale } from '~/utils/intl-locale';

/** 2027-04-04 as "4 April 2027" in the reader's language; the date is a calendar day, read in UTC. */
export function formatDay(isoDay: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** A day of the year without its year, "4 April". */
export function formatMonthDay({ month, day }: { month: number; day: number }, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2025, month - 1, day)),
  );
}

/** A month's name, 1 = January. */
export function formatMonth(month: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2025, month - 1, 1)),
  );
}
