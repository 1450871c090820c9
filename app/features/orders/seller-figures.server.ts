import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { fulfilments, orderItems, orders } from '~/db/schema/orders';

/*
 * What each vendor's parcels say about their selling (issue 39; decision 0098): the orders'
 * side of the vendor badges. Read from `fulfilments` (one per order and seller, decision 0095),
 * so an order of a vendor's goods counts once whatever its lines, and its seller is the one it
 * was sold by even if a product later changes hands. The vendors' daily job reads it; it writes
 * nothing, and takes no actor (the platform's own work).
 */

export type SellerFigures = {
  /** Orders of the seller's goods paid in the window and not refunded in full. */
  paidOrders: number;
  /** Of the window's parcels, those shipped… */
  parcelsShipped: number;
  /** …those shipped within `promiseHours` of the payment… */
  parcelsOnTime: number;
  /** …and those still waiting past the promise, of orders not refunded in full. */
  parcelsLate: number;
  /** What buyers paid for the seller's goods in the window, after discounts, less the refunded part of each order, in cents. */
  goodsCents: number;
};

/** Each vendor's figures (or the named vendors') over the orders paid from `since` to `now`; a vendor with none is absent. */
export async function findSellerFigures(
  { since, now, promiseHours, sellerIds }: { since: Date; now: Date; promiseHours: number; sellerIds?: readonly string[] },
  db: Executor = getDb(),
): Promise<Map<string, SellerFigures>> {
  if (sellerIds && sellerIds.length === 0) return new Map();
  const inWindow = and(
    sellerIds ? inArray(fulfilments.sellerId, [...sellerIds]) : isNotNull(fulfilments.sellerId),
    gte(orders.paidAt, since),
    lte(orders.paidAt, now),
  );
  const kept = sql`${orders.refundedCents} < ${orders.totalCents}`;
  const promise = sql`${orders.paidAt} + make_interval(hours => ${promiseHours})`;
  // One after the other: `db` may be a transaction, whose one connection takes one statement at a time.
  const parcels = await db
    .select({
      sellerId: fulfilments.sellerId,
      paidOrders: sql<number>`count(*) filter (where ${kept})::int`,
      parcelsShipped: sql<number>`count(*) filter (where ${fulfilments.status} = 'shipped')::int`,
      parcelsOnTime: sql<number>`count(*) filter (where ${fulfilments.status} = 'shipped' and ${fulfilments.shippedAt} <= ${promise})::int`,
      parcelsLate: sql<number>`count(*) filter (where ${fulfilments.status} = 'awaiting' and ${kept} and ${promise} < ${now.toISOString()}::timestamptz)::int`,
    })
    .from(fulfilments)
    .innerJoin(orders, eq(orders.id, fulfilments.orderId))
    .where(inWindow)
    .groupBy(fulfilments.sellerId);
  // A partly refunded order keeps the part of each line that was not given back.
  const goods = await db
    .select({
      sellerId: fulfilments.sellerId,
      goodsCents: sql<string>`coalesce(sum(floor(
          (${orderItems.unitPriceCents} * ${orderItems.quantity} - ${orderItems.discountCents})::numeric
          * (${orders.totalCents} - ${orders.refundedCents}) / ${orders.totalCents})), 0)::bigint`,
    })
    .from(orderItems)
    .innerJoin(fulfilments, eq(fulfilments.id, orderItems.fulfilmentId))
    .innerJoin(orders, eq(orders.id, fulfilments.orderId))
    .where(and(inWindow, sql`${orders.totalCents} > 0`))
    .groupBy(fulfilments.sellerId);
  const figures = new Map<string, SellerFigures>();
  for (const row of parcels) {
    if (!row.sellerId) continue;
    figures.set(row.sellerId, {
      paidOrders: row.paidOrders,
      parcelsShipped: row.parcelsShipped,
      parcelsOnTime: row.parcelsOnTime,
      parcelsLate: row.parcelsLate,
      goodsCents: 0,
    });
  }
  for (const row of goods) {
    const found = row.sellerId ? figures.get(row.sellerId) : undefined;
    if (found) found.goodsCents = Number(row.goodsCents);
  }
  return figures;
}
