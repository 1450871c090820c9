import { describe, expect, it } from 'vitest';
import { ACTIONS, CROPS } from './crops';
import { planQuerySchema } from './planner.schema';
import { monthsOf, parseIsoDate, planSeason, resolveFrostDates, shiftSixMonths } from './season-plan';

const day = (text: string) => {
  const date = parseIsoDate(text);
  if (!date) throw new Error(text);
  return date;
};
const entryOf = (plan: ReturnType<typeof planSeason>, crop: string, action: string) =>
  plan?.entries.filter((entry) => entry.crop === crop && entry.action === action);

describe('the season plan, northern hemisphere', () => {
  const plan = planSeason({ kind: 'zone', zone: '7a', hemisphere: 'north' }, day('2026-11-29'));

  it('plans the next season once this one has had its first frost', () => {
    expect(plan?.lastFrost).toBe('2027-04-04');
    expect(plan?.firstFrost).toBe('2027-11-01');
  });

  it('counts weeks from the last frost: tomatoes sown indoors 8 to 6 weeks before, planted out 1 to 3 after', () => {
    expect(entryOf(plan, 'tomato', 'sowIndoors')).toEqual([
      { crop: 'tomato', action: 'sowIndoors', start: '2027-02-07', end: '2027-02-27', windowIndex: 0 },
    ]);
    expect(entryOf(plan, 'tomato', 'transplant')?.[0]).toMatchObject({ start: '2027-04-11', end: '2027-05-01' });
    expect(entryOf(plan, 'tomato', 'harvest')?.[0]).toMatchObject({ start: '2027-06-13', end: '2027-07-31' });
  });

  it('counts autumn sowings of hardy crops back from the first frost', () => {
    const lettuce = entryOf(plan, 'lettuce', 'sowOutdoors');
    expect(lettuce?.map((entry) => [entry.start, entry.end])).toEqual([
      ['2027-03-07', '2027-04-24'],
      ['2027-08-23', '2027-09-26'],
    ]);
  });

  it('groups the windows by month', () => {
    expect(plan?.months[1]?.actions.sowIndoors).toContain('tomato');
    expect(plan?.months[3]?.actions.transplant).toContain('tomato');
    expect(plan?.months[6]?.actions.harvest).toContain('tomato');
    expect(plan?.months[0]?.actions.transplant).not.toContain('tomato');
    expect(plan?.months[7]?.actions.sowOutdoors).toContain('lettuce');
  });

  it('keeps this season while its first frost is still ahead', () => {
    expect(planSeason({ kind: 'zone', zone: '7a', hemisphere: 'north' }, day('2027-06-01'))?.lastFrost).toBe('2027-04-04');
    expect(planSeason({ kind: 'zone', zone: '7a', hemisphere: 'north' }, day('2027-11-01'))?.lastFrost).toBe('2027-04-04');
    expect(planSeason({ kind: 'zone', zone: '7a', hemisphere: 'north' }, day('2027-11-02'))?.lastFrost).toBe('2028-04-04');
  });

  it("ends a tender crop's harvest at the first frost, and says when the season is too short", () => {
    const short = planSeason({ kind: 'zone', zone: '3a', hemisphere: 'north' }, day('2027-01-10'));
    expect(short?.firstFrost).toBe('2027-09-08');
    for (const entry of short?.entries ?? [])
      if (entry.action === 'harvest' && CROPS.find((crop) => crop.id === entry.crop)?.isTender)
        expect(entry.end <= '2027-09-07').toBe(true);
    expect(short?.tooShort).toContain('sweet-potato');
    expect(entryOf(short, 'sweet-potato', 'harvest')).toEqual([]);
    expect(plan?.tooShort).toEqual([]);
  });
});

