import { Link, useLocation } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { pageSearch } from '~/components/ui/data-table-params';
import { EmptyState } from '~/components/ui/empty-state';
import { Money } from '~/components/ui/money';
import { Pager } from '~/components/ui/pager';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/vendor-products';

type Data = Route.ComponentProps['loaderData'];

/** A page of the vendor's products as a table, each name opening its form, and a button to add one. */
export function VendorProductsView({ products, page }: { products: Data['products']; page: Data['page'] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <AreaPage pageKey="vendor-products" area="market">
      <div className="mt-6">
        <Link to={pathTo('/vendors/dashboard/products/new')} className={buttonClass('primary')}>
          {t('vendors.products.add')}
        </Link>
      </div>
      {products.length === 0 ? (
        <EmptyState className="mt-6" title={t('vendors.dashboard.noProducts')} />
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('pages.vendor-products.title')}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('vendors.dashboard.columns.name')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('vendors.dashboard.columns.price')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('vendors.dashboard.columns.status')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('vendors.dashboard.columns.stock')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('vendors.dashboard.columns.review')}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id} className="border-b border-stone-100">
                  <td dir="auto" className="py-2 pe-4 font-semibold text-stone-900">
                    <Link
                      to={pathTo('/vendors/dashboard/products/:productId', { productId: product.id })}
                      className="text-brand-800 underline"
                    >
                      {product.name}
                    </Link>
                  </td>
                  <td className="py-2 pe-4">
                    {product.priceCents === null ? t('catalog.free') : <Money cents={product.priceCents} />}
                  </td>
                  <td className="py-2 pe-4">{t(`vendors.dashboard.productStatuses.${product.status}`)}</td>
                  <td className="py-2 pe-4">
                    {product.trackInventory ? product.stockQuantity : t('vendors.dashboard.untracked')}
                  </td>
                  <td className="py-2 pe-4">
                    {product.review ? t(`vendors.dashboard.reviewStates.${product.review.state}`) : '—'}
                    {product.review?.state === 'returned' && product.review.reason ? (
                      <p dir="auto" className="mt-1 whitespace-pre-line text-xs text-amber-900">
                        {product.review.reason}
                      </p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page.page}
        hasNext={page.hasNext}
        hrefFor={(number) => pageSearch(search, number)}
        labels={{ previous: t('dataTable.previous'), next: t('dataTable.next') }}
      />
    </AreaPage>
  );
}
