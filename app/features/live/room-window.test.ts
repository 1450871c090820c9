import { describe, expect, it } from 'vitest';
import { ROOM_OPENS_MINUTES_BEFORE, roomChannel, roomWindow, seatInRoom } from './room-window';

const startsAt = new Date('2026-12-01T18:00:00Z');
const at = (iso: string) => new Date(iso);

describe('roomWindow', () => {
  it('opens ten minutes before the start and closes half an hour after the end', () => {
    const session = { startsAt, durationMinutes: 60 };
    expect(roomWindow(session, at('2026-12-01T17:49:59Z')).state).toBe('waiting');
    expect(roomWindow(session, at('2026-12-01T17:50:00Z')).state).toBe('open');
    expect(roomWindow(session, at('2026-12-01T19:29:59Z')).state).toBe('open');
    expect(roomWindow(session, at('2026-12-01T19:30:00Z')).state).toBe('closed');
    const window = roomWindow(session, at('2026-12-01T12:00:00Z'));
    expect(window.opensAt.toISOString()).toBe('2026-12-01T17:50:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-12-01T19:30:00.000Z');
    expect(ROOM_OPENS_MINUTES_BEFORE).toBe(10);
  });

  it('keeps a cancelled class closed', () => {
    expect(roomWindow({ startsAt, durationMinutes: 60, status: 'cancelled' }, at('2026-12-01T18:05:00Z')).state).toBe('closed');
  });
});

describe('roomChannel', () => {
  it('is an identifier LISTEN accepts unquoted', () => {
    expect(roomChannel('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe('live_3f2504e04f8911d39a0c0305e82c3301');
    expect(roomChannel('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toMatch(/^[a-z_][a-z0-9_]*$/);
  });
});

describe('seatInRoom', () => {
  it('is the instructor, a learner with a seat, or nobody', () => {
    expect(seatInRoom({ userId: 'u1', instructorId: 'u1', hasSeat: false })).toBe('instructor');
    expect(seatInRoom({ userId: 'u2', instructorId: 'u1', hasSeat: true })).toBe('learner');
    expect(seatInRoom({ userId: 'u3', instructorId: 'u1', hasSeat: false })).toBeNull();
    expect(seatInRoom({ userId: 'u3', instructorId: null, hasSeat: false })).toBeNull();
  });
});
