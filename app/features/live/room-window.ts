/*
 * When a class's video room is open (issue 13): from ten minutes before the start, so people can
 * check their camera and microphone, until half an hour after the end, so a class that runs over
 * is not cut off mid-sentence. Pure, so the page, the socket and the tests agree.
 */

export const ROOM_OPENS_MINUTES_BEFORE = 10;
export const ROOM_STAYS_OPEN_MINUTES_AFTER = 30;

export type RoomState = 'waiting' | 'open' | 'closed';

export type RoomWindow = { opensAt: Date; closesAt: Date; state: RoomState };

export function roomWindow(
  session: { startsAt: Date; durationMinutes: number; status?: 'scheduled' | 'cancelled' },
  now: Date = new Date(),
): RoomWindow {
  const opensAt = new Date(session.startsAt.getTime() - ROOM_OPENS_MINUTES_BEFORE * 60_000);
  const closesAt = new Date(session.startsAt.getTime() + (session.durationMinutes + ROOM_STAYS_OPEN_MINUTES_AFTER) * 60_000);
  const state: RoomState = session.status === 'cancelled' || now >= closesAt ? 'closed' : now < opensAt ? 'waiting' : 'open';
  return { opensAt, closesAt, state };
}

/**
 * A person's place in a class's room: its instructor, a learner holding a seat, or none (a place
 * in line is not a seat; an administrator is not a participant).
 */
export function seatInRoom({
  userId,
  instructorId,
  hasSeat,
}: {
  userId: string;
  instructorId: string | null;
  hasSeat: boolean;
}): 'instructor' | 'learner' | null {
  if (instructorId === userId) return 'instructor';
  return hasSeat ? 'learner' : null;
}

/** The bus channel of a class's room: a lower-case identifier, as LISTEN and Redis both accept. */
export function roomChannel(classId: string): string {
  return `live_${classId.replaceAll('-', '').toLowerCase()}`;
}

/** Where a room's socket connects, on the site's own origin. */
export function roomSocketPath(classId: string): string {
  return `/live/rooms/${classId}`;
}
