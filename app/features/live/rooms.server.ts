import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { classAttendance, classChatMessages } from '~/db/schema/live';
import { findClassWithSeat } from '~/features/learning/class-seat.server';
import { isUuid } from '~/utils/ids';
import { reviewerName } from '~/utils/person-name';
import type { ChatLine, SeatRole } from './live.schema';
import { type RoomWindow, roomWindow, seatInRoom } from './room-window';

/*
 * Who may be in a class's room, and what the room keeps (issue 13): the class's instructor and
 * the learners holding a seat, nobody else (a place in line is not a seat; an administrator is
 * not a participant). Checked when the page loads and again when the socket connects.
 */

export type Room = {
  classId: string;
  title: string;
  instructorName: string;
  startsAt: Date;
  durationMinutes: number;
  window: RoomWindow;
};

export type RoomAccess =
  | { ok: true; room: Room; seat: SeatRole }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'no-seat'; room: Room };

export async function findRoomAccess({
  classId,
  userId,
  now = new Date(),
}: {
  classId: string;
  userId: string;
  now?: Date;
}): Promise<RoomAccess> {
  if (!isUuid(classId)) return { ok: false, reason: 'not-found' };
  const row = await findClassWithSeat({ classId, userId });
  if (!row) return { ok: false, reason: 'not-found' };
  const room: Room = {
    classId: row.classId,
    title: row.title,
    instructorName: row.instructorName,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    window: roomWindow(row, now),
  };
  const seat = seatInRoom({ userId, instructorId: row.instructorId, hasSeat: row.hasSeat });
  return seat ? { ok: true, room, seat } : { ok: false, reason: 'no-seat', room };
}

/** A person came into the room: the first time is kept, later returns are counted. */
export async function recordJoin({ classId, userId }: { classId: string; userId: string }) {
  await getDb()
    .insert(classAttendance)
    .values({ classId, userId })
    .onConflictDoUpdate({
      target: [classAttendance.classId, classAttendance.userId],
      set: { lastJoinedAt: sql`now()`, joins: sql`${classAttendance.joins} + 1` },
    });
}

export async function recordLeave({ classId, userId }: { classId: string; userId: string }) {
  await getDb()
    .update(classAttendance)
    .set({ lastLeftAt: sql`now()` })
    .where(and(eq(classAttendance.classId, classId), eq(classAttendance.userId, userId)));
}

/** How many people other than the instructor came to each class's room, by class id. */
export async function countAttendance(classIds: string[], { except }: { except: string }): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ classId: classAttendance.classId, count: sql<number>`count(*)::int` })
    .from(classAttendance)
    .where(and(inArray(classAttendance.classId, classIds), ne(classAttendance.userId, except)))
    .groupBy(classAttendance.classId);
  return new Map(rows.map((row) => [row.classId, row.count]));
}

/** Saves a line of the room's chat; the caller checked the person is in the room. */
export async function postChatLine({
  classId,
  userId,
  name,
  text,
}: {
  classId: string;
  userId: string;
  name: string;
  text: string;
}): Promise<ChatLine> {
  const [row] = await getDb()
    .insert(classChatMessages)
    .values({ classId, userId, body: text })
    .returning({ id: classChatMessages.id, createdAt: classChatMessages.createdAt });
  if (!row) throw new Error('the chat line was not saved');
  return { id: row.id, userId, name, text, at: row.createdAt.toISOString() };
}

export const CHAT_HISTORY_LINES = 100;

/** The room's latest chat, oldest first, for someone who just came in. */
export async function findRecentChat(classId: string): Promise<ChatLine[]> {
  const rows = await getDb()
    .select({
      id: classChatMessages.id,
      userId: classChatMessages.userId,
      text: classChatMessages.body,
      createdAt: classChatMessages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(classChatMessages)
    .innerJoin(users, eq(users.id, classChatMessages.userId))
    .where(eq(classChatMessages.classId, classId))
    .orderBy(desc(classChatMessages.createdAt), desc(classChatMessages.id))
    .limit(CHAT_HISTORY_LINES);
  return rows.reverse().map((row) => ({
    id: row.id,
    userId: row.userId,
    // In a room people go by first name and initial, as on reviews.
    name: reviewerName(row.firstName, row.lastName),
    text: row.text,
    at: row.createdAt.toISOString(),
  }));
}
