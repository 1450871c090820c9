import { and, desc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { classBookings, coachingClasses } from '~/db/schema/coaching';
import { classAttendance, classChatMessages } from '~/db/schema/live';
import { findClassWithSeat } from '~/features/learning/class-seat.server';
import { type Actor, refuseActor } from '~/utils/actor';
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

/*
 * The room's writes are the person's own (their attendance, their chat line), and each checks
 * the person belongs in the room in the statement that writes: the class's instructor or a learner
 * holding a seat (findRoomAccess's rule, as seatInRoom says it). The socket checked when it opened;
 * this holds for any other caller too, and for a seat cancelled while the socket stayed open.
 */

/** The condition, on coaching_classes' row, that the person may be in its room. */
function inRoom(userId: string): SQL {
  const seat = getDb()
    .select({ one: sql`1` })
    .from(classBookings)
    .where(
      and(eq(classBookings.classId, coachingClasses.id), eq(classBookings.userId, userId), eq(classBookings.status, 'booked')),
    );
  return or(eq(coachingClasses.instructorId, userId), exists(seat)) as SQL;
}

/** The class, as the row an insert selects from, when the actor may be in its room; no row otherwise. */
function roomOf(classId: string, actor: Actor) {
  return and(eq(coachingClasses.id, classId), inRoom(actor.id));
}

/**
 * The actor came into the room: the first time is kept, later returns are counted. Someone with
 * no place in the room is refused, and nothing is recorded.
 */
export async function recordJoin({ actor, classId }: { actor: Actor; classId: string }) {
  if (!isUuid(classId)) refuseActor('no such room');
  const db = getDb();
  const recorded = await db
    .insert(classAttendance)
    .select(
      db
        .select({ classId: coachingClasses.id, userId: sql<string>`${actor.id}::text`.as('user_id') })
        .from(coachingClasses)
        .where(roomOf(classId, actor)),
    )
    .onConflictDoUpdate({
      target: [classAttendance.classId, classAttendance.userId],
      set: { lastJoinedAt: sql`now()`, joins: sql`${classAttendance.joins} + 1` },
    })
    .returning({ classId: classAttendance.classId });
  if (recorded.length === 0) refuseActor('not in this class’s room');
}

/**
 * The actor left the room. It touches only their own attendance, written when they were let in,
 * so it asks for no seat: a seat cancelled meanwhile still ends with the time they left.
 */
export async function recordLeave({ actor, classId }: { actor: Actor; classId: string }) {
  await getDb()
    .update(classAttendance)
    .set({ lastLeftAt: sql`now()` })
    .where(and(eq(classAttendance.classId, classId), eq(classAttendance.userId, actor.id)));
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

/**
 * Saves a line the actor says in the room's chat. Someone with no place in the room (no seat, not
 * the instructor) is refused, and nothing is saved.
 */
export async function postChatLine({
  actor,
  classId,
  name,
  text,
}: {
  actor: Actor;
  classId: string;
  name: string;
  text: string;
}): Promise<ChatLine> {
  if (!isUuid(classId)) refuseActor('no such room');
  const db = getDb();
  const [row] = await db
    .insert(classChatMessages)
    .select(
      db
        .select({
          classId: coachingClasses.id,
          userId: sql<string>`${actor.id}::text`.as('user_id'),
          body: sql<string>`${text}::text`.as('body'),
        })
        .from(coachingClasses)
        .where(roomOf(classId, actor)),
    )
    .returning({ id: classChatMessages.id, createdAt: classChatMessages.createdAt });
  if (!row) refuseActor('not in this class’s room');
  return { id: row.id, userId: actor.id, name, text, at: row.createdAt.toISOString() };
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
