import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { products } from '~/db/schema/catalog';
import { orderItems } from '~/db/schema/orders';

/**
 * Stock for orders (issue 4, "inventory that never oversells"). `products.stock_quantity` is
 * what can still be sold: every take is a conditional update (`… where stock_quantity >= n`), so
 * two buyers can never take the same last unit, and the CHECK constraint keeps the column from
 * going below zero even if a bug tried. Placing an order takes its units inside the placement
 * statement itself (`insertOrder` in checkout.server.ts); the functions here serve the rest.
 */

/** Takes `quantity` units if they are there; false (and nothing changed) if not. */
export async function takeStock(executor: Executor, productId: string, quantity: number): Promise<boolean> {
  const taken = await executor
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), eq(products.trackInventory, true), gte(products.stockQuantity, quantity)))
    .returning({ id: products.id });
  return taken.length === 1;
}

export async function returnStock(executor: Executor, productId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await executor
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

/** Gives back everything an unpaid order reserved (it is being cancelled or has expired). */
export async function releaseOrderStock(executor: Executor, orderId: string): Promise<void> {
  const lines = await executor
    .select({ productId: orderItems.productId, reserved: orderItems.reservedQuantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), gt(orderItems.reservedQuantity, 0)));
  for (const line of lines) await returnStock(executor, line.productId, line.reserved);
  await executor.update(orderItems).set({ reservedQuantity: 0 }).where(eq(orderItems.orderId, orderId));
}

/**
 * Takes an order's stock again (money arrived after the order expired). All lines or none: the
 * caller runs this in a transaction and rolls back when it returns false.
 */
export async function retakeOrderStock(executor: Executor, orderId: string): Promise<boolean> {
  const lines = await executor
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, tracked: products.trackInventory })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));
  for (const line of lines) {
    if (!line.tracked) continue;
    if (!(await takeStock(executor, line.productId, line.quantity))) return false;
    await executor
      .update(orderItems)
      .set({ reservedQuantity: line.quantity })
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, line.productId)));
  }
  return true;
}
