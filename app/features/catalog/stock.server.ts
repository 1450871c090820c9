import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { products } from '~/db/schema/catalog';

/**
 * A product's stock (issue 4, "inventory that never oversells"): `products.stock_quantity` is what
 * can still be sold, and the catalogue owns it whoever changes it (decision 0066): orders take and
 * give back units, the inventory adjusts and imports them. Every take is a conditional update
 * (`… where stock_quantity >= n`), so two buyers can never take the same last unit, and the CHECK
 * constraint keeps the column from going below zero even if a bug tried.
 *
 * These take no actor (convention 16): each runs inside the operation of the domain that decided
 * the change, in its transaction or statement (an order placed by its buyer, an admin's
 * adjustment, the platform's expiry or refund), which checked who acts. No route calls them.
 */

/** Takes `quantity` units of a tracked product if they are there; false (and nothing changed) if not. */
export async function takeStock(executor: Executor, productId: string, quantity: number): Promise<boolean> {
  const taken = await executor
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), eq(products.trackInventory, true), gte(products.stockQuantity, quantity)))
    .returning({ id: products.id });
  return taken.length === 1;
}

/** Puts units back (an unpaid order released, a refund restocked). */
export async function returnStock(executor: Executor, productId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await executor
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

/**
 * Adds `change` units (negative: takes them away) only if the level stays between 0 and `max`, so
 * it is safe against a checkout taking the same units at the same moment. The new level and the
 * product's name; null when the level would leave that range or there is no such product.
 */
export async function changeStockWithin(
  executor: Executor,
  { productId, change, max }: { productId: string; change: number; max: number },
): Promise<{ stockQuantity: number; name: string } | null> {
  const after = sql`${products.stockQuantity} + ${change}`;
  const [updated] = await executor
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${change}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), gte(after, 0), lte(after, max)))
    .returning({ stockQuantity: products.stockQuantity, name: products.name });
  return updated ?? null;
}

/**
 * Order placement's stock, as part of its one statement (decision 0029: no round trip while the
 * rows are locked). The caller's statement defines a CTE `line` with `product_id uuid` and
 * `reserved_quantity integer` (0: an untracked line) before this fragment, and reads `taken(id)`,
 * the products whose units were taken, after it; a tracked line missing from `taken` was short.
 */
export const takeStockForLines = sql`-- Locks the tracked products in id order, so two orders sharing products never wait on each other.
    locked as (
      select id from ${products} where id in (select product_id from line where reserved_quantity > 0)
      order by id for update
    ),
    -- Takes each line's units if they are there; a concurrent order's update is waited for and the
    -- condition checked again on the row it left.
    taken as (
      update ${products} set stock_quantity = ${products}.stock_quantity - line.reserved_quantity, updated_at = now()
      from line
      where ${products}.id = line.product_id and ${products}.id in (select id from locked)
        and line.reserved_quantity > 0 and ${products}.track_inventory and ${products}.stock_quantity >= line.reserved_quantity
      returning ${products}.id
    )`;
