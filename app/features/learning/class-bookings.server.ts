import { eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { preparedSql } from '~/db/prepared.server';
import { classBookings } from '~/db/schema/coaching';
import { publishEvent } from '~/features/jobs/events.server';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { type Booking, bookingOf, lockClass, promoteFromWaitlist } from './class-lock.server';
import { refundsOnCancel } from './class-rules';
import { classBooked, classRefundDue } from './events';
import { type ClassCode, classFailure } from './failures';

/*
 * A person booking a live class for themselves, and cancelling their booking (issue 13). Both act
 * for the signed-in person (`actor.id`) and nobody else, whichever route calls them, under the
 * class's row lock (class-lock.server.ts).
 */

/**
 * Books the actor a seat on a free class, or a place in line when every seat is taken (free or
 * paid). Booking again answers with the booking the person has. A class that has started or was
 * cancelled takes no bookings; a free seat in a paid class is taken by paying for it
 * (`holdSeatForOrder`).
 */
export async function bookClass({
  actor,
  classId,
  locale = 'en',
  now = new Date(),
  db = getDb(),
}: {
  actor: Actor;
  classId: string;
  /** The language the person books in: their emails about the class use it. */
  locale?: string;
  now?: Date;
  /** The transaction to run in (a savepoint inside it): the demo seed's; pages leave it out. */
  db?: Executor;
}): Promise<Result<{ status: Booking['status']; alreadyHad: boolean }, ClassCode>> {
  if (!isUuid(classId)) return classFailure('not-found');
  return db.transaction(async (tx) => {
    const theClass = await lockClass(tx, classId);
    if (!theClass) return classFailure('not-found');
    if (theClass.status !== 'scheduled' || theClass.startsAt.getTime() <= now.getTime()) return classFailure('closed');
    const { rows } = await bookingStatement(tx).execute({
      classId,
      userId: actor.id,
      locale,
      capacity: theClass.capacity,
      priceCents: theClass.priceCents,
    });
    const row = rows[0] as BookingRow | undefined;
    if (row?.existing_status) return { ok: true, status: row.existing_status, alreadyHad: true };
    if (!row?.id || !row.status) return classFailure('pay-to-book');
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

/**
 * Cancels the actor's booking (a seat, a seat offered to them, or a place in line). A freed seat
 * goes at once to the first person in line, in the same transaction. A paid seat cancelled by the
 * class's cut-off is refunded in full, by a job of `class.refund_due` written in the same
 * transaction; after it, the seat is given up without a refund. A seat held for an order still
 * being paid is given up on the payment page, which cancels the order (and so the hold).
 */
export async function cancelBooking({ actor, classId, now = new Date() }: { actor: Actor; classId: string; now?: Date }): Promise<
  Result<
    {
      promotedUserId: string | null;
      /** A paid seat: whether it is refunded in full (the class's refund rule), or null for a free or unpaid one. */
      refunded: boolean | null;
    },
    ClassCode
  >
> {
  if (!isUuid(classId)) return classFailure('not-found');
  return getDb().transaction(async (tx) => {
    const theClass = await lockClass(tx, classId);
    if (!theClass) return classFailure('not-found');
    if (theClass.startsAt.getTime() <= now.getTime()) return classFailure('started');
    const booking = await bookingOf(tx, classId, actor.id);
    if (!booking) return classFailure('no-booking');
    if (booking.status === 'held' && booking.orderId) return classFailure('paying-now');
    await tx.update(classBookings).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(eq(classBookings.id, booking.id));
    if (booking.status === 'waitlisted') return { ok: true, promotedUserId: null, refunded: null };
    const paidSeat = booking.status === 'booked' && booking.orderId !== null;
    const refunded = paidSeat ? refundsOnCancel(theClass, now) : null;
    if (refunded && booking.orderId)
      await publishEvent(tx, classRefundDue, { orderId: booking.orderId, reason: 'cancelled_in_time' });
    return { ok: true, promotedUserId: await promoteFromWaitlist(tx, theClass, now), refunded };
  });
}
