import { describe, expect, it } from 'vitest';
import { instantToZonedTime, zonedTimeToInstant } from './zoned-time';

describe('zonedTimeToInstant', () => {
  it('reads a wall-clock time in a zone, summer and winter', () => {
    expect(zonedTimeToInstant('2026-12-01T18:00', 'Europe/Lisbon')?.toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-01T18:00', 'Europe/Lisbon')?.toISOString()).toBe('2026-07-01T17:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-01T18:00', 'America/Chicago')?.toISOString()).toBe('2026-07-01T23:00:00.000Z');
    expect(zonedTimeToInstant('2026-12-01T09:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(zonedTimeToInstant('2026-12-01T09:30', 'UTC')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });

  it('moves a time a DST change skips forward, and takes the first of a repeated hour', () => {
    // Europe/Lisbon springs forward at 01:00 on 29 March 2026: 01:30 does not exist.
    expect(zonedTimeToInstant('2026-03-29T01:30', 'Europe/Lisbon')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedTimeToInstant('2026-03-29T03:00', 'Europe/Lisbon')?.toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(zonedTimeToInstant('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedTimeToInstant('tomorrow', 'UTC')).toBeNull();
    expect(zonedTimeToInstant('2026-12-01T25:00', 'UTC')).toBeNull();
    expect(zonedTimeToInstant('2026-12-01T10:00', 'Mars/Olympus')).toBeNull();
  });

  it('writes an instant back as the zone shows it', () => {
    expect(instantToZonedTime(new Date('2026-07-01T17:00:00Z'), 'Europe/Lisbon')).toBe('2026-07-01T18:00');
    expect(instantToZonedTime(new Date('2026-12-01T04:00:00Z'), 'Asia/Kolkata')).toBe('2026-12-01T09:30');
  });
});
