import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { productListHref } from '~/features/catalog/catalog.schema';
import { findProducts } from '~/features/catalog/catalog.server';
import { ProductGrid } from '~/features/catalog/components/product-card';
import { ContentArticle } from '~/features/content/components/content-article';
import { requireContentDocument, toArticle } from '~/features/content/content.server';
import { ReliefTotal } from '~/features/relief/components/relief-total';
import { reliefTotalCents } from '~/features/relief/relief.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/relief';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/relief');
  const document = await requireContentDocument('pages', 'relief');
  const [relief, totalCents] = await Promise.all([
    findProducts({ relief: true, inStock: false, sort: 'featured', page: 1 }),
    reliefTotalCents(),
  ]);
  return {
    article: toArticle(document),
    products: relief.products,
    totalCents,
    seo: await pageSeo(request, { path: '/relief', pageKey: 'relief' }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ReliefPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { article, seo, products, totalCents } = loaderData;
  return (
    <ContentArticle article={article} title={seo.title} description={seo.description}>
      <section aria-labelledby="relief-total" className="mt-10 rounded-3xl bg-brand-800 px-6 py-8 text-white">
        <ReliefTotal
          cents={totalCents}
          heading="h2"
          headingId="relief-total"
          labelClassName="text-lg font-semibold"
          noteClassName="mt-2 text-brand-50"
        />
      </section>
      {products.length > 0 && (
        <section aria-labelledby="relief-product-list" className="mt-12">
          <h2 id="relief-product-list" className="mb-6 text-2xl font-semibold text-stone-900">
            {t('catalog.reliefProducts')}
          </h2>
          <ProductGrid products={products} label={t('catalog.reliefProducts')} />
          <Link to={productListHref({ relief: true })} className="mt-6 inline-block font-semibold text-brand-800 underline">
            {t('catalog.allReliefProducts')}
          </Link>
        </section>
      )}
    </ContentArticle>
  );
}
