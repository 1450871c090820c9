import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { preparedSql } from '~/db/prepared.server';
import { calendarFeeds, classBookings, coachingClasses } from '~/db/schema/coaching';
import { renderMarkdown } from '~/features/content/content.server';
import { publishEvent } from '~/features/jobs/events.server';
import { isUuid } from '~/utils/ids';
import { offerExpiry, refundsOnCancel } from './class-rules';
import { classBooked, classCancelledForBooking, classRefundDue, classSeatPromoted } from './events';

/*
 * Live coaching classes and their seats (issue 13). Every change to a class's seats (a booking,
 * a cancellation and the promotion it allows) first takes the class's row lock: changes to one
 * class run one after another, so the count of seats taken is always right when it is read, and
 * a class is never overbooked however many people book at once. The rest get a place in line,
 * in the order they asked.
 *
 * A paid class's seat is first `held` (decision 0053): for its order while the person pays (a
 * held seat counts as taken, so two people never pay for the last seat), or, when a seat frees,
 * for the first person in line until a deadline. The order's payment books it; the order
 * cancelled unpaid, or the deadline passed, frees it for the next person in line.
 */

/** The statuses that take a seat: booked, or held while it is paid for. */
const SEAT_STATUSES = ['booked', 'held'] as const;

/** Seats taken in the class of the row being read (a correlated count, for lists of classes). */
export const seatsTakenSql = sql<number>`(select count(*)::int from class_bookings b where b.class_id = coaching_classes.id and b.status in ('booked', 'held'))`;

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
      productId: coachingClasses.productId,
      refundCutoffHours: coachingClasses.refundCutoffHours,
    })
    .from(coachingClasses)
    .where(eq(coachingClasses.id, classId));
  if (!row) return null;
  const { descriptionMd, ...rest } = row;
  return { ...rest, descriptionHtml: renderMarkdown(descriptionMd).html };
}

export type ClassDetail = NonNullable<Awaited<ReturnType<typeof findClass>>>;

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

/** A person's live booking of a class (a seat or a place in line), or null. */
export async function findBooking(classId: string, userId: string, db: Executor = getDb()): Promise<Booking | null> {
  if (!isUuid(classId)) return null;
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
      refundCutoffHours: coachingClasses.refundCutoffHours,
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
    .where(and(eq(classBookings.classId, classId), inArray(classBookings.status, SEAT_STATUSES)));
  return row?.taken ?? 0;
}

export type BookingOutcome =
  | { ok: true; status: Booking['status']; alreadyHad: boolean }
  | {
      ok: false;
      message: 'learning.classes.errors.notFound' | 'learning.classes.errors.closed' | 'learning.classes.errors.payToBook';
    };

/**
 * Books a seat on a free class, or a place in line when every seat is taken (free or paid).
 * Booking again answers with the booking the person has. A class that has started or was
 * cancelled takes no bookings; a free seat in a paid class is taken by paying for it
 * (`holdSeatForOrder`).
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
    const { rows } = await bookingStatement(tx).execute({
      classId,
      userId,
      locale,
      capacity: theClass.capacity,
      priceCents: theClass.priceCents,
    });
    const row = rows[0] as BookingRow | undefined;
    if (row?.existing_status) return { ok: true, status: row.existing_status, alreadyHad: true };
    if (!row?.id || !row.status) return { ok: false, message: 'learning.classes.errors.payToBook' };
    await publishEvent(tx, classBooked, { bookingId: row.id });
    return { ok: true, status: row.status, alreadyHad: false };
  });
}

type BookingRow = {
  existing_status: Booking['status'] | null;
  id: string | null;
  status: 'booked' | 'waitlisted' | null;
};

/**
 * bookClass's one statement, run after the class's lock was granted, so its snapshot counts
 * every booking committed before (read in the lock's own statement, the count could miss one
 * committed while it waited, and overbook). It answers with the person's live booking if they
 * have one; otherwise it books them a seat while one is free, or a place in line when none is,
 * except a free seat in a paid class, which is taken by paying for it (nothing is written, and no
 * booking comes back). Three round trips (the booking, the count, the insert) in one.
 */
const bookingStatement = preparedSql(
  'book_class',
  sql`
    with existing as (
      select status from ${classBookings}
      where class_id = ${sql.placeholder('classId')}::uuid and user_id = ${sql.placeholder('userId')}
        and status <> 'cancelled'
    ),
    decided as (
      select count(*) < ${sql.placeholder('capacity')}::integer as seat_free from ${classBookings}
      where class_id = ${sql.placeholder('classId')}::uuid and status in ('booked', 'held')
    ),
    inserted as (
      insert into ${classBookings} (class_id, user_id, status, locale, booked_at)
      select ${sql.placeholder('classId')}::uuid, ${sql.placeholder('userId')},
        (case when seat_free then 'booked' else 'waitlisted' end)::class_booking_status, ${sql.placeholder('locale')},
        case when seat_free then now() end
      from decided
      where not exists (select 1 from existing) and not (seat_free and ${sql.placeholder('priceCents')}::integer > 0)
      returning id, status
    )
    select (select status from existing) as existing_status, inserted.id, inserted.status
    from (select 1) as one left join inserted on true
  `,
);

