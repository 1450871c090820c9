import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { calendarFeeds, classBookings, coachingClasses } from '~/db/schema/index';
import { renderMarkdown } from '~/features/content/content.server';
import { publishEvent } from '~/features/jobs/events.server';
import { isUuid } from '~/utils/ids';
import { classBooked, classSeatPromoted } from './events';

/*
 * Live coaching classes and their seats (issue 13). Every change to a class's seats (a booking,
 * a cancellation and the promotion it allows) first takes the class's row lock: changes to one
 * class run one after another, so the count of seats taken is always right when it is read, and
 * a class is never overbooked however many people book at once. The rest get a place in line,
 * in the order they asked.
 */

/** Seats taken in the class of the row being read (a correlated count, for lists of classes). */
export const seatsTakenSql = sql<number>`(select count(*)::int from class_bookings b where b.class_id = coaching_classes.id and b.status = 'booked')`;

const classColumns = {
  id: coachingClasses.id,
  title: coachingClasses.title,
  summary: coachingClasses.summary,
  instructorName: coachingClasses.instructorName,
  startsAt: coachingClasses.startsAt,
  durationMinutes: coachingClasses.durationMinutes,
  capacity: coachingClasses.capacity,
  priceCents: coachingClasses.priceCents,
  status: coachingClasses.status,
  seatsTaken: seatsTakenSql,
};

export type ClassCard = {
  id: string;
  title: string;
  summary: string;
  instructorName: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  priceCents: number;
  status: 'scheduled' | 'cancelled';
  seatsTaken: number;
};

/** Scheduled classes that have not ended yet, soonest first. */
export function findUpcomingClasses({ limit = 50 }: { limit?: number } = {}): Promise<ClassCard[]> {
  return getDb()
    .select(classColumns)
    .from(coachingClasses)
    .where(
      and(
        eq(coachingClasses.status, 'scheduled'),
        gt(sql`${coachingClasses.startsAt} + make_interval(mins => ${coachingClasses.durationMinutes})`, sql`now()`),
      ),
    )
    .orderBy(asc(coachingClasses.startsAt))
    .limit(limit);
}

/** One class with its description rendered, or null. */
export async function findClass(classId: string) {
  if (!isUuid(classId)) return null;
  const [row] = await getDb()
    .select({
      ...classColumns,
      descriptionMd: coachingClasses.descriptionMd,
      courseId: coachingClasses.courseId,
      instructorId: coachingClasses.instructorId,
    })
    .from(coachingClasses)
    .where(eq(coachingClasses.id, classId));
  if (!row) return null;
  const { descriptionMd, ...rest } = row;
  return { ...rest, descriptionHtml: renderMarkdown(descriptionMd).html };
}

export type ClassDetail = NonNullable<Awaited<ReturnType<typeof findClass>>>;

export type Booking = { id: string; status: 'booked' | 'waitlisted'; queuedAt: Date; bookedAt: Date | null };

/** A person's live booking of a class (a seat or a place in line), or null. */
export async function findBooking(classId: string, userId: string, db: Executor = getDb()): Promise<Booking | null> {
  if (!isUuid(classId)) return null;
  const [row] = await db
    .select({
      id: classBookings.id,
      status: classBookings.status,
      queuedAt: classBookings.queuedAt,
      bookedAt: classBookings.bookedAt,
    })
    .from(classBookings)
    .where(and(eq(classBookings.classId, classId), eq(classBookings.userId, userId), ne(classBookings.status, 'cancelled')));
  return row && row.status !== 'cancelled' ? { ...row, status: row.status } : null;
}

/**
 * The place in line of a waiting booking: 1 is next. Compared in the database, by the booking's
 * own row: a JavaScript Date would lose the timestamp's microseconds.
 */
export async function waitlistPosition(classId: string, bookingId: string): Promise<number> {
  const [row] = await getDb()
    .select({ ahead: sql<number>`count(*)::int` })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.classId, classId),
        eq(classBookings.status, 'waitlisted'),
        sql`(${classBookings.queuedAt}, ${classBookings.id}) <= (select b.queued_at, b.id from class_bookings b where b.id = ${bookingId})`,
      ),
    );
  return Math.max(1, row?.ahead ?? 1);
}

