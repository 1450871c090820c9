import type { Executor } from '~/db/client.server';
import { stockMovements } from '~/db/schema/inventory';
import { changeStockWithin } from '~/features/catalog/stock.server';
import type { MovementKind } from './movements.server';
import { PRODUCT_LIMITS } from './product-form';

/**
 * A marketplace vendor sets the stock of their own product (issue 39, decision 0093): it is
 * changed at once, not reviewed, as any store lets a seller correct what they have, and logged in
 * the inventory's audit trail with the vendor as its actor, beside the admins' adjustments.
 *
 * Takes no actor check of its own (convention 16): it runs inside the vendors' operation and its
 * transaction (`tx`), which has locked the product's row and refused anyone but its vendor. The
 * change is relative and conditional, so an order taking units at the same moment is counted.
 */
export async function setSellerStock(
  tx: Executor,
  { productId, change, actorId }: { productId: string; change: number; actorId: string },
): Promise<{ stockQuantity: number } | null> {
  const updated = await changeStockWithin(tx, { productId, change, max: PRODUCT_LIMITS.stockMax });
  if (!updated) return null;
  await tx.insert(stockMovements).values({
    productId,
    change,
    quantityAfter: updated.stockQuantity,
    kind: 'seller' satisfies MovementKind,
    reason: '',
    actorId,
  });
  return { stockQuantity: updated.stockQuantity };
}
