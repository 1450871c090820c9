import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orderItems, orders } from '~/db/schema/orders';

/** What one product sold: in how many paid orders, for how much before tax, and how much of that was refunded. */
export type ProductSales = { productId: string; orderCount: number; grossCents: number; refundedCents: number };

/**
 * The sales of these products in every order that was ever paid (refunded ones too, with their
 * refunds). A refund is made on a whole order; a line's part of it is the same fraction of the
 * line as the refund is of the order's total, so a full refund takes all of it back and tax and
 * shipping refunded with it are never counted against the product.
 */
export async function findProductSales(productIds: readonly string[]): Promise<Map<string, ProductSales>> {
  if (productIds.length === 0) return new Map();
  const line = sql`${orderItems.unitPriceCents} * ${orderItems.quantity}`;
  const rows = await getDb()
    .select({
      productId: orderItems.productId,
      orderCount: sql<number>`count(distinct ${orders.id})::int`,
      grossCents: sql<number>`coalesce(sum(${line}), 0)::int`,
      refundedCents: sql<number>`coalesce(sum(round(${line}::numeric * ${orders.refundedCents} / nullif(${orders.totalCents}, 0))), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
    .where(and(inArray(orderItems.productId, [...productIds]), isNotNull(orders.paidAt)))
    .groupBy(orderItems.productId);
  return new Map(rows.map((row) => [row.productId, row]));
}
