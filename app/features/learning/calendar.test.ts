import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './calendar';

describe('calendar files', () => {
  const event = {
    uid: 'class-1@verde-living.example',
    title: 'Saving seed; a live Q&A, with Rosa',
    description: 'Bring a pumpkin.\nAnd questions.',
    startsAt: new Date('2026-12-01T17:00:00Z'),
    durationMinutes: 90,
    url: 'https://verde-living.example/coaching/classes/1',
  };

  it('writes one event in UTC with its end, escaped text and CRLF line ends', () => {
    const file = calendarFile([event], { name: 'Verde Living', now: new Date('2026-11-24T10:00:00Z') });
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file).toContain('\r\nDTSTART:20261201T170000Z\r\n');
    expect(file).toContain('\r\nDTEND:20261201T183000Z\r\n');
    expect(file).toContain('\r\nDTSTAMP:20261124T100000Z\r\n');
    expect(file).toContain('\r\nSUMMARY:Saving seed\\; a live Q&A\\, with Rosa\r\n');
    expect(file).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(file.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('marks a cancelled class as cancelled', () => {
    expect(calendarFile([{ ...event, cancelled: true }], { name: 'x' })).toContain('STATUS:CANCELLED');
  });

  it('escapes backslashes and new lines, and folds long lines without splitting a character', () => {
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n ').join('')).toBe(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
