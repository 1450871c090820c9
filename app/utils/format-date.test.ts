import { describe, expect, it } from 'vitest';
import { formatDateTime, renderTimeZone, usableTimeZone } from './format-date';

describe('dates in the visitor’s time zone', () => {
  const winter = new Date('2026-01-15T18:30:00Z');

  it('shows UTC, saying so, until the browser has given its zone', () => {
    expect(formatDateTime(winter, 'en-US')).toBe('Jan 15, 2026, 6:30 PM UTC');
  });

  it('shows the time where the visitor is, with the zone’s name', () => {
    expect(formatDateTime(winter, 'en-US', 'America/New_York')).toBe('Jan 15, 2026, 1:30 PM EST');
    expect(formatDateTime(winter, 'en-GB', 'Asia/Tokyo')).toMatch(/^16 Jan 2026, 03:30 GMT\+9$/);
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(usableTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(usableTimeZone(undefined)).toBe('UTC');
    expect(usableTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(formatDateTime(winter, 'en-US', 'nowhere')).toBe('Jan 15, 2026, 6:30 PM UTC');
  });

  it('renders a page the cache shares in UTC whatever the cookie says, and a personal one in the cookie’s zone', () => {
    const request = new Request('http://site/coaching', { headers: { cookie: 'lang=en; tz=Asia%2FTokyo' } });
    expect(renderTimeZone(request, true)).toBe('UTC');
    expect(renderTimeZone(request, false)).toBe('Asia/Tokyo');
    expect(renderTimeZone(new Request('http://site/coaching'), false)).toBe('UTC');
  });
});
