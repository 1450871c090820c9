/*
 * Typical frost dates for the USDA hardiness zones 3a to 11b (decision 0080). A hardiness zone
 * is about winter cold, not frost dates, so these are approximate: the middle of the ranges the
 * zones' gardens usually see, a and b halves about a week apart. They are a starting point; a
 * gardener who knows their own last-frost date should enter it instead. Dates are for the
 * northern hemisphere; the southern hemisphere's are six months later (season-plan.ts).
 */

/** A day of the year without a year: month 1-12, day 1-31. */
export type MonthDay = { month: number; day: number };

export type ZoneFrostDates = {
  zone: string;
  /** Average last spring frost and first autumn frost, northern hemisphere. */
  lastFrost: MonthDay;
  firstFrost: MonthDay;
  /**
   * Frost is rare or absent: the dates only mark the cool season's edges, so that the
   * calendar's cool-season crops go in the winter months and its tender crops after them.
   */
  isFrostRare: boolean;
};

const md = (month: number, day: number): MonthDay => ({ month, day });

export const ZONES: readonly ZoneFrostDates[] = [
  { zone: '3a', lastFrost: md(5, 25), firstFrost: md(9, 8), isFrostRare: false },
  { zone: '3b', lastFrost: md(5, 18), firstFrost: md(9, 15), isFrostRare: false },
  { zone: '4a', lastFrost: md(5, 15), firstFrost: md(9, 20), isFrostRare: false },
  { zone: '4b', lastFrost: md(5, 8), firstFrost: md(9, 27), isFrostRare: false },
  { zone: '5a', lastFrost: md(5, 1), firstFrost: md(10, 5), isFrostRare: false },
  { zone: '5b', lastFrost: md(4, 24), firstFrost: md(10, 12), isFrostRare: false },
  { zone: '6a', lastFrost: md(4, 18), firstFrost: md(10, 18), isFrostRare: false },
  { zone: '6b', lastFrost: md(4, 11), firstFrost: md(10, 25), isFrostRare: false },
  { zone: '7a', lastFrost: md(4, 4), firstFrost: md(11, 1), isFrostRare: false },
  { zone: '7b', lastFrost: md(3, 28), firstFrost: md(11, 8), isFrostRare: false },
  { zone: '8a', lastFrost: md(3, 20), firstFrost: md(11, 15), isFrostRare: false },
  { zone: '8b', lastFrost: md(3, 10), firstFrost: md(11, 25), isFrostRare: false },
  { zone: '9a', lastFrost: md(2, 28), firstFrost: md(12, 5), isFrostRare: false },
  { zone: '9b', lastFrost: md(2, 15), firstFrost: md(12, 15), isFrostRare: false },
  { zone: '10a', lastFrost: md(1, 31), firstFrost: md(12, 20), isFrostRare: true },
  { zone: '10b', lastFrost: md(1, 20), firstFrost: md(12, 28), isFrostRare: true },
  { zone: '11a', lastFrost: md(1, 10), firstFrost: md(12, 31), isFrostRare: true },
  { zone: '11b', lastFrost: md(1, 5), firstFrost: md(12, 31), isFrostRare: true },
];

export const ZONE_IDS = ZONES.map((entry) => entry.zone);

export function findZone(zone: string): ZoneFrostDates | undefined {
  return ZONES.find((entry) => entry.zone === zone);
}

/** Day of a non-leap year, 1-365, for comparing month-days. */
export function dayOfYear({ month, day }: MonthDay): number {
  return Math.round((Date.UTC(2025, month - 1, day) - Date.UTC(2025, 0, 1)) / 86_400_000) + 1;
}

/** Days from the last frost to the first frost of a zone's season. */
export function seasonLengthDays(entry: ZoneFrostDates): number {
  return dayOfYear(entry.firstFrost) - dayOfYear(entry.lastFrost);
}

/**
 * The zone whose (northern) last frost is nearest to a month-day: how long a season someone
 * with that last frost can expect, when they give a date instead of a zone.
 */
export function nearestZoneByLastFrost(northernLastFrost: MonthDay): ZoneFrostDates {
  const target = dayOfYear(northernLastFrost);
  const distance = (entry: ZoneFrostDates) => {
    const gap = Math.abs(dayOfYear(entry.lastFrost) - target);
    return Math.min(gap, 365 - gap);
  };
  return ZONES.reduce((best, entry) => (distance(entry) < distance(best) ? entry : best));
}
