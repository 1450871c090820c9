import { and, desc, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
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
 * The room's writes are the person's own (their attendance, their chat line), and each checks,
 * in the transaction that writes, that the person belongs in the room: the class's instructor or
 * a learner holding a seat (findRoomAccess's rule, as seatInRoom says it). The socket checked when
 * it opened; this holds for any other caller too, and for a seat cancelled while the socket stayed
 * open. Someone else is refused (refuseActor) and nothing is written.
 */

/** Refuses the actor unless they teach the class or hold a seat in it. */
async function requireRoomPlace(tx: Executor, { actor, classId }: { actor: Actor; classId: string }) {
  if (!isUuid(classId)) refuseActor('no such room');
  const seat = tx
    .select({ one: sql`1` })
    .from(classBookings)
    .where(
      and(eq(classBookings.classId, coachingClasses.id), eq(classBookings.userId, actor.id), eq(classBookings.status, 'booked')),
    );
  const [room] = await tx
    .select({ id: coachingClasses.id })
    .from(coachingClasses)
    .where(and(eq(coachingClasses.id, classId), or(eq(coachingClasses.instructorId, actor.id), exists(seat))));
  if (!room) refuseActor('not in this class’s room');
}

/** The actor came into the room: the first time is kept, later returns are counted. */
export async function recordJoin({ actor, classId }: { actor: Actor; classId: string }) {
  await getDb().transaction(async (tx) => {
    await requireRoomPlace(tx, { actor, classId });
    await tx
      .insert(classAttendance)
      .values({ classId, userId: actor.id })
      .onConflictDoUpdate({
        target: [classAttendance.classId, classAttendance.userId],
        set: { lastJoinedAt: sql`now()`, joins: sql`${classAttendance.joins} + 1` },
      });
  });
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

/** Saves a line the actor says in the room's chat. */
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
  const row = await getDb().transaction(async (tx) => {
    await requireRoomPlace(tx, { actor, classId });
    const [saved] = await tx
      .insert(classChatMessages)
      .values({ classId, userId: actor.id, body: text })
      .returning({ id: classChatMessages.id, createdAt: classChatMessages.createdAt });
    return saved;
  });
  if (!row) throw new Error('the chat line was not saved');
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
