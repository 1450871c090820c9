/*
 * The season planner's engine (issue 36): from a hardiness zone or a last-frost date, and a
 * hemisphere, the dates of one growing season and, for each crop of crops.ts, when to sow
 * indoors, sow outdoors, transplant and harvest; then the same grouped by calendar month. Pure:
 * the page, the saved plans and the calendar export all call it, and its tests pin its dates.
 */
import { ACTIONS, CROPS, type Crop, type CropAction } from './crops';
import { findZone, type MonthDay, nearestZoneByLastFrost, seasonLengthDays } from './zones';

export const HEMISPHERES = ['north', 'south'] as const;
export type Hemisphere = (typeof HEMISPHERES)[number];

export type PlanInput =
  | { kind: 'zone'; zone: string; hemisphere: Hemisphere }
  | { kind: 'date'; lastFrost: string; hemisphere: Hemisphere };

/** One window of one crop, as dates (YYYY-MM-DD, both days included). */
export type PlanEntry = { crop: string; action: CropAction; start: string; end: string; windowIndex: number };

/** A calendar month (1-12) and, per action, the crops to act on in it, in the crop table's order. */
export type MonthPlan = { month: number; actions: Record<CropAction, string[]> };

export type SeasonPlan = {
  lastFrost: string;
  firstFrost: string;
  zone: string | null;
  hemisphere: Hemisphere;
  isFrostRare: boolean;
  entries: PlanEntry[];
  months: MonthPlan[];
  /** Tender crops whose harvest would start after the first frost: the season is too short for them. */
  tooShort: string[];
};

const DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (so not 2027-02-30), as a UTC midnight; otherwise null. */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

/** A month-day in a given year; 29 February in a common year (and any day past a month's end) becomes that month's last day. */
function inYear({ month, day }: MonthDay, year: number): Date {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1, Math.min(day, last)));
}

/** The same season six months on: the southern hemisphere's frost dates from the northern table. */
export function shiftSixMonths({ month, day }: MonthDay): MonthDay {
  return { month: ((month + 5) % 12) + 1, day };
}

export type FrostDates = { lastFrost: Date; firstFrost: Date; zone: string | null; isFrostRare: boolean };

/**
 * The season to plan: for a zone, the first season (last frost, then first frost) whose first
 * frost has not passed by `today`; for a date, the season that starts on it, as long as its
 * nearest zone's season (read in northern terms, so a southern date is shifted back first).
 */
export function resolveFrostDates(input: PlanInput, today: Date): FrostDates | null {
  if (input.kind === 'zone') {
    const entry = findZone(input.zone);
    if (!entry) return null;
    const south = input.hemisphere === 'south';
    const last = south ? shiftSixMonths(entry.lastFrost) : entry.lastFrost;
    const first = south ? shiftSixMonths(entry.firstFrost) : entry.firstFrost;
    // A southern season runs across New Year: its first frost is in the next calendar year.
    const wraps = first.month * 100 + first.day < last.month * 100 + last.day;
    for (let year = today.getUTCFullYear() - 1; ; year += 1) {
      const firstFrost = inYear(first, wraps ? year + 1 : year);
      if (firstFrost.getTime() >= today.getTime())
        return { lastFrost: inYear(last, year), firstFrost, zone: entry.zone, isFrostRare: entry.isFrostRare };
    }
  }
  const lastFrost = parseIsoDate(input.lastFrost);
  if (!lastFrost) return null;
  const given = { month: lastFrost.getUTCMonth() + 1, day: lastFrost.getUTCDate() };
  const nearest = nearestZoneByLastFrost(input.hemisphere === 'south' ? shiftSixMonths(given) : given);
  return {
    lastFrost,
    firstFrost: addDays(lastFrost, seasonLengthDays(nearest)),
    zone: null,
    isFrostRare: nearest.isFrostRare,
  };
}

/** A window's dates: from the first day of week `from` to the last day of week `to`. */
function windowDates(anchor: Date, from: number, to: number): { start: Date; end: Date } {
  return { start: addDays(anchor, from * 7), end: addDays(anchor, to * 7 + 6) };
}

function cropEntries(crop: Crop, frost: FrostDates): { entries: PlanEntry[]; isTooShort: boolean } {
  const entries: PlanEntry[] = [];
  let isTooShort = false;
  crop.windows.forEach((window, windowIndex) => {
    const anchor = window.anchor === 'last' ? frost.lastFrost : frost.firstFrost;
    let { start, end } = windowDates(anchor, window.from, window.to);
    if (crop.isTender && window.action === 'harvest') {
      // Frost ends a tender crop: nothing to pick after the first frost.
      const lastDay = addDays(frost.firstFrost, -1);
      if (end > lastDay) end = lastDay;
      if (start > end) {
        isTooShort = true;
        return;
      }
    }
    entries.push({ crop: crop.id, action: window.action, start: isoDate(start), end: isoDate(end), windowIndex });
  });
  return { entries, isTooShort };
}

/** The calendar months (1-12) a window touches, from its start's month to its end's. */
export function monthsOf(start: string, end: string): number[] {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to || to < from) return [];
  const months: number[] = [];
  let year = from.getUTCFullYear();
  let month = from.getUTCMonth();
  const lastIndex = to.getUTCFullYear() * 12 + to.getUTCMonth();
  while (year * 12 + month <= lastIndex && months.length < 12) {
    months.push(month + 1);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return months;
}

const emptyActions = (): Record<CropAction, string[]> =>
  Object.fromEntries(ACTIONS.map((action) => [action, [] as string[]])) as Record<CropAction, string[]>;

export function planSeason(input: PlanInput, today: Date, crops: readonly Crop[] = CROPS): SeasonPlan | null {
  const frost = resolveFrostDates(input, today);
  if (!frost) return null;
  const entries: PlanEntry[] = [];
  const tooShort: string[] = [];
  for (const crop of crops) {
    const result = cropEntries(crop, frost);
    entries.push(...result.entries);
    if (result.isTooShort) tooShort.push(crop.id);
  }
  const months: MonthPlan[] = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, actions: emptyActions() }));
  for (const entry of entries)
    for (const month of monthsOf(entry.start, entry.end)) {
      const list = months[month - 1]?.actions[entry.action];
      if (list && !list.includes(entry.crop)) list.push(entry.crop);
    }
  return {
    lastFrost: isoDate(frost.lastFrost),
    firstFrost: isoDate(frost.firstFrost),
    zone: frost.zone,
    hemisphere: input.hemisphere,
    isFrostRare: frost.isFrostRare,
    entries,
    months,
    tooShort,
  };
}
