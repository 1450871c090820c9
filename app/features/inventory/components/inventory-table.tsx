import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Money } from '~/components/ui/money';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { CATEGORIES } from '~/features/catalog/catalog.schema';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { pathTo } from '~/utils/routes/path-to';
import { type InventoryQuery, LOW_STOCK_THRESHOLD } from '../inventory-query';
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
export function InventoryFilters({ query }: { query: InventoryQuery }) {
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
      <button type="submit" className={buttonClass('secondary', 'md')}>
        {t('inventory.filter')}
      </button>
    </Form>
  );
}

/** Every product matching the filters, with its stock and a form to adjust it on the same row. */
export function InventoryTable({ rows }: { rows: readonly InventoryListRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <p className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-earth-50 px-6 py-10 text-center text-stone-700">
        {t('inventory.none')}
      </p>
    );
  return (
    <ScrollRegion label={t('inventory.stockTable')} className="mt-6">
      <table className="w-full min-w-[60rem] text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('inventory.columns.product')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('inventory.columns.category')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('inventory.columns.status')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">
              {t('inventory.columns.price')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">
              {t('inventory.columns.stock')}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t('inventory.columns.adjust')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-stone-100 align-top">
              <td className="py-3 pe-3">
                <Link
                  to={pathTo('/inventory/:productId', { productId: row.id })}
                  className="font-semibold text-brand-800 underline"
                >
                  {row.name}
                </Link>
                <span className="block font-mono text-xs text-stone-600">{row.handle}</span>
              </td>
              <td className="py-3 pe-3">{t(`catalog.categories.${row.category}`, { defaultValue: row.category })}</td>
              <td className="py-3 pe-3">
                <ProductStatusBadge status={row.status} />
              </td>
              <td className="py-3 pe-3 text-end whitespace-nowrap">
                {row.priceCents === null ? t('catalog.free') : <Money cents={row.priceCents} />}
              </td>
              <td className="py-3 pe-3 text-end whitespace-nowrap">
                <StockLevel stock={row.stockQuantity} tracked={row.trackInventory} />
              </td>
              <td className="py-2">
                <AdjustStockForm productId={row.id} productName={row.name} action="/inventory" compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
