/*
 * The periods the analytics screen offers (decision 0109): the last N UTC days, today included,
 * and the N days before them to compare with. UTC, as the page views' roll-up keeps its days.
 */

/** The periods offered, in days; the first is the default. */
export const ANALYTICS_PERIODS = [30, 7, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment, as YYYY-MM-DD: how the roll-up and the orders' figures name their days. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The period asked for in the address (`?days=`), or the default when it is not one offered. */
export function readPeriod(value: string | null): AnalyticsPeriod {
  const asked = Number(value);
  return ANALYTICS_PERIODS.find((period) => period === asked) ?? ANALYTICS_PERIODS[0];
}

export type PeriodBounds = {
  days: AnalyticsPeriod;
  /** Midnight UTC of the period's first day. */
  since: Date;
  /** Midnight UTC of the previous period's first day: the previous period is [previousSince, since). */
  previousSince: Date;
  /** Every day of the period as YYYY-MM-DD, oldest first. */
  dayList: string[];
};

/** The period's bounds at `now`. */
export function periodBounds(days: AnalyticsPeriod, now: Date): PeriodBounds {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = today - (days - 1) * DAY_MS;
  return {
    days,
    since: new Date(since),
    previousSince: new Date(since - days * DAY_MS),
    dayList: Array.from({ length: days }, (_, index) => utcDay(new Date(since + index * DAY_MS))),
  };
}

/** A day-by-day series over the period, with the days nothing happened as zero. */
export function fillDays<T extends { day: string }>(dayList: readonly string[], rows: readonly T[], empty: Omit<T, 'day'>): T[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return dayList.map((day) => byDay.get(day) ?? ({ ...empty, day } as T));
}

/** The change from the previous period as a fraction (0.25 is a quarter more); null when there was nothing to compare with. */
export function changeFrom(previous: number, current: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}
