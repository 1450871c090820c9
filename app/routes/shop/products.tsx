import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { PageHeader } from '~/components/ui/page-header';
import { Pager } from '~/components/ui/pager';
import { requireAccess } from '~/features/accounts/guard.server';
import { parseProductListQuery, productListHref } from '~/features/catalog/catalog.schema';
import { findProducts } from '~/features/catalog/catalog.server';
import { ProductGrid } from '~/features/catalog/components/product-card';
import { ProductFilters } from '~/features/catalog/components/product-filters';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/products';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/products');
  const query = parseProductListQuery(new URL(request.url));
  const [result, seo] = await Promise.all([findProducts(query), pageSeo(request, { path: '/products', pageKey: 'products' })]);
  return { ...result, query, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products, total, pageCount, query } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <PageHeader title={loaderData.seo.title} description={loaderData.seo.description} />
      <div className="mt-8">
        <ProductFilters query={query} />
      </div>
      <p className="mt-6 text-sm text-stone-600" aria-live="polite">
        {t('catalog.count', { count: total })}
      </p>
      {products.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center">
          <p className="text-lg font-semibold text-stone-900">{t('catalog.empty.title')}</p>
          <Link to="/products" className="mt-4 inline-block font-semibold text-brand-800 underline">
            {t('catalog.empty.clear')}
          </Link>
        </div>
      ) : (
        <div className="mt-4">
          <ProductGrid products={products} label={t('catalog.results')} />
        </div>
      )}
      <Pager
        page={query.page}
        pageCount={pageCount}
        hrefFor={(page) => productListHref({ ...query, page })}
        labels={{ previous: t('catalog.previous'), next: t('catalog.next') }}
      />
    </div>
  );
}
