import { desc, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { products } from '~/db/schema/catalog';

/*
 * A marketplace vendor's products (issue 39): the catalogue owns them, whoever sells them, and
 * names their vendor in products.vendor_id (the vendor's user id). The vendor's dashboard reads
 * them here; their drafts and reviews will be written here too.
 */

/** A vendor's products, listed or not, newest change first (at most `limit`). */
export function listVendorProducts({ vendorId, limit = 200 }: { vendorId: string; limit?: number }) {
  return getDb()
    .select({
      id: products.id,
      handle: products.handle,
      name: products.name,
      priceCents: products.priceCents,
      currency: products.currency,
      status: products.status,
      trackInventory: products.trackInventory,
      stockQuantity: products.stockQuantity,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.vendorId, vendorId))
    .orderBy(desc(products.updatedAt))
    .limit(limit);
}

export type VendorProduct = Awaited<ReturnType<typeof listVendorProducts>>[number];
