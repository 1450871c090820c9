import { describe, expect, it } from 'vitest';
import { seasonPlanCalendar } from './plan-calendar';
import { parseIsoDate, planSeason } from './season-plan';

describe('the season plan as a calendar file', () => {
  const plan = planSeason({ kind: 'zone', zone: '7a', hemisphere: 'north' }, parseIsoDate('2026-11-29') as Date);
  if (!plan) throw new Error('no plan');
  const file = seasonPlanCalendar(plan, {
    host: 'verde.example',
    planUrl: 'https://verde.example/season-planner?zone=7a&hemisphere=north',
    calendarName: 'Season plan, zone 7a',
    wording: (crop, action) => ({
      title: `${crop}: ${action}`,
      description: `Sow, plant or pick ${crop}; weeks counted from your frost dates, a long line that the writer folds at 75 octets.`,
    }),
    now: new Date('2026-11-29T10:00:00Z'),
  });
  const lines = file.split('\r\n');

  it('has one all-day event per crop window', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Verde Living//Season planner//EN\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(plan.entries.length);
    expect(file).toContain(
      'UID:planner-2027-04-04-north-tomato-0@verde.example\r\nDTSTAMP:20261129T100000Z\r\nDTSTART;VALUE=DATE:20270207\r\nDTEND;VALUE=DATE:20270228\r\n',
    );
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(file).toContain('SUMMARY:tomato: sowIndoors\r\n');
    expect(file).toContain('X-WR-CALNAME:Season plan\\, zone 7a\r\n');
    expect(file).toContain('DESCRIPTION:Sow\\, plant or pick tomato\\;');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });
});
