import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { products } from '~/db/schema/catalog';
import { fulfilments, orderItems, orders } from '~/db/schema/orders';
import { wholeColumn } from '~/db/whole-column';
import { publishEvent } from '~/features/jobs/events.server';
import type { Actor } from '~/utils/actor';
import { fulfilmentShipped } from './events';
import { SHIPPED_CATEGORIES } from './fulfilment-rules';

/*
 * An order's parcels, one per seller (issue 39, decision 0095): opened when the order is paid,
 * read by the buyer's and the admin's order pages and by each vendor's dashboard. Shipping one is
 * ./ship-fulfilment.server.ts.
 */

const shippedLine = and(eq(orderItems.isReliefProduct, false), inArray(products.category, [...SHIPPED_CATEGORIES]));

/**
 * Opens a paid order's parcels: one per seller of its shipped lines, each line tied to its parcel.
 * Runs in the transaction that marks the order paid (markPaid), so a paid order always has them.
 * Safe to run again: the unique (order, seller) index keeps one set, and only untied lines are tied.
 */
export async function openFulfilments(tx: Executor, orderId: string): Promise<void> {
  const sellers = await tx
    .selectDistinct({ sellerId: products.vendorId })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), shippedLine));
  if (sellers.length === 0) return;
  await tx
    .insert(fulfilments)
    .values(sellers.map(({ sellerId }) => ({ orderId, sellerId })))
    .onConflictDoNothing();
  await tx.execute(sql`
    update ${orderItems} set fulfilment_id = f.id
    from ${products} p, ${fulfilments} f
    where ${orderItems.orderId} = ${orderId} and ${orderItems.fulfilmentId} is null
      and p.id = ${orderItems.productId} and not ${orderItems.isReliefProduct}
      and p.category in (${sql.join(
        SHIPPED_CATEGORIES.map((category) => sql`${category}`),
        sql`, `,
      )})
      and f.order_id = ${orderItems.orderId} and f.seller_id is not distinct from p.vendor_id`);
}

/** An order's parcels, the shop's first, each with its lines: for the order's buyer and the admin. */
export async function findOrderFulfilments(orderId: string) {
  const rows = await getDb()
    .select({
      id: fulfilments.id,
      sellerId: fulfilments.sellerId,
      status: fulfilments.status,
      carrier: fulfilments.carrier,
      trackingNumber: fulfilments.trackingNumber,
      shippedAt: fulfilments.shippedAt,
      items: sql<{ name: string; quantity: number }[]>`(
        select coalesce(json_agg(json_build_object('name', ${orderItems.name}, 'quantity', ${orderItems.quantity}) order by ${orderItems.name}), '[]'::json)
        from ${orderItems} where ${orderItems.fulfilmentId} = ${wholeColumn(fulfilments.id)}
      )`,
    })
    .from(fulfilments)
    .where(eq(fulfilments.orderId, orderId))
    .orderBy(sql`${fulfilments.sellerId} is not null`, asc(fulfilments.createdAt), asc(fulfilments.id));
  return rows;
}

export type OrderFulfilment = Awaited<ReturnType<typeof findOrderFulfilments>>[number];

/**
 * An order's parcels as its buyer and the admin read them: each with who sends it (`isShop`, or
 * the vendor's store name, null once the store is gone), its items, status and tracking. Store
 * names are the vendors' to give: the route passes their lookup (orders does not build on vendors).
 */
export async function findOrderShipments(
  orderId: string,
  { storeNames }: { storeNames: (vendorIds: string[]) => Promise<Map<string, string>> },
) {
  const parcels = await findOrderFulfilments(orderId);
  const names = await storeNames(parcels.flatMap((parcel) => (parcel.sellerId ? [parcel.sellerId] : [])));
  return parcels.map(({ sellerId, shippedAt, ...parcel }) => ({
    ...parcel,
    isShop: sellerId === null,
    storeName: sellerId ? (names.get(sellerId) ?? null) : null,
    shippedAt: shippedAt?.toISOString() ?? null,
  }));
}

/** How many of a vendor's parcels their parcels page lists at a time, waiting ones first. */
export const SELLER_FULFILMENTS_LIMIT = 20;

/** One seller's parcels of paid orders in one state, in its index's order: what to send and where. */
const sellerParcels = (sellerId: string, status: 'awaiting' | 'shipped') =>
  getDb()
    .select({
      id: fulfilments.id,
      orderNumber: orders.number,
      status: fulfilments.status,
      carrier: fulfilments.carrier,
      trackingNumber: fulfilments.trackingNumber,
      shippedAt: fulfilments.shippedAt,
      paidAt: orders.paidAt,
      shippingAddress: orders.shippingAddress,
      items: sql<{ name: string; quantity: number }[]>`(
        select coalesce(json_agg(json_build_object('name', ${orderItems.name}, 'quantity', ${orderItems.quantity}) order by ${orderItems.name}), '[]'::json)
        from ${orderItems} where ${orderItems.fulfilmentId} = ${wholeColumn(fulfilments.id)}
      )`,
    })
    .from(fulfilments)
    .innerJoin(orders, eq(orders.id, fulfilments.orderId))
    .where(
      and(
        eq(fulfilments.sellerId, sellerId),
        eq(fulfilments.status, status),
        inArray(orders.status, ['paid', 'shipped', 'delivered']),
      ),
    )
    .orderBy(status === 'awaiting' ? asc(fulfilments.createdAt) : desc(fulfilments.shippedAt));

