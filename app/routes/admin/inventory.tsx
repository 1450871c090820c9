import { data, Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { requireAccess } from '~/features/accounts/guard.server';
import type { InventoryAnswer } from '~/features/inventory/components/adjust-stock-form';
import { ImportForm } from '~/features/inventory/components/import-form';
import { InventoryFilters, InventoryTable, StockLevel } from '~/features/inventory/components/inventory-table';
import { MovementList } from '~/features/inventory/components/movement-list';
import { importCsv } from '~/features/inventory/csv-import.server';
import { importTextFrom, readInventoryForm } from '~/features/inventory/import-upload.server';
import { listInventory, lowStockProducts } from '~/features/inventory/inventory-list.server';
import {
  INVENTORY_PAGE_SIZE,
  inventoryHref,
  LOW_STOCK_THRESHOLD,
  readInventoryListQuery,
} from '~/features/inventory/inventory-query';
import { recentMovements } from '~/features/inventory/movements.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { answerOf } from '~/utils/failure-answer';
import { textField } from '~/utils/form-fields';
import { pageCountOf } from '~/utils/pagination';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/inventory';
import { adjustAnswer } from './inventory-adjust.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/inventory');
  const query = readInventoryListQuery(new URL(request.url).searchParams);
  const [list, lowStock, movements, seo] = await Promise.all([
    listInventory(query),
    lowStockProducts(),
    recentMovements({ limit: 20 }),
    pageSeo(request, { path: '/inventory', pageKey: 'inventory', noindex: true }),
  ]);
  return { ...list, query, pageCount: pageCountOf(list.total, INVENTORY_PAGE_SIZE), lowStock, movements, seo };
}

/** Adjust one product's stock (with a reason), or import a CSV of products. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/inventory');
  const read = await readInventoryForm(request);
  if (!read.ok) return data<InventoryAnswer>({ intent: 'import', ok: false, message: read.message }, { status: read.status });
  const { form } = read;
  const intent = textField(form, 'intent');

  if (intent === 'adjust') return adjustAnswer(admin, form, textField(form, 'productId'));

  if (intent === 'import') {
    const upload = await importTextFrom(form);
    if (!upload.ok) return data<InventoryAnswer>({ intent, ok: false, message: upload.message }, { status: upload.status });
    const result = await importCsv({ actor: admin, text: upload.text, source: upload.source });
    if (!result.ok)
      return data<InventoryAnswer>({ intent, ...answerOf(result), errors: result.errors }, { status: result.status });
    const { ok: _ok, ...counts } = result;
    return data<InventoryAnswer>({ intent, ok: true, message: 'inventory.import.done', messageVars: counts });
  }

  return data<InventoryAnswer>({ intent, ok: false, message: 'errors.badForm' }, { status: 400 });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InventoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products, total, query, pageCount, lowStock, movements } = loaderData;
  // Without JavaScript an adjustment is a whole-page post: its answer is shown here.
  const adjusted = actionData?.intent === 'adjust' ? actionData : undefined;
  return (
    <AreaPage pageKey="inventory">
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/inventory/new" className={buttonClass('primary', 'md')}>
          {t('inventory.newProduct')}
        </Link>
      </div>

      {adjusted && (
        <p
          role={adjusted.ok ? 'status' : 'alert'}
          className={
            adjusted.ok
              ? 'mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900'
              : 'mt-6 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800'
          }
        >
          {t(adjusted.message, adjusted.messageVars ?? {})}
        </p>
      )}

      <section aria-labelledby="low-stock-title" className="mt-8 rounded-2xl border border-amber-200 bg-amber-50/60 p-5">
        <h2 id="low-stock-title" className="text-lg font-semibold text-stone-900">
          {t('inventory.lowStock.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('inventory.lowStock.description', { threshold: LOW_STOCK_THRESHOLD })}</p>
        {lowStock.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('inventory.lowStock.none')}</p>
        ) : (
          <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {lowStock.map((product) => (
              <li
                key={product.id}
                className="flex min-w-0 items-center justify-between gap-3 rounded-xl border border-amber-200 bg-white px-3 py-2"
              >
                <Link
                  to={pathTo('/inventory/:productId', { productId: product.id })}
                  title={product.name}
                  className="min-w-0 truncate font-medium text-brand-800 underline"
                >
                  {product.name}
                </Link>
                <StockLevel stock={product.stockQuantity} tracked />
              </li>
            ))}
          </ul>
        )}
        {lowStock.length > 0 && (
          <Link
            to={inventoryHref({ lowStock: true })}
            className="mt-3 inline-block text-sm font-semibold text-brand-800 underline"
          >
            {t('inventory.lowStock.adjust')}
          </Link>
        )}
      </section>

      <section aria-labelledby="stock-title" className="mt-10">
        <h2 id="stock-title" className="text-xl font-semibold text-stone-900">
          {t('inventory.stockTitle')}
        </h2>
        <InventoryFilters query={query} />
        <InventoryTable rows={products} total={total} sort={query.sort} page={query.page} pageCount={pageCount} />
      </section>

      <ImportForm result={actionData?.intent === 'import' ? actionData : undefined} />

      <section aria-labelledby="trail-title" className="mt-10">
        <h2 id="trail-title" className="text-xl font-semibold text-stone-900">
          {t('inventory.trail.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('inventory.trail.description')}</p>
        <MovementList label={t('inventory.trail.table')} movements={movements} showProduct />
      </section>
    </AreaPage>
  );
}
