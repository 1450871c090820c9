import { eq } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { classBookings } from '~/db/schema/coaching';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { bookingOf, lockClass, seatsTaken } from './class-lock.server';
import { type ClassCode, classFailure } from './failures';

/**
 * Holds a seat of a paid class for the order the actor is placing to pay for it, inside the
 * order's own transaction (so an order is never placed for a seat that is not there, nor a seat
 * held without its order; decision 0053). The seat is the actor's own: the one offered to them
 * from the line, or a free one; a full class, one that started, or a seat already booked or being
 * paid for refuses.
 */
export async function holdSeatForOrder(
  tx: Executor,
  {
    actor,
    classId,
    orderId,
    locale = 'en',
    now = new Date(),
  }: { actor: Actor; classId: string; orderId: string; locale?: string; now?: Date },
): Promise<Result<object, ClassCode>> {
  if (!isUuid(classId)) return classFailure('not-found');
  const theClass = await lockClass(tx, classId);
  if (!theClass) return classFailure('not-found');
  if (theClass.status !== 'scheduled' || theClass.startsAt.getTime() <= now.getTime()) return classFailure('closed');
  if (theClass.priceCents === 0) return classFailure('not-for-sale');
  const existing = await bookingOf(tx, classId, actor.id);
  if (existing?.status === 'booked') return classFailure('already-booked');
  if (existing?.status === 'held' && existing.orderId) return classFailure('paying-now');
  if (existing?.status === 'held') {
    if (existing.holdExpiresAt && existing.holdExpiresAt.getTime() <= now.getTime()) return classFailure('offer-ended');
    await tx.update(classBookings).set({ orderId, holdExpiresAt: null }).where(eq(classBookings.id, existing.id));
    return { ok: true };
  }
  if (existing?.status === 'waitlisted') return classFailure('full');
  if ((await seatsTaken(tx, classId)) >= theClass.capacity) return classFailure('full');
  await tx.insert(classBookings).values({ classId, userId: actor.id, status: 'held', orderId, locale });
  return { ok: true };
}
