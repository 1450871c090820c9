import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { classBookings, coachingClasses } from '~/db/schema/coaching';
import { publishEvent } from '~/features/jobs/events.server';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { lockClass } from './class-lock.server';
import { classCancelledForBooking, classRefundDue } from './events';
import { type ClassCode, classFailure } from './failures';
import { requireTeacherOf } from './teaching-rights';

/**
 * Cancels a class that has not started: the actor must be its instructor or an administrator
 * (anyone else is refused with Access Denied, checked under the class's lock). Every live
 * booking ends with it, in the same transaction, and each person is told
 * (`class.cancelled_for_booking`); every paid seat is refunded in full whatever the cut-off
 * (`class.refund_due`, `class_cancelled`). A seat being paid for when the class is cancelled is
 * refunded when its payment arrives (`confirmSeatsPaid`). Answers how many bookings ended.
 */
export async function cancelClass({
  actor,
  classId,
  now = new Date(),
}: {
  actor: Actor;
  classId: string;
  now?: Date;
}): Promise<Result<{ ended: number }, ClassCode>> {
  if (!isUuid(classId)) return classFailure('not-found');
  return getDb().transaction(async (tx) => {
    const theClass = await lockClass(tx, classId);
    if (!theClass) return classFailure('not-found');
    requireTeacherOf(actor, theClass);
    if (theClass.status !== 'scheduled') return classFailure('already-cancelled');
    if (theClass.startsAt.getTime() <= now.getTime()) return classFailure('started');
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
