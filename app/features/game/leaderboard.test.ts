import { describe, expect, it } from 'vitest';
import { weekStartOf } from './leaderboard';

describe('weekStartOf', () => {
  it('is the Monday of the week, in UTC', () => {
    expect(weekStartOf(new Date('2026-05-06T12:00:00Z'))).toBe('2026-05-04'); // a Wednesday
    expect(weekStartOf(new Date('2026-05-04T00:00:00Z'))).toBe('2026-05-04'); // Monday, midnight
    expect(weekStartOf(new Date('2026-05-10T23:59:59Z'))).toBe('2026-05-04'); // the Sunday after
    expect(weekStartOf(new Date('2026-05-11T00:00:00Z'))).toBe('2026-05-11');
  });

  it('ignores the local time zone: a Monday morning in Tokyo is still Sunday in UTC', () => {
    expect(weekStartOf(new Date('2026-05-11T08:00:00+09:00'))).toBe('2026-05-04');
  });

  it('crosses months and years', () => {
    expect(weekStartOf(new Date('2026-01-01T10:00:00Z'))).toBe('2025-12-29');
    expect(weekStartOf(new Date('2024-03-02T10:00:00Z'))).toBe('2024-02-26');
  });
});
