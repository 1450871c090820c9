/*
 * A wall-clock time in a named time zone ("2026-12-01T18:00" in Europe/Lisbon) as an instant,
 * for forms that ask when something happens: an instructor schedules a class in their own zone.
 * Pure, with Intl only: the zone's offset at that moment, checked twice across a DST change.
 */

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's offset from UTC, in minutes, at an instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a `datetime-local` value names in a time zone, or null when it is not such a value
 * or names no real time. A time skipped by a DST change moves forward by the gap, as clocks do.
 */
export function zonedTimeToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day) return null;
  try {
    const first = wall - offsetMinutes(wall, timeZone) * 60_000;
    const second = wall - offsetMinutes(first, timeZone) * 60_000;
    return new Date(second);
  } catch {
    return null;
  }
}

/** The `datetime-local` value of an instant in a time zone (the form's default). */
export function instantToZonedTime(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetMinutes(instant.getTime(), timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}