async function lockClass(tx: Executor, classId: string) {
  const [row] = await tx
    .select({
      id: coachingClasses.id,
      capacity: coachingClasses.capacity,
      status: coachingClasses.status,
      startsAt: coachingClasses.startsAt,
      priceCents: coachingClasses.priceCents,
    })
    .from(coachingClasses)
    .where(eq(coachingClasses.id, classId))
    .for('update');
  return row ?? null;
}

async function seatsTaken(tx: Executor, classId: string): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(classBookings)
    .where(and(eq(classBookings.classId, classId), eq(classBookings.status, 'booked')));
  return row?.taken ?? 0;
}

export type BookingOutcome =
  | { ok: true; status: 'booked' | 'waitlisted'; alreadyHad: boolean }
  | {
      ok: false;
      message: 'learning.classes.errors.notFound' | 'learning.classes.errors.closed' | 'learning.classes.errors.paid';
    };

/**
 * Books a seat on a free class, or a place in line when every seat is taken. Booking again
 * answers with the booking the person has. A class that has started or was cancelled takes no
 * bookings; paid classes are booked through checkout (not yet open).
 */
export async function bookClass({
  classId,
  userId,
  locale = 'en',
  now = new Date(),
}: {
  classId: string;
  userId: string;
  /** The language the person books in: their emails about the class use it. */
  locale?: string;
  now?: Date;
}): Promise<BookingOutcome> {
  if (!isUuid(classId)) return { ok: false, message: 'learning.classes.errors.notFound' };
  return getDb().transaction(async (tx) => {
    const theClass = await lockClass(tx, classId);
    if (!theClass) return { ok: false, message: 'learning.classes.errors.notFound' };
    if (theClass.status !== 'scheduled' || theClass.startsAt.getTime() <= now.getTime())
      return { ok: false, message: 'learning.classes.errors.closed' };
    if (theClass.priceCents > 0) return { ok: false, message: 'learning.classes.errors.paid' };
    const existing = await findBooking(classId, userId, tx);
    if (existing) return { ok: true, status: existing.status, alreadyHad: true };
    const status = (await seatsTaken(tx, classId)) < theClass.capacity ? 'booked' : 'waitlisted';
    const [booking] = await tx
      .insert(classBookings)
      .values({ classId, userId, status, locale, bookedAt: status === 'booked' ? sql`now()` : null })
      .returning({ id: classBookings.id });
    if (booking) await publishEvent(tx, classBooked, { bookingId: booking.id });
    return { ok: true, status, alreadyHad: false };
  });
}

export type CancelOutcome = { ok: true; promotedUserId: string | null } | { ok: false; message: string };

/**
 * Cancels a person's booking (a seat or a place in line). A freed seat goes at once to the first
 * person in line, in the same transaction. Returns who was promoted, to tell them.
 */
export async function cancelBooking({
  classId,
  userId,
  now = new Date(),
}: {
  classId: string;
  userId: string;
  now?: Date;
}): Promise<CancelOutcome> {
  if (!isUuid(classId)) return { ok: false, message: 'learning.classes.errors.notFound' };
  return getDb().transaction(async (tx) => {
    const theClass = await lockClass(tx, classId);
    if (!theClass) return { ok: false, message: 'learning.classes.errors.notFound' };
    if (theClass.startsAt.getTime() <= now.getTime()) return { ok: false, message: 'learning.classes.errors.started' };
    const booking = await findBooking(classId, userId, tx);
    if (!booking) return { ok: false, message: 'learning.classes.errors.noBooking' };
    await tx.update(classBookings).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(eq(classBookings.id, booking.id));
    if (booking.status !== 'booked') return { ok: true, promotedUserId: null };
    return { ok: true, promotedUserId: await promoteFromWaitlist(tx, classId, theClass.capacity) };
  });
}

