import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { DataTable, type DataTableColumn, SortFields } from '~/components/ui/data-table';
import type { SortState } from '~/components/ui/data-table-params';
import { Money } from '~/components/ui/money';
import { CATEGORIES } from '~/features/catalog/catalog.schema';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { pathTo } from '~/utils/routes/path-to';
import { defaultInventorySort, type InventoryQuery, type InventorySortKey, LOW_STOCK_THRESHOLD } from '../inventory-query';
import { PRODUCT_STATUSES } from '../product-form';
import { AdjustStockForm } from './adjust-stock-form';

export type InventoryListRow = {
  id: string;
  handle: string;
  name: string;
  category: string;
  status: string;
  priceCents: number | null;
  trackInventory: boolean;
  stockQuantity: number;
};

const STATUS_TONES: Record<string, string> = {
  draft: 'bg-amber-100 text-amber-900',
  active: 'bg-brand-100 text-brand-900',
  archived: 'bg-stone-200 text-stone-800',
};

export function ProductStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_TONES[status] ?? STATUS_TONES.draft)}
    >
      {t(`inventory.statuses.${status}`)}
    </span>
  );
}

/** A stock level, marked when it is low (tracked goods only: untracked stock is not counted). */
export function StockLevel({ stock, tracked }: { stock: number; tracked: boolean }) {
  const { t } = useTranslation();
  if (!tracked) return <span className="text-stone-600">{t('inventory.untracked')}</span>;
  const isLow = stock <= LOW_STOCK_THRESHOLD;
  return (
    <span
      className={cn(
        'shrink-0 font-semibold whitespace-nowrap tabular-nums',
        stock === 0 ? 'text-red-700' : isLow ? 'text-amber-800' : 'text-stone-900',
      )}
    >
      {stock}
      {isLow && (
        <span className="ms-1 text-xs font-medium">
          ({stock === 0 ? t('inventory.lowStock.out') : t('inventory.lowStock.low')})
        </span>
      )}
    </span>
  );
}

const controlClass = 'block rounded-xl border border-stone-300 bg-white px-4 py-2 text-base font-normal';

/** Search by name or handle, and filter by category, status and low stock (all in the address). */
export function InventoryFilters({ query }: { query: InventoryQuery & { sort: SortState<InventorySortKey> } }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
      <label className="w-full space-y-1.5 text-sm font-semibold text-stone-800 sm:w-auto">
        <span className="block">{t('inventory.search')}</span>
        <input type="search" name="q" defaultValue={query.q} maxLength={100} className={cn(controlClass, 'w-full sm:w-64')} />
      </label>
      <label className="space-y-1.5 text-sm font-semibold text-stone-800">
        <span className="block">{t('inventory.category')}</span>
        <select name="category" defaultValue={query.category ?? ''} className={controlClass}>
          <option value="">{t('inventory.allCategories')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`catalog.categories.${category}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1.5 text-sm font-semibold text-stone-800">
        <span className="block">{t('inventory.status')}</span>
        <select name="status" defaultValue={query.status ?? ''} className={controlClass}>
          <option value="">{t('inventory.allStatuses')}</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`inventory.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 self-center pt-6 text-sm text-stone-800">
        <input type="checkbox" name="lowStock" value="1" defaultChecked={query.lowStock} className="size-4 accent-brand-700" />
        {t('inventory.lowStockOnly', { threshold: LOW_STOCK_THRESHOLD })}
      </label>
      {/* A new search keeps the order the list is sorted in. */}
      <SortFields sort={query.sort} defaultSort={defaultInventorySort(query.lowStock)} />
      <button type="submit" className={buttonClass('secondary', 'md')}>
        {t('inventory.filter')}
      </button>
    </Form>
  );
}

/** Every product matching the filters, with its stock and a form to adjust it on the same row. */
export function InventoryTable({
  rows,
  total,
  sort,
  page,
  pageCount,
}: {
  rows: readonly InventoryListRow[];
  total: number;
  sort: SortState<InventorySortKey>;
  page: number;
  pageCount: number;
}) {
  const { t } = useTranslation();
  const columns: DataTableColumn<InventoryListRow, InventorySortKey>[] = [
    {
      id: 'product',
      labelKey: 'inventory.columns.product',
      sortKey: 'product',
      cell: (row) => (
        <>
          <Link to={pathTo('/inventory/:productId', { productId: row.id })} className="font-semibold text-brand-800 underline">
            {row.name}
          </Link>
          <span className="block font-mono text-xs text-stone-600">{row.handle}</span>
        </>
      ),
    },
    {
      id: 'category',
      labelKey: 'inventory.columns.category',
      sortKey: 'category',
      cell: (row) => t(`catalog.categories.${row.category}`, { defaultValue: row.category }),
    },
    {
      id: 'status',
      labelKey: 'inventory.columns.status',
      sortKey: 'status',
      cell: (row) => <ProductStatusBadge status={row.status} />,
    },
    {
      id: 'price',
      labelKey: 'inventory.columns.price',
      sortKey: 'price',
      firstDir: 'desc',
      numeric: true,
      cell: (row) => (row.priceCents === null ? t('catalog.free') : <Money cents={row.priceCents} />),
    },
    {
      id: 'stock',
      labelKey: 'inventory.columns.stock',
      sortKey: 'stock',
      numeric: true,
      cell: (row) => <StockLevel stock={row.stockQuantity} tracked={row.trackInventory} />,
    },
    {
      id: 'adjust',
      labelKey: 'inventory.columns.adjust',
      cell: (row) => <AdjustStockForm productId={row.id} productName={row.name} action="/inventory" compact />,
    },
  ];
  return (
    <DataTable
      label={t('inventory.stockTable')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      minWidth="60rem"
      sort={sort}
      page={{ page, pageCount }}
      // The export is in the import's columns: edit it in a spreadsheet and import it back.
      exportPath="/inventory/export.csv"
      summary={t('inventory.count', { count: total })}
      empty={{ title: t('inventory.none') }}
    />
  );
}
