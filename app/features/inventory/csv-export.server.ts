import { asc } from 'drizzle-orm';
import { CSV_EXPORT_MAX_ROWS, toCsv } from '~/components/ui/data-table-csv';
import type { SortState } from '~/components/ui/data-table-params';
import { getDb } from '~/db/client.server';
import { products } from '~/db/schema/catalog';
import { type InventoryFilters, inventoryOrder, inventoryWhere } from './inventory-list.server';
import type { InventorySortKey } from './inventory-query';
import { CSV_COLUMNS, priceText } from './product-form';

/** The product fields the CSV carries, read by the export and by the import's comparison. */
export const csvProductColumns = {
  handle: products.handle,
  name: products.name,
  category: products.category,
  priceCents: products.priceCents,
  status: products.status,
  trackInventory: products.trackInventory,
  stockQuantity: products.stockQuantity,
  isReliefProduct: products.isReliefProduct,
  tags: products.tags,
  summary: products.summary,
};

/**
 * Products in the import's own columns, to edit in a spreadsheet and import back: every product by
 * handle, or (from the list's "Export CSV") those the list's filters select, in its order.
 */
export async function exportCsv(query: Partial<InventoryFilters> & { sort?: SortState<InventorySortKey> } = {}): Promise<string> {
  const rows = await getDb()
    .select(csvProductColumns)
    .from(products)
    .where(inventoryWhere(query))
    .orderBy(...(query.sort ? inventoryOrder(query.sort) : [asc(products.handle)]))
    .limit(CSV_EXPORT_MAX_ROWS);
  return toCsv(
    [
      CSV_COLUMNS,
      ...rows.map((row) => [
        row.handle,
        row.name,
        row.category,
        priceText(row.priceCents),
        row.status,
        row.trackInventory,
        row.stockQuantity,
        row.isReliefProduct,
        row.tags.join(', '),
        row.summary,
      ]),
    ],
    { bom: true },
  );
}
