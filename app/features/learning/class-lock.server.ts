import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { classBookings, coachingClasses } from '~/db/schema/coaching';
import { publishEvent } from '~/features/jobs/events.server';
import { offerExpiry } from './class-rules';
import { classSeatPromoted } from './events';

/*
 * A class's seats under its row lock (issue 13), shared by every change to them: booking and
 * cancelling, the instructor cancelling the class, a seat held for its order, and the platform's
 * own releases. Each change takes the class's row lock first (`lockClass`): changes to one class
 * run one after another, so the count of seats taken is always right when it is read, and a
 * class is never overbooked however many people book at once. The rest get a place in line, in
 * the order they asked; a seat freed goes to the first in line in the same transaction.
 */

/** The statuses that take a seat: booked, or held while it is paid for. */
const SEAT_STATUSES = ['booked', 'held'] as const;

/** The class's row, locked for the rest of the transaction; null when there is no such class. */
export async function lockClass(tx: Executor, classId: string) {
  const [row] = await tx
    .select({
      id: coachingClasses.id,
      instructorId: coachingClasses.instructorId,
      capacity: coachingClasses.capacity,
      status: coachingClasses.status,
      startsAt: coachingClasses.startsAt,
      priceCents: coachingClasses.priceCents,
      refundCutoffHours: coachingClasses.refundCutoffHours,
    })
    .from(coachingClasses)
    .where(eq(coachingClasses.id, classId))
    .for('update');
  return row ?? null;
}

export type LockedClass = NonNullable<Awaited<ReturnType<typeof lockClass>>>;

/** Seats taken in the class (read under its lock). */
export async function seatsTaken(tx: Executor, classId: string): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(classBookings)
    .where(and(eq(classBookings.classId, classId), inArray(classBookings.status, SEAT_STATUSES)));
  return row?.taken ?? 0;
}

export type Booking = {
  id: string;
  status: 'booked' | 'waitlisted' | 'held';
  queuedAt: Date;
  bookedAt: Date | null;
  /** A paid seat: the order that pays (or paid) for it. */
  orderId: string | null;
  /** A seat offered to the person from the line: held for them until then. */
  holdExpiresAt: Date | null;
};

/** A person's live booking of a class (a seat or a place in line), or null. The caller checks the id is a UUID. */
export async function bookingOf(db: Executor, classId: string, userId: string): Promise<Booking | null> {
  const [row] = await db
    .select({
      id: classBookings.id,
      status: classBookings.status,
      queuedAt: classBookings.queuedAt,
      bookedAt: classBookings.bookedAt,
      orderId: classBookings.orderId,
      holdExpiresAt: classBookings.holdExpiresAt,
    })
    .from(classBookings)
    .where(and(eq(classBookings.classId, classId), eq(classBookings.userId, userId), ne(classBookings.status, 'cancelled')));
  return row && row.status !== 'cancelled' ? { ...row, status: row.status } : null;
}

/**
 * Gives free seats to the people first in line (the class's lock is held by the caller): a
 * free class's seat is booked for them at once; a paid class's seat is held for them to pay until
 * `offerExpiry`. Returns the first person given a seat, to tell them.
 */
export async function promoteFromWaitlist(tx: Executor, theClass: LockedClass, now = new Date()): Promise<string | null> {
  if (theClass.status !== 'scheduled' || theClass.startsAt.getTime() <= now.getTime()) return null;
  const free = theClass.capacity - (await seatsTaken(tx, theClass.id));
  if (free <= 0) return null;
  const next = await tx
    .select({ id: classBookings.id, userId: classBookings.userId })
    .from(classBookings)
    .where(and(eq(classBookings.classId, theClass.id), eq(classBookings.status, 'waitlisted')))
    .orderBy(asc(classBookings.queuedAt), asc(classBookings.id))
    .limit(free);
  if (next.length === 0) return null;
  const promotion =
    theClass.priceCents > 0
      ? { status: 'held' as const, holdExpiresAt: offerExpiry(theClass.startsAt, now) }
      : { status: 'booked' as const, bookedAt: sql`now()` };
  await tx
    .update(classBookings)
    .set(promotion)
    .where(
      inArray(
        classBookings.id,
        next.map((row) => row.id),
      ),
    );
  for (const row of next) await publishEvent(tx, classSeatPromoted, { bookingId: row.id });
  return next[0]?.userId ?? null;
}
