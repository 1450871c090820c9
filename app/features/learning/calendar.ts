/*
 * Calendar files (RFC 5545) for live classes: one event per class, in UTC, so every calendar
 * shows it in its owner's own time zone. The season planner's export (features/planner) uses the
 * same writer for all-day events: a span of dates that is the same days in every time zone.
 * Pure and unit tested.
 */

type EventBase = {
  /** Stable across downloads, so a calendar updates the event instead of adding another. */
  uid: string;
  title: string;
  description: string;
  url: string;
  cancelled?: boolean;
};

/** An event at a moment, for a number of minutes. */
export type TimedCalendarEvent = EventBase & { startsAt: Date; durationMinutes: number };
/** An event over whole days: `firstDay` to `lastDay` (YYYY-MM-DD), both included. */
export type AllDayCalendarEvent = EventBase & { allDay: { firstDay: string; lastDay: string } };
export type CalendarEvent = TimedCalendarEvent | AllDayCalendarEvent;

/** 20261124T170000Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 2027-04-15 as 20270415, for a DATE value. */
function dateStamp(isoDay: string): string {
  return isoDay.replace(/-/g, '');
}

/** The day after a YYYY-MM-DD day: an all-day event's DTEND is the first day it no longer covers. */
function nextDay(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function eventTimes(event: CalendarEvent): string[] {
  if ('allDay' in event)
    return [
      `DTSTART;VALUE=DATE:${dateStamp(event.allDay.firstDay)}`,
      `DTEND;VALUE=DATE:${dateStamp(nextDay(event.allDay.lastDay))}`,
      // A reminder to do something over some days, not time taken out of them.
      'TRANSP:TRANSPARENT',
    ];
  const end = new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);
  return [`DTSTART:${utcStamp(event.startsAt)}`, `DTEND:${utcStamp(end)}`];
}

/** Text escaped for a property value: backslash, semicolon, comma and new lines. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: a CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A VCALENDAR with the events, CRLF line ends as the format requires. */
export function calendarFile(
  events: readonly CalendarEvent[],
  { name, now = new Date(), product = 'Live classes' }: { name: string; now?: Date; product?: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Verde Living//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      ...eventTimes(event),
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(`${event.description}\n\n${event.url}`)}`,
      `URL:${event.url}`,
      `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
