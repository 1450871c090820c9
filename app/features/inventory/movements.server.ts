import { desc, eq } from 'drizzle-orm';
import { CSV_EXPORT_MAX_ROWS } from '~/components/ui/data-table-csv';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { products } from '~/db/schema/catalog';
import { stockMovements } from '~/db/schema/inventory';

/**
 * The audit trail (`stock_movements`): every change of a product's stock made by a person (who,
 * when, why, by how much, and the level after), written by the change itself in its own
 * transaction, so the trail and the stock never disagree. Orders' own reservations are recorded
 * with the orders (order_items, order_events) and are not repeated here.
 */

/** Movement kinds, as stored in stock_movements.kind (translated under inventory.kinds). */
export type MovementKind = 'adjustment' | 'import' | 'created' | 'seller';

/** The audit trail, newest first: every product's, or one product's; with who made each change. */
function selectMovements(productId: string | undefined) {
  return getDb()
    .select({
      id: stockMovements.id,
      productId: stockMovements.productId,
      productName: products.name,
      productHandle: products.handle,
      change: stockMovements.change,
      quantityAfter: stockMovements.quantityAfter,
      kind: stockMovements.kind,
      reason: stockMovements.reason,
      createdAt: stockMovements.createdAt,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .where(productId ? eq(stockMovements.productId, productId) : undefined)
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id));
}

/** The latest changes of the audit trail (the inventory page's and a product page's). */
export function recentMovements({ productId, limit = 20 }: { productId?: string; limit?: number }) {
  return selectMovements(productId).limit(Math.max(1, Math.min(200, limit)));
}

/** The same trail for the CSV export: every change (of one product, when given), up to the export's ceiling. */
export function exportMovements({ productId }: { productId?: string }) {
  return selectMovements(productId).limit(CSV_EXPORT_MAX_ROWS);
}

export type MovementRow = Awaited<ReturnType<typeof recentMovements>>[number];
