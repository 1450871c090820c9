import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { classBookings } from '~/db/schema/coaching';
import { publishEvent } from '~/features/jobs/events.server';
import { isUuid } from '~/utils/ids';
import { type LockedClass, lockClass, promoteFromWaitlist } from './class-lock.server';
import { classBooked, classRefundDue } from './events';

/*
 * What the platform does to class seats on its own, not on anyone's behalf, so these take no
 * actor and no route calls them (issue 34): an order paid or cancelled unpaid (the reactions in
 * server/reactions/learning.ts), an offer from the line whose time to pay passed (the five-minute
 * job), a person's account deleted (the deletion's transaction). A paid class's seat is first
 * `held` (decision 0053): for its order while the person pays, or, when a seat frees, for the
 * first person in line until a deadline; the order's payment books it, and the order cancelled
 * unpaid, or the deadline passed, frees it for the next person in line.
 */

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
