import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { orderItems, orders } from '~/db/schema/orders';

/**
 * An order whose goods the buyer has: paid, and later shipped or delivered. Pending, cancelled
 * and fully refunded orders do not count.
 */
export const PURCHASED_STATUSES = ['paid', 'shipped', 'delivered'] as const;

/** A line of one of this person's purchased orders for this product. */
const purchasedLine = ({ userId, productId }: { userId: string; productId: string }) =>
  and(eq(orders.userId, userId), eq(orderItems.productId, productId), inArray(orders.status, [...PURCHASED_STATUSES]));

/** Whether this person bought this product, as an SQL condition other reads can include. */
export function boughtProductSql(purchase: { userId: string; productId: string }): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${orderItems} inner join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${purchasedLine(purchase)})`;
}

/** Whether this person bought this product (a line of one of their purchased orders). */
export async function hasBoughtProduct(executor: Executor, purchase: { userId: string; productId: string }): Promise<boolean> {
  const [row] = await executor
    .select({ found: sql<number>`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(purchasedLine(purchase))
    .limit(1);
  return row !== undefined;
}