describe('the season plan, southern hemisphere', () => {
  const plan = planSeason({ kind: 'zone', zone: '7a', hemisphere: 'south' }, day('2026-11-29'));

  it("shifts the zone's frost dates by six months, the season running across New Year", () => {
    expect(shiftSixMonths({ month: 4, day: 4 })).toEqual({ month: 10, day: 4 });
    expect(shiftSixMonths({ month: 11, day: 1 })).toEqual({ month: 5, day: 1 });
    expect(plan?.lastFrost).toBe('2026-10-04');
    expect(plan?.firstFrost).toBe('2027-05-01');
  });

  it('sows tomatoes indoors in August and harvests them after New Year', () => {
    expect(entryOf(plan, 'tomato', 'sowIndoors')?.[0]).toMatchObject({ start: '2026-08-09', end: '2026-08-29' });
    expect(plan?.months[7]?.actions.sowIndoors).toContain('tomato');
    expect(plan?.months[0]?.actions.harvest).toContain('tomato');
  });

  it('moves on to the next season after the first frost', () => {
    expect(planSeason({ kind: 'zone', zone: '7a', hemisphere: 'south' }, day('2027-05-02'))?.lastFrost).toBe('2027-10-04');
  });

  it("reads a southern last-frost date in southern terms for the season's length", () => {
    const north = resolveFrostDates({ kind: 'date', lastFrost: '2027-04-04', hemisphere: 'north' }, day('2027-01-01'));
    const south = resolveFrostDates({ kind: 'date', lastFrost: '2027-10-04', hemisphere: 'south' }, day('2027-01-01'));
    expect(north?.firstFrost.toISOString().slice(0, 10)).toBe('2027-11-01');
    // Zone 7a's 211 days of season, counted on from the southern date.
    expect(south?.firstFrost.toISOString().slice(0, 10)).toBe('2028-05-02');
  });
});

describe('year wrap-around', () => {
  it('puts a window that crosses New Year into December and January', () => {
    expect(monthsOf('2026-12-20', '2027-01-09')).toEqual([12, 1]);
    expect(monthsOf('2027-03-01', '2027-03-31')).toEqual([3]);
    expect(monthsOf('2027-01-01', '2028-06-01')).toHaveLength(12);
  });

  it("starts a warm zone's peppers in the December before the season", () => {
    const plan = planSeason({ kind: 'zone', zone: '9b', hemisphere: 'north' }, day('2027-01-01'));
    expect(plan?.lastFrost).toBe('2027-02-15');
    expect(entryOf(plan, 'sweet-pepper', 'sowIndoors')?.[0]).toMatchObject({ start: '2026-12-07', end: '2026-12-27' });
    expect(plan?.months[11]?.actions.sowIndoors).toContain('sweet-pepper');
  });

  it('uses a given last-frost date as it is, in whichever year', () => {
    const plan = planSeason({ kind: 'date', lastFrost: '2028-04-15', hemisphere: 'north' }, day('2026-11-29'));
    expect(plan?.lastFrost).toBe('2028-04-15');
    expect(plan?.zone).toBeNull();
    expect(entryOf(plan, 'tomato', 'sowIndoors')?.[0]?.start).toBe('2028-02-19');
  });
});

describe('the crop table', () => {
  it('has about forty crops, each with known actions and windows that run forwards', () => {
    expect(CROPS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CROPS.map((crop) => crop.id)).size).toBe(CROPS.length);
    for (const crop of CROPS)
      for (const window of crop.windows) {
        expect(ACTIONS).toContain(window.action);
        expect(window.from, `${crop.id} ${window.action}`).toBeLessThanOrEqual(window.to);
      }
  });

  it('never plants a tender crop out before the last frost', () => {
    for (const crop of CROPS.filter((entry) => entry.isTender))
      for (const window of crop.windows)
        if (window.action === 'transplant' || window.action === 'sowOutdoors') expect(window.from).toBeGreaterThanOrEqual(0);
  });
});

describe('the plan form', () => {
  it('accepts a zone or a date, north by default', () => {
    expect(planQuerySchema.safeParse({ zone: '7a' }).data).toEqual({ zone: '7a', lastFrost: undefined, hemisphere: 'north' });
    expect(planQuerySchema.safeParse({ lastFrost: '2027-04-15', hemisphere: 'south' }).success).toBe(true);
  });

  it('names the field that is wrong', () => {
    const issues = (input: Record<string, string>) =>
      planQuerySchema.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues({ zone: '12c' })).toEqual([['zone', 'planner.errors.zone']]);
    expect(issues({ lastFrost: '2027-02-30' })).toEqual([['lastFrost', 'planner.errors.lastFrost']]);
    expect(issues({ lastFrost: '15/04/2027' })).toEqual([['lastFrost', 'planner.errors.lastFrost']]);
    expect(issues({ zone: '7a', hemisphere: 'east' })).toEqual([['hemisphere', 'planner.errors.hemisphere']]);
    expect(issues({})).toEqual([['zone', 'planner.errors.choose']]);
  });
});
