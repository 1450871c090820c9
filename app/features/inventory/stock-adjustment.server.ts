import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { products } from '~/db/schema/catalog';
import { stockMovements } from '~/db/schema/inventory';
import { changeStockWithin } from '~/features/catalog/stock.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { cleanReason, isValidChange } from './adjustment';
import { type InventoryCode, inventoryFailure } from './failures';
import type { MovementKind } from './movements.server';
import { PRODUCT_LIMITS } from './product-form';

/** An adjustment made: the admin's message with the product and its new level. */
export type StockAdjusted = { message: string; messageVars: Record<string, string | number>; quantityAfter: number };

/**
 * An admin adds `change` units (negative: takes them away) with a reason, and it is logged, in
 * one transaction (convention 16: admins only, whichever route calls it; the admin is the audit
 * trail's actor). The update only happens if the result stays between 0 and 1,000,000, as a
 * conditional update (`… where stock_quantity + change >= 0`, as order placement's are), so an
 * adjustment racing a checkout can never take the stock below zero, and the table's CHECK refuses
 * it even if a bug tried. The stock is the catalogue's (decision 0066): written through
 * catalog/stock.server.ts.
 */
export async function adjustStock(input: {
  actor: Actor;
  productId: string;
  change: number;
  reason: string;
}): Promise<Result<StockAdjusted, InventoryCode>> {
  requireAdmin(input.actor);
  if (!isValidChange(input.change)) return inventoryFailure('change');
  const reason = cleanReason(input.reason);
  if (reason === null) return inventoryFailure('reason');
  if (!isUuid(input.productId)) return inventoryFailure('not-found');
  return getDb().transaction(async (tx) => {
    const updated = await changeStockWithin(tx, {
      productId: input.productId,
      change: input.change,
      max: PRODUCT_LIMITS.stockMax,
    });
    if (!updated) {
      const [current] = await tx.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, input.productId));
      if (!current) return inventoryFailure('not-found');
      return current.stock + input.change < 0 ? inventoryFailure('below-zero') : inventoryFailure('above-max');
    }
    await tx.insert(stockMovements).values({
      productId: input.productId,
      change: input.change,
      quantityAfter: updated.stockQuantity,
      kind: 'adjustment' satisfies MovementKind,
      reason,
      actorId: input.actor.id,
    });
    return {
      ok: true as const,
      message: 'inventory.adjusted',
      messageVars: { name: updated.name, stock: updated.stockQuantity },
      quantityAfter: updated.stockQuantity,
    };
  });
}
