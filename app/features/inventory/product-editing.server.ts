import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { products } from '~/db/schema/catalog';
import { stockMovements } from '~/db/schema/inventory';
import { changeProduct, insertProducts } from '~/features/catalog/product-writes.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { type InventoryCode, inventoryFailure } from './failures';
import type { MovementKind } from './movements.server';
import { PRODUCT_LIMITS, type ProductInput } from './product-form';

/*
 * An admin creates and edits products (/inventory/new, /inventory/:productId), admins only
 * (convention 16). The form was checked by product-form.ts first; these decide what the catalogue
 * (which owns products, decision 0066) is asked to write, through catalog/product-writes.server.ts.
 */

export type ProductSaved = Result<{ productId: string }, InventoryCode>;

/** A new product; its opening stock (if any) is the first line of its audit trail, by the admin. */
export async function createProduct(input: { actor: Actor; product: ProductInput; openingStock: number }): Promise<ProductSaved> {
  requireAdmin(input.actor);
  if (!Number.isSafeInteger(input.openingStock) || input.openingStock < 0 || input.openingStock > PRODUCT_LIMITS.stockMax)
    return inventoryFailure('opening-stock');
  try {
    return await getDb().transaction(async (tx) => {
      const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.handle, input.product.handle));
      if (taken) return inventoryFailure('handle-taken');
      const [created] = await insertProducts(tx, [{ ...input.product, stockQuantity: input.openingStock }]);
      if (!created) throw new Error('product insert returned nothing');
      if (input.openingStock > 0)
        await tx.insert(stockMovements).values({
          productId: created.id,
          change: input.openingStock,
          quantityAfter: input.openingStock,
          kind: 'created' satisfies MovementKind,
          reason: '',
          actorId: input.actor.id,
        });
      return { ok: true as const, productId: created.id };
    });
  } catch (error) {
    // Another admin took the handle between our check and the insert.
    if (isUniqueViolation(error)) return inventoryFailure('handle-taken');
    throw error;
  }
}

/**
 * Saves the edit form. Stock is deliberately not part of it: an existing product's stock
 * changes only through an adjustment or an import, each with its line in the audit trail. Nor
 * are its pictures: the page's Photos section changes them (product-photos.server.ts), so a
 * save from a form opened before an upload never drops the new photo.
 */
export async function updateProduct(input: { actor: Actor; productId: string; product: ProductInput }): Promise<ProductSaved> {
  requireAdmin(input.actor);
  if (!isUuid(input.productId)) return inventoryFailure('not-found');
  const { images: _images, ...fields } = input.product;
  try {
    return await getDb().transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.handle, input.product.handle), ne(products.id, input.productId)));
      if (taken) return inventoryFailure('handle-taken');
      if (!(await changeProduct(tx, input.productId, fields))) return inventoryFailure('not-found');
      return { ok: true as const, productId: input.productId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return inventoryFailure('handle-taken');
    throw error;
  }
}
