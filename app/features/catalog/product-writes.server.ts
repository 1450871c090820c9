import { eq, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { products } from '~/db/schema/catalog';

/*
 * The catalogue's writes of products' own fields, for the inventory (the admin's product forms,
 * photos and CSV import; decision 0066): the inventory decides what is allowed and keeps the
 * audit trail, the catalogue writes its table. Stock goes through stock.server.ts, except a new
 * product's opening level. A write that makes a sold-out product buyable again is announced by
 * the table's trigger (decision 0040), whoever calls.
 *
 * These take no actor (convention 16): they run inside the inventory's operation and its
 * transaction (`tx`), which has already refused anyone but an admin. They are the catalogue's
 * half of that operation, not operations of their own, and no route calls them.
 */

export type NewProduct = typeof products.$inferInsert;

/** The fields an edit may change: not the id, the dates (kept here) or the generated search vector. */
export type ProductChanges = Partial<Omit<NewProduct, 'id' | 'createdAt' | 'updatedAt'>>;

/** Adds products in one statement, with their opening stock; their ids and stock, in the order given. */
export function insertProducts(executor: Executor, rows: NewProduct[]) {
  return executor.insert(products).values(rows).returning({ id: products.id, stockQuantity: products.stockQuantity });
}

/** Writes the given fields and the time of the change; false when there is no such product. */
export async function changeProduct(executor: Executor, productId: string, changes: ProductChanges): Promise<boolean> {
  const changed = await executor
    .update(products)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  return changed.length > 0;
}
