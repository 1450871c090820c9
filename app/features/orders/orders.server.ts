import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orderEvents, orderItems, orders, refunds } from '~/db/schema/orders';
import { wholeColumn } from '~/db/whole-column';
import { isUuid } from '~/utils/ids';
import type { OrderStatus } from './order-state';

export const ORDERS_PAGE_SIZE = 20;

/** The person's orders, newest first, with what each one holds. */
export async function listOrders(userId: string, page = 1) {
  const db = getDb();
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      reliefCents: orders.reliefCents,
      refundedCents: orders.refundedCents,
      createdAt: orders.createdAt,
      items: sql<{ name: string; quantity: number }[]>`(
        select coalesce(json_agg(json_build_object('name', ${orderItems.name}, 'quantity', ${orderItems.quantity}) order by ${orderItems.name}), '[]'::json)
        from ${orderItems} where ${orderItems.orderId} = ${wholeColumn(orders.id)}
      )`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId));
  return { orders: rows, total: count?.total ?? 0 };
}

/**
 * One order with its lines, timeline and refunds: for its owner, or for an admin (ownerId
 * null). Someone else's order is "not found", so ids cannot be probed.
 */
export async function findOrder(orderId: string, ownerId: string | null) {
  if (!isUuid(orderId)) return null;
  const db = getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(ownerId ? and(eq(orders.id, orderId), eq(orders.userId, ownerId)) : eq(orders.id, orderId));
  if (!order) return null;
  const [items, events, refundRows] = await Promise.all([
    db
      .select({
        productId: orderItems.productId,
        name: orderItems.name,
        handle: orderItems.handle,
        unitPriceCents: orderItems.unitPriceCents,
        quantity: orderItems.quantity,
        isReliefProduct: orderItems.isReliefProduct,
        restockedQuantity: orderItems.restockedQuantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.name)),
    db
      .select({ id: orderEvents.id, type: orderEvents.type, detail: orderEvents.detail, createdAt: orderEvents.createdAt })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt)),
    db
      .select({
        id: refunds.id,
        amountCents: refunds.amountCents,
        reason: refunds.reason,
        restock: refunds.restock,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt)),
  ]);
  const { idempotencyKey: _key, providerSessionId: _session, providerPaymentId: _payment, ...visible } = order;
  return {
    ...visible,
    status: order.status as OrderStatus,
    // The payment link is offered only while the order can still be paid.
    paymentUrl: order.status === 'pending_payment' && order.paymentExpiresAt.getTime() > Date.now() ? order.paymentUrl : null,
    items,
    // The order's creation is its first timeline entry.
    events: [{ id: `placed-${order.id}`, type: 'placed', detail: {}, createdAt: order.createdAt }, ...events],
    refunds: refundRows,
  };
}

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** Why an order was cancelled, from its timeline (payment declined, expired, cancelled at payment). */
export function cancellationReason(order: Pick<OrderDetail, 'events'>): string | null {
  const cancelled = [...order.events].reverse().find((event) => event.type === 'cancelled');
  const reason = cancelled?.detail.reason;
  return typeof reason === 'string' ? reason : null;
}

/** Who bought what in an order (for the cart to drop what was bought); null if it is gone. */
export async function orderedProducts(orderId: string): Promise<{ userId: string | null; productIds: string[] } | null> {
  const db = getDb();
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return { userId: order.userId, productIds: items.map((item) => item.productId) };
}

/** A refund with its order's number: what the relief ledger records for its reversal. */
export async function findRefundForLedger(refundId: string) {
  const [row] = await getDb()
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      reliefReversalCents: refunds.reliefReversalCents,
      orderNumber: orders.number,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId));
  return row ?? null;
}
