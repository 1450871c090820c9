import { describe, expect, it } from 'vitest';
import { changeFrom, fillDays, periodBounds, readPeriod } from './period';

describe('analytics periods', () => {
  it('reads the periods offered from the address, and the default for anything else', () => {
    expect(readPeriod('7')).toBe(7);
    expect(readPeriod('365')).toBe(365);
    for (const value of [null, '', '8', '-30', '30.5', 'week', '1e3']) expect(readPeriod(value), String(value)).toBe(30);
  });

  it('is the last N UTC days including today, after the N before them', () => {
    // Late in the evening in New York is already tomorrow in UTC.
    const bounds = periodBounds(7, new Date('2026-03-02T03:30:00Z'));
    expect(bounds.since.toISOString()).toBe('2026-02-24T00:00:00.000Z');
    expect(bounds.previousSince.toISOString()).toBe('2026-02-17T00:00:00.000Z');
    expect(bounds.dayList).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(periodBounds(365, new Date('2026-12-31T23:59:59Z')).dayList).toHaveLength(365);
  });

  it('fills the days nothing happened with zeros, in order', () => {
    const filled = fillDays(['2026-01-01', '2026-01-02', '2026-01-03'], [{ day: '2026-01-02', views: 4 }], { views: 0 });
    expect(filled).toEqual([
      { day: '2026-01-01', views: 0 },
      { day: '2026-01-02', views: 4 },
      { day: '2026-01-03', views: 0 },
    ]);
  });

  it('compares with the period before, and not with nothing', () => {
    expect(changeFrom(200, 250)).toBe(0.25);
    expect(changeFrom(200, 100)).toBe(-0.5);
    expect(changeFrom(5, 5)).toBe(0);
    expect(changeFrom(0, 40)).toBeNull();
  });
});