export type CancelOutcome =
  | {
      ok: true;
      promotedUserId: string | null;
      /** A paid seat: whether it is refunded in full (the class's refund rule), or null for a free or unpaid one. */
      refunded: boolean | null;
    }
  | { ok: false; message: string };

/**
 * Cancels a person's booking (a seat, a seat offered to them, or a place in line). A freed seat
 * goes at once to the first person in line, in the same transaction. A paid seat cancelled by the
 * class's cut-off is refunded in full, by a job of `class.refund_due` written in the same
 * transaction; after it, the seat is given up without a refund. A seat held for an order still
 * being paid is given up on the payment page, which cancels the order (and so the hold).
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
    if (booking.status === 'held' && booking.orderId) return { ok: false, message: 'learning.classes.errors.payingNow' };
    await tx.update(classBookings).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(eq(classBookings.id, booking.id));
    if (booking.status === 'waitlisted') return { ok: true, promotedUserId: null, refunded: null };
    const paidSeat = booking.status === 'booked' && booking.orderId !== null;
    const refunded = paidSeat ? refundsOnCancel(theClass, now) : null;
    if (refunded && booking.orderId)
      await publishEvent(tx, classRefundDue, { orderId: booking.orderId, reason: 'cancelled_in_time' });
    return { ok: true, promotedUserId: await promoteFromWaitlist(tx, theClass, now), refunded };
  });
}

type LockedClass = NonNullable<Awaited<ReturnType<typeof lockClass>>>;

/**
 * Gives free seats to the people first in line (the class's lock is held by the caller): a
 * free class's seat is booked for them at once; a paid class's seat is held for them to pay until
 * `offerExpiry`. Returns the first person given a seat, to tell them.
 */
async function promoteFromWaitlist(tx: Executor, theClass: LockedClass, now = new Date()): Promise<string | null> {
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

/**
 * Cancels a class that has not started (its instructor, or an administrator). Every live booking
 * ends with it, in the same transaction, and each person is told (`class.cancelled_for_booking`);
 * every paid seat is refunded in full whatever the cut-off (`class.refund_due`, `class_cancelled`).
 * A seat being paid for when the class is cancelled is refunded when its payment arrives
 * (`confirmSeatsPaid`). Returns how many bookings ended.
 */
export async function cancelClass({
  classId,
  actorId,
  isAdmin,
  now = new Date(),
}: {
  classId: string;
  actorId: string;
  isAdmin: boolean;
  now?: Date;
}): Promise<{ ok: true; ended: number } | { ok: false; message: string }> {
  if (!isUuid(classId)) return { ok: false, message: 'learning.classes.errors.notFound' };
  return getDb().transaction(async (tx) => {
    const theClass = await lockClass(tx, classId);
    if (!theClass) return { ok: false, message: 'learning.classes.errors.notFound' };
    const [owner] = await tx
      .select({ instructorId: coachingClasses.instructorId })
      .from(coachingClasses)
      .where(eq(coachingClasses.id, classId));
    if (!isAdmin && owner?.instructorId !== actorId) return { ok: false, message: 'learning.classes.errors.notYours' };
    if (theClass.status !== 'scheduled') return { ok: false, message: 'learning.classes.errors.alreadyCancelled' };
    if (theClass.startsAt.getTime() <= now.getTime()) return { ok: false, message: 'learning.classes.errors.started' };
    await tx.update(coachingClasses).set({ status: 'cancelled' }).where(eq(coachingClasses.id, classId));
    const ended = await tx
      .update(classBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(classBookings.classId, classId), ne(classBookings.status, 'cancelled')))
      .returning({ id: classBookings.id, status: classBookings.status, orderId: classBookings.orderId });
    for (const booking of ended) {
      const refunded = booking.orderId !== null;
      await publishEvent(tx, classCancelledForBooking, { bookingId: booking.id, refunded });
      if (booking.orderId) await publishEvent(tx, classRefundDue, { orderId: booking.orderId, reason: 'class_cancelled' });
    }
    return { ok: true, ended: ended.length };
  });
}

export type SeatHold = { ok: true } | { ok: false; message: string };

/**
 * Holds a seat of a paid class for the order that pays for it, inside the order's own
 * transaction (so an order is never placed for a seat that is not there, nor a seat held without
 * its order). The seat is the one offered to the person from the line, or a free one; a full
 * class, one that started, or a seat already booked or being paid for refuses.
 */
