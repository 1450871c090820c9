import { describe, expect, it } from 'vitest';
import { dayOfYear, findZone, nearestZoneByLastFrost, seasonLengthDays, ZONE_IDS, ZONES } from './zones';

describe('the zone table', () => {
  it('covers USDA zones 3 to 11, a and b halves', () => {
    expect(ZONE_IDS).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11].flatMap((zone) => [`${zone}a`, `${zone}b`]));
  });

  it('gets warmer zone by zone: an earlier last frost, a later first frost, a longer season', () => {
    for (let index = 1; index < ZONES.length; index += 1) {
      const [colder, warmer] = [ZONES[index - 1], ZONES[index]];
      if (!colder || !warmer) throw new Error('gap');
      expect(dayOfYear(warmer.lastFrost), warmer.zone).toBeLessThan(dayOfYear(colder.lastFrost));
      expect(dayOfYear(warmer.firstFrost), warmer.zone).toBeGreaterThanOrEqual(dayOfYear(colder.firstFrost));
      expect(seasonLengthDays(warmer)).toBeGreaterThan(seasonLengthDays(colder));
    }
  });

  it('has plausible dates: the coldest zone still has over three months without frost', () => {
    const coldest = findZone('3a');
    if (!coldest) throw new Error('no zone 3a');
    expect(seasonLengthDays(coldest)).toBeGreaterThan(90);
    expect(findZone('7a')).toMatchObject({ lastFrost: { month: 4, day: 4 }, firstFrost: { month: 11, day: 1 } });
    expect(findZone('11b')?.isFrostRare).toBe(true);
    expect(findZone('12a')).toBeUndefined();
  });

  it('finds the zone nearest to a last-frost date', () => {
    expect(nearestZoneByLastFrost({ month: 4, day: 5 }).zone).toBe('7a');
    expect(nearestZoneByLastFrost({ month: 6, day: 20 }).zone).toBe('3a');
    expect(dayOfYear({ month: 12, day: 31 })).toBe(365);
  });
});
