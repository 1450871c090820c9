import { type AnyColumn, and, asc, count, desc, eq, ilike, lte, ne, or, type SQL } from 'drizzle-orm';
import type { SortState } from '~/components/ui/data-table-params';
import { getDb } from '~/db/client.server';
import { containsPattern } from '~/db/like-pattern';
import { products } from '~/db/schema/catalog';
import { isUuid } from '~/utils/ids';
import {
  defaultInventorySort,
  INVENTORY_PAGE_SIZE,
  type InventoryQuery,
  type InventorySortKey,
  LOW_STOCK_THRESHOLD,
} from './inventory-query';

/**
 * The admin inventory's reads (issue 4, /inventory): stock levels, the low-stock list and one
 * product for its edit form. The products are the catalogue's (decision 0066); the inventory
 * reads them to decide what may change.
 */

/** Tracked, not archived, and at or under the threshold: what needs restocking soon. */
function lowStockFilter(threshold: number): SQL {
  return and(eq(products.trackInventory, true), ne(products.status, 'archived'), lte(products.stockQuantity, threshold)) as SQL;
}

const listColumns = {
  id: products.id,
  handle: products.handle,
  name: products.name,
  category: products.category,
  status: products.status,
  priceCents: products.priceCents,
  trackInventory: products.trackInventory,
  stockQuantity: products.stockQuantity,
  updatedAt: products.updatedAt,
};

const INVENTORY_SORT_COLUMNS = {
  product: products.name,
  category: products.category,
  status: products.status,
  price: products.priceCents,
  stock: products.stockQuantity,
} satisfies Record<InventorySortKey, AnyColumn>;

export type InventoryFilters = Pick<InventoryQuery, 'q' | 'category' | 'status' | 'lowStock'>;

/** The list's filters as SQL: the page and its CSV export select the same products. */
export function inventoryWhere(query: Partial<InventoryFilters>): SQL | undefined {
  const filters: SQL[] = [];
  if (query.q)
    filters.push(or(ilike(products.name, containsPattern(query.q)), ilike(products.handle, containsPattern(query.q))) as SQL);
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.status) filters.push(eq(products.status, query.status));
  if (query.lowStock) filters.push(lowStockFilter(LOW_STOCK_THRESHOLD));
  return filters.length ? and(...filters) : undefined;
}

/** The order asked for, then by name and handle, so that ties keep their place from page to page. */
export function inventoryOrder(sort: SortState<InventorySortKey>): SQL[] {
  // The key was checked against the allow-list; the lookup is a second guard, never SQL text.
  const column = INVENTORY_SORT_COLUMNS[sort.key] ?? products.name;
  return [(sort.dir === 'asc' ? asc : desc)(column), asc(products.name), asc(products.handle)];
}

/** A page of every product (any status), searched by name or handle, filtered and sorted. */
export async function listInventory(
  query: Pick<InventoryQuery, 'q' | 'category' | 'status' | 'lowStock' | 'page'> & { sort?: SortState<InventorySortKey> },
) {
  const where = inventoryWhere(query);
  const order = inventoryOrder(query.sort ?? defaultInventorySort(query.lowStock));
  const db = getDb();
  const [rows, [totals]] = await Promise.all([
    db
      .select(listColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(INVENTORY_PAGE_SIZE)
      .offset((query.page - 1) * INVENTORY_PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: rows, total: totals?.total ?? 0 };
}

export type InventoryRow = Awaited<ReturnType<typeof listInventory>>['products'][number];

/** Tracked, unarchived products with `threshold` units or fewer, emptiest first. */
export function lowStockProducts(threshold = LOW_STOCK_THRESHOLD) {
  return getDb()
    .select({ id: products.id, handle: products.handle, name: products.name, stockQuantity: products.stockQuantity })
    .from(products)
    .where(lowStockFilter(threshold))
    .orderBy(asc(products.stockQuantity), asc(products.name))
    .limit(50);
}

/** One product with every field the edit form shows; null when there is none by that id. */
export async function findProductForEdit({ productId }: { productId: string }) {
  if (!isUuid(productId)) return null;
  const [row] = await getDb()
    .select({
      id: products.id,
      handle: products.handle,
      name: products.name,
      summary: products.summary,
      descriptionMd: products.descriptionMd,
      priceCents: products.priceCents,
      images: products.images,
      category: products.category,
      tags: products.tags,
      isReliefProduct: products.isReliefProduct,
      trackInventory: products.trackInventory,
      stockQuantity: products.stockQuantity,
      status: products.status,
      isFeatured: products.isFeatured,
      priceId: products.priceId,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

export type ProductForEdit = NonNullable<Awaited<ReturnType<typeof findProductForEdit>>>;
