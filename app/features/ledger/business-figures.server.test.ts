import { describe, expect, it } from 'vitest';
import { lastTwelveMonths } from './business-figures.server';

describe('lastTwelveMonths', () => {
  it('ends with the UTC month of the moment and crosses the year back', () => {
    expect(lastTwelveMonths(new Date('2026-01-15T12:00:00Z'))).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
  });

  it('takes the month in UTC, not the server’s zone, at a month’s last and first moments', () => {
    expect(lastTwelveMonths(new Date('2026-03-31T23:59:59Z')).at(-1)).toBe('2026-03');
    expect(lastTwelveMonths(new Date('2026-04-01T00:00:00Z'))).toHaveLength(12);
    expect(lastTwelveMonths(new Date('2026-04-01T00:00:00Z'))[0]).toBe('2025-05');
  });
});
