import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { fulfilments, orders } from '~/db/schema/orders';
import { publishEvent } from '~/features/jobs/events.server';
import { type Actor, isAdmin, refuseActor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { fulfilmentShipped, orderShipped } from './events';
import { type FulfilmentCode, fulfilmentFailure } from './failures';
import { shipFulfilmentSchema } from './fulfilment.schema';
import { hasWaitingFulfilment } from './fulfilments.server';
import { recordOrderEvent } from './order-payments.server';
import { canShip, type OrderStatus } from './order-state';

export type ShipFulfilmentResult = Result<{ orderShipped: boolean }, FulfilmentCode>;

/**
 * Marks one parcel shipped with its carrier and tracking number (decision 0095). Only its seller
 * (the vendor whose goods it holds) or an admin may: anyone else is refused with Access Denied,
 * whichever route calls it. The order's row is locked first, so two sellers shipping the last two
 * parcels at once cannot both see one still waiting: the last one marks the order shipped and
 * publishes `order.shipped`, once. Each parcel publishes `fulfilment.shipped`: the buyer's email
 * for that parcel when the order has several (fulfilment-rules.ts, `emailsPerParcel`).
 */
export async function shipFulfilment(input: {
  actor: Actor;
  fulfilmentId: string;
  carrier: string;
  trackingNumber: string;
}): Promise<ShipFulfilmentResult> {
  const parsed = shipFulfilmentSchema.safeParse(input);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    return field === 'carrier'
      ? fulfilmentFailure('carrier')
      : field === 'trackingNumber'
        ? fulfilmentFailure('tracking')
        : fulfilmentFailure('not-found');
  }
  const { fulfilmentId, carrier, trackingNumber } = parsed.data;
  const [found] = await getDb()
    .select({ orderId: fulfilments.orderId, sellerId: fulfilments.sellerId })
    .from(fulfilments)
    .where(eq(fulfilments.id, fulfilmentId));
  if (!found) return fulfilmentFailure('not-found');
  // The shop's own parcel (no seller) is the admins' to send; a vendor's is theirs (or an admin's).
  if (!isAdmin(input.actor) && found.sellerId !== input.actor.id) refuseActor('another seller’s parcel', ['vendor']);
  return getDb().transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, found.orderId)).for('update');
    if (!order || !canShip(order.status as OrderStatus)) return fulfilmentFailure('cannot-ship');
    const [shipped] = await tx
      .update(fulfilments)
      .set({ status: 'shipped', carrier, trackingNumber, shippedAt: sql`now()`, shippedBy: input.actor.id })
      .where(and(eq(fulfilments.id, fulfilmentId), eq(fulfilments.status, 'awaiting')))
      .returning({ id: fulfilments.id });
    if (!shipped) return fulfilmentFailure('cannot-ship');
    await recordOrderEvent(tx, found.orderId, 'fulfilment_shipped', { fulfilmentId, carrier, trackingNumber }, input.actor.id);
    // The buyer's email for this parcel, when the order is split (server/reactions/orders.ts).
    await publishEvent(tx, fulfilmentShipped, { orderId: found.orderId, fulfilmentId });
    if (await hasWaitingFulfilment(tx, found.orderId)) return { ok: true as const, orderShipped: false };
    // The last parcel: the order is shipped, as the whole-order form ships it (same status, event
    // and email). Its tracking number lists every parcel's, for the places that show one.
    const all = await tx
      .select({ carrier: fulfilments.carrier, trackingNumber: fulfilments.trackingNumber })
      .from(fulfilments)
      .where(eq(fulfilments.orderId, found.orderId))
      .orderBy(fulfilments.shippedAt, fulfilments.id);
    const tracking = all
      .map((parcel) => parcel.trackingNumber)
      .filter(Boolean)
      .join(', ');
    await tx
      .update(orders)
      .set({ status: 'shipped', trackingNumber: tracking, shippedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, found.orderId));
    await recordOrderEvent(tx, found.orderId, 'shipped', { trackingNumber: tracking }, input.actor.id);
    await publishEvent(tx, orderShipped, { orderId: found.orderId });
    return { ok: true as const, orderShipped: true };
  });
}