/** Gives free seats to the people first in line (the class's lock is held by the caller). */
async function promoteFromWaitlist(tx: Executor, classId: string, capacity: number): Promise<string | null> {
  const free = capacity - (await seatsTaken(tx, classId));
  if (free <= 0) return null;
  const next = await tx
    .select({ id: classBookings.id, userId: classBookings.userId })
    .from(classBookings)
    .where(and(eq(classBookings.classId, classId), eq(classBookings.status, 'waitlisted')))
    .orderBy(asc(classBookings.queuedAt), asc(classBookings.id))
    .limit(free);
  if (next.length === 0) return null;
  await tx
    .update(classBookings)
    .set({ status: 'booked', bookedAt: sql`now()` })
    .where(
      inArray(
        classBookings.id,
        next.map((row) => row.id),
      ),
    );
  for (const row of next) await publishEvent(tx, classSeatPromoted, { bookingId: row.id });
  return next[0]?.userId ?? null;
}

/** A person's live bookings of classes that have not ended, soonest first (the student dashboard, /class-enrollment). */
export function findBookingsOf(userId: string) {
  return getDb()
    .select({
      classId: coachingClasses.id,
      title: coachingClasses.title,
      instructorName: coachingClasses.instructorName,
      startsAt: coachingClasses.startsAt,
      durationMinutes: coachingClasses.durationMinutes,
      classStatus: coachingClasses.status,
      status: classBookings.status,
      queuedAt: classBookings.queuedAt,
    })
    .from(classBookings)
    .innerJoin(coachingClasses, eq(coachingClasses.id, classBookings.classId))
    .where(
      and(
        eq(classBookings.userId, userId),
        ne(classBookings.status, 'cancelled'),
        gt(sql`${coachingClasses.startsAt} + make_interval(mins => ${coachingClasses.durationMinutes})`, sql`now()`),
      ),
    )
    .orderBy(asc(coachingClasses.startsAt));
}

/**
 * Removes every booking a person holds (their account is being deleted), inside the deletion's
 * transaction; each seat they held in a class still to come goes to the first person in line.
 */
export async function removeBookingsOf(tx: Executor, userId: string) {
  const held = await tx
    .select({ classId: classBookings.classId, status: classBookings.status })
    .from(classBookings)
    .where(eq(classBookings.userId, userId));
  await tx.delete(classBookings).where(eq(classBookings.userId, userId));
  for (const booking of held) {
    if (booking.status !== 'booked') continue;
    const theClass = await lockClass(tx, booking.classId);
    if (theClass && theClass.status === 'scheduled' && theClass.startsAt.getTime() > Date.now())
      await promoteFromWaitlist(tx, booking.classId, theClass.capacity);
  }
}

/** A new feed token: 32 random bytes, URL-safe. */
function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The person's calendar feed token, if they made one. */
export async function findCalendarFeedToken(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row?.token ?? null;
}

/** Makes the person's feed token, or a new one in its place (the old address stops working). */
export async function issueCalendarFeedToken(userId: string): Promise<string> {
  const token = newFeedToken();
  await getDb()
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: sql`now()` } });
  return token;
}

/** The classes in a feed: the token's owner's seats, from a week ago on (a calendar keeps what is past). */
export async function findFeedClasses(token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const db = getDb();
  const [feed] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!feed) return null;
  return db
    .select({
      id: coachingClasses.id,
      title: coachingClasses.title,
      summary: coachingClasses.summary,
      startsAt: coachingClasses.startsAt,
      durationMinutes: coachingClasses.durationMinutes,
      status: coachingClasses.status,
    })
    .from(classBookings)
    .innerJoin(coachingClasses, eq(coachingClasses.id, classBookings.classId))
    .where(
      and(
        eq(classBookings.userId, feed.userId),
        eq(classBookings.status, 'booked'),
        gt(coachingClasses.startsAt, sql`now() - interval '7 days'`),
      ),
    )
    .orderBy(asc(coachingClasses.startsAt));
}
