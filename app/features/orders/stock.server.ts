import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { products } from '~/db/schema/catalog';
import { orderItems } from '~/db/schema/orders';
import { returnStock, takeStock } from '~/features/catalog/stock.server';

/**
 * An order's stock (issue 4, "inventory that never oversells"). The units are the catalogue's
 * (catalog/stock.server.ts takes and returns them, with a conditional update that never lets two
 * buyers take the same last unit); what an order holds of them is its lines' `reserved_quantity`.
 * Placing an order takes its units inside the placement statement itself (`insertOrder` in
 * checkout.server.ts); the functions here serve the rest.
 */

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
