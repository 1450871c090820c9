import { eq } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { products } from '~/db/schema/catalog';
import { stockMovements } from '~/db/schema/inventory';
import { returnStock } from '~/features/catalog/stock.server';

/**
 * Puts refunded units back in stock and keeps the change in the inventory audit trail, like any
 * other stock change made by a person, in the caller's transaction (orders' refund). `actorId`
 * is the administrator, or null when the store refunds by its own rule.
 */
export async function restockRefunded(
  tx: Executor,
  input: { productId: string; quantity: number; reason: string; actorId: string | null },
): Promise<void> {
  await returnStock(tx, input.productId, input.quantity);
  const [after] = await tx.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, input.productId));
  await tx.insert(stockMovements).values({
    productId: input.productId,
    change: input.quantity,
    quantityAfter: after?.stock ?? 0,
    kind: 'refund',
    reason: input.reason.slice(0, 200),
    actorId: input.actorId,
  });
}