export async function holdSeatForOrder(
  tx: Executor,
  {
    classId,
    userId,
    orderId,
    locale = 'en',
    now = new Date(),
  }: { classId: string; userId: string; orderId: string; locale?: string; now?: Date },
): Promise<SeatHold> {
  const theClass = await lockClass(tx, classId);
  if (!theClass) return { ok: false, message: 'learning.classes.errors.notFound' };
  if (theClass.status !== 'scheduled' || theClass.startsAt.getTime() <= now.getTime())
    return { ok: false, message: 'learning.classes.errors.closed' };
  if (theClass.priceCents === 0) return { ok: false, message: 'learning.classes.errors.notForSale' };
  const existing = await findBooking(classId, userId, tx);
  if (existing?.status === 'booked') return { ok: false, message: 'learning.classes.errors.alreadyBooked' };
  if (existing?.status === 'held' && existing.orderId) return { ok: false, message: 'learning.classes.errors.payingNow' };
  if (existing?.status === 'held') {
    if (existing.holdExpiresAt && existing.holdExpiresAt.getTime() <= now.getTime())
      return { ok: false, message: 'learning.classes.errors.offerEnded' };
    await tx.update(classBookings).set({ orderId, holdExpiresAt: null }).where(eq(classBookings.id, existing.id));
    return { ok: true };
  }
  if (existing?.status === 'waitlisted') return { ok: false, message: 'learning.classes.errors.full' };
  if ((await seatsTaken(tx, classId)) >= theClass.capacity) return { ok: false, message: 'learning.classes.errors.full' };
  await tx.insert(classBookings).values({ classId, userId, status: 'held', orderId, locale });
  return { ok: true };
}

/** The seats an order holds, with their classes locked (the caller's transaction). */
async function seatsOfOrder(tx: Executor, orderId: string) {
  const rows = await tx
    .select({ id: classBookings.id, classId: classBookings.classId, status: classBookings.status })
    .from(classBookings)
    .where(eq(classBookings.orderId, orderId));
  const seats: { id: string; status: typeof classBookings.$inferSelect.status; theClass: LockedClass }[] = [];
  for (const row of rows) {
    const theClass = await lockClass(tx, row.classId);
    if (theClass) seats.push({ id: row.id, status: row.status, theClass });
  }
  return seats;
}

/**
 * The order was paid: each seat it held is booked. A seat no longer held by then (the class was
 * cancelled, or the person's booking ended while the payment was on its way) cannot be given, so
 * the order is refunded in full (`class.refund_due`). Safe to run again.
 */
export async function confirmSeatsPaid(orderId: string): Promise<number> {
  if (!isUuid(orderId)) return 0;
  return getDb().transaction(async (tx) => {
    const seats = await seatsOfOrder(tx, orderId);
    let booked = 0;
    for (const seat of seats) {
      if (seat.status === 'held' && seat.theClass.status === 'scheduled') {
        await tx
          .update(classBookings)
          .set({ status: 'booked', bookedAt: sql`now()`, holdExpiresAt: null })
          .where(eq(classBookings.id, seat.id));
        await publishEvent(tx, classBooked, { bookingId: seat.id });
        booked += 1;
      } else if (seat.status !== 'booked') {
        if (seat.status === 'held')
          await tx
            .update(classBookings)
            .set({ status: 'cancelled', cancelledAt: sql`now()` })
            .where(eq(classBookings.id, seat.id));
        await publishEvent(tx, classRefundDue, { orderId, reason: 'seat_unavailable' });
      }
    }
    return booked;
  });
}

/** The order was cancelled unpaid: the seats it held go back, to the first people in line. */
export async function releaseSeatsOf(orderId: string): Promise<number> {
  if (!isUuid(orderId)) return 0;
  return getDb().transaction(async (tx) => {
    let released = 0;
    for (const seat of await seatsOfOrder(tx, orderId)) {
      if (seat.status !== 'held') continue;
      await tx.update(classBookings).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(eq(classBookings.id, seat.id));
      await promoteFromWaitlist(tx, seat.theClass);
      released += 1;
    }
    return released;
  });
}

/**
 * Seats offered from the line whose time to pay has passed: each is given up and goes to the
 * next person in line (run by the five-minute learning job). Returns how many were given up.
 */
export async function releaseLapsedOffers(now = new Date()): Promise<number> {
  const lapsed = await getDb()
    .select({ id: classBookings.id, classId: classBookings.classId })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.status, 'held'),
        isNull(classBookings.orderId),
        isNotNull(classBookings.holdExpiresAt),
        lte(classBookings.holdExpiresAt, now),
      ),
    )
    .limit(500);
  let released = 0;
  for (const offer of lapsed) {
    await getDb().transaction(async (tx) => {
      const theClass = await lockClass(tx, offer.classId);
      // Re-read under the lock: the person may have started paying a moment ago.
      const gone = await tx
        .update(classBookings)
        .set({ status: 'cancelled', cancelledAt: sql`now()` })
        .where(and(eq(classBookings.id, offer.id), eq(classBookings.status, 'held'), isNull(classBookings.orderId)))
        .returning({ id: classBookings.id });
      if (gone.length === 0 || !theClass) return;
      released += 1;
      await promoteFromWaitlist(tx, theClass, now);
    });
  }
  return released;
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
      priceCents: coachingClasses.priceCents,
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
    if (booking.status !== 'booked' && booking.status !== 'held') continue;
    const theClass = await lockClass(tx, booking.classId);
    if (theClass) await promoteFromWaitlist(tx, theClass);
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
