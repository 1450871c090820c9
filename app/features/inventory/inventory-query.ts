import { readSort, type SortState } from '~/components/ui/data-table-params';
import { CATEGORIES, type Category } from '~/features/catalog/catalog.schema';
import { pathTo } from '~/utils/routes/path-to';
import { PRODUCT_STATUSES, type ProductStatus } from './product-form';

/**
 * The /inventory list's filters, read from and written to its address, so a filtered view can
 * be bookmarked and shared between admins. Anything unexpected falls back to "no filter".
 */

export const INVENTORY_PAGE_SIZE = 25;

/** A tracked product with this many units or fewer is low on stock. */
export const LOW_STOCK_THRESHOLD = 5;

export type InventoryQuery = {
  q: string;
  category: Category | null;
  status: ProductStatus | null;
  lowStock: boolean;
  page: number;
};

export function parseInventoryQuery(params: URLSearchParams): InventoryQuery {
  const category = params.get('category') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: (CATEGORIES as readonly string[]).includes(category) ? (category as Category) : null,
    status: (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as ProductStatus) : null,
    lowStock: params.get('lowStock') === '1',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of the list with these filters; defaults are left out so addresses stay short. */
export function inventoryHref(query: Partial<InventoryQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.status) params.set('status', query.status);
  if (query.lowStock) params.set('lowStock', '1');
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${pathTo('/inventory')}?${search}` : pathTo('/inventory');
}

/** The columns the stock list sorts by: the allow-list the address is read against (decision 0068). */
export const INVENTORY_SORT_KEYS = ['product', 'category', 'status', 'price', 'stock'] as const;
export type InventorySortKey = (typeof INVENTORY_SORT_KEYS)[number];

/** By name; the low-stock view is a to-do list, so the emptiest shelves come first. */
export function defaultInventorySort(lowStock: boolean): SortState<InventorySortKey> {
  return lowStock ? { key: 'stock', dir: 'asc' } : { key: 'product', dir: 'asc' };
}

/** The list's filters and its order (`?sort=&dir=`), for the page and its CSV export alike. */
export function readInventoryListQuery(params: URLSearchParams): InventoryQuery & { sort: SortState<InventorySortKey> } {
  const query = parseInventoryQuery(params);
  return { ...query, sort: readSort(params, INVENTORY_SORT_KEYS, defaultInventorySort(query.lowStock)) };
}