/**
 * The acting vendor's own parcels of paid orders (never another seller's): what to send and where.
 * The buyer's name and address only, as the label needs them; not their email or other lines.
 * Waiting parcels first, oldest first (ship in order), then the latest shipped ones; `limit` from
 * `offset` in that order (the parcels page's pages). Each part is read in its index's order
 * (`fulfilments_seller_status_idx`, `fulfilments_seller_shipped_idx`), so a vendor with 10,000
 * shipped parcels costs a page of rows, not a sort of all of them.
 */
export async function listSellerFulfilments({
  actor,
  offset = 0,
  limit = SELLER_FULFILMENTS_LIMIT,
}: {
  actor: Actor;
  offset?: number;
  limit?: number;
}) {
  const waiting = await sellerParcels(actor.id, 'awaiting').limit(offset + limit);
  const shippedFrom = Math.max(0, offset - waiting.length);
  const shippedCount = offset + limit - Math.max(offset, waiting.length);
  const shipped = shippedCount > 0 ? await sellerParcels(actor.id, 'shipped').offset(shippedFrom).limit(shippedCount) : [];
  return [...waiting.slice(offset), ...shipped];
}

/** The acting vendor's oldest parcels still to send (their dashboard's "next to ship"), at most `limit`. */
export async function listWaitingParcels({ actor, limit }: { actor: Actor; limit: number }) {
  return sellerParcels(actor.id, 'awaiting').limit(limit);
}

export type SellerFulfilment = Awaited<ReturnType<typeof listSellerFulfilments>>[number];

/**
 * Marks every waiting parcel of an order shipped with one tracking number (the admin's whole-order
 * form), each announcing `fulfilment.shipped` as a parcel shipped on its own does.
 */
export async function shipRemainingFulfilments(
  tx: Executor,
  input: { orderId: string; trackingNumber: string; actorId: string },
) {
  const shipped = await tx
    .update(fulfilments)
    .set({ status: 'shipped', trackingNumber: input.trackingNumber, shippedAt: sql`now()`, shippedBy: input.actorId })
    .where(and(eq(fulfilments.orderId, input.orderId), eq(fulfilments.status, 'awaiting')))
    .returning({ id: fulfilments.id });
  for (const { id } of shipped) await publishEvent(tx, fulfilmentShipped, { orderId: input.orderId, fulfilmentId: id });
}

/** How many parcels an order has (fixed once it is paid): whether its buyer is emailed per parcel. */
export async function countOrderFulfilments(orderId: string): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(fulfilments).where(eq(fulfilments.orderId, orderId));
  return row?.n ?? 0;
}

/**
 * What the buyer's email for one shipped parcel says (decision 0095, issue 39): to whom, the
 * parcel's seller, items, carrier and tracking number, and the order's other parcels that had not
 * shipped when this one did (still to come), each with its seller and number of items. Computed
 * from the shipping times, so a retried job says what the first try said. Null when the parcel is
 * gone, not shipped, or its buyer deleted their account (nobody to write to).
 */
export async function findParcelEmailFacts(fulfilmentId: string) {
  const db = getDb();
  const [parcel] = await db
    .select({
      id: fulfilments.id,
      orderId: fulfilments.orderId,
      sellerId: fulfilments.sellerId,
      status: fulfilments.status,
      carrier: fulfilments.carrier,
      trackingNumber: fulfilments.trackingNumber,
      shippedAt: fulfilments.shippedAt,
      orderNumber: orders.number,
      email: orders.email,
      locale: orders.locale,
      userId: orders.userId,
      firstName: users.firstName,
      name: users.name,
    })
    .from(fulfilments)
    .innerJoin(orders, eq(orders.id, fulfilments.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(fulfilments.id, fulfilmentId));
  if (parcel?.status !== 'shipped' || !parcel.shippedAt || !parcel.userId) return null;
  const all = await findOrderFulfilments(parcel.orderId);
  const shippedAt = parcel.shippedAt.getTime();
  const items = all.find((other) => other.id === parcel.id)?.items ?? [];
  const stillToCome = all
    .filter((other) => other.id !== parcel.id && (other.shippedAt === null || other.shippedAt.getTime() > shippedAt))
    .map((other) => ({ sellerId: other.sellerId, itemCount: other.items.reduce((sum, item) => sum + item.quantity, 0) }));
  return { ...parcel, userId: parcel.userId, items, stillToCome };
}

/** Whether an order has a parcel still waiting (unshipped). */
export async function hasWaitingFulfilment(tx: Executor, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: fulfilments.id })
    .from(fulfilments)
    .where(and(eq(fulfilments.orderId, orderId), eq(fulfilments.status, 'awaiting')))
    .limit(1);
  return row !== undefined;
}
