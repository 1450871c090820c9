import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { Pager } from '~/components/ui/pager';
import { type ProductListQuery, productListHref } from '~/features/catalog/catalog.schema';
import { ProductGrid } from '~/features/catalog/components/product-card';
import { ProductFilters } from '~/features/catalog/components/product-filters';
import type { findRatedProducts } from '~/features/reviews/rated-products.server';
import { useTranslation } from '~/i18n/use-translation';

type Listing = Awaited<ReturnType<typeof findRatedProducts>> & { query: ProductListQuery };

/**
 * The catalogue's listing: heading, filters, count, grid and pages. /products renders it, and so
 * does /checkout/cancel (SPEC §2: "shows the products page"), under its notice.
 */
export function ProductListing({
  listing,
  title,
  description,
  notice,
}: {
  listing: Listing;
  title: string;
  description: string;
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const { products, total, pageCount, query } = listing;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      {notice}
      <PageHeader title={title} description={description} />
      <div className="mt-8">
        <ProductFilters query={query} total={total} />
      </div>
      <p className="mt-6 text-sm text-stone-600" aria-live="polite">
        {t('catalog.count', { count: total })}
      </p>
      {products.length === 0 ? (
        <EmptyState
          className="mt-6"
          title={t('catalog.empty.title')}
          action={
            <Link to="/products" className="inline-block font-semibold text-brand-800 underline">
              {t('catalog.empty.clear')}
            </Link>
          }
        />
      ) : (
        <div className="mt-4">
          <ProductGrid products={products} label={t('catalog.results')} titleLevel="h2" eagerPictures={4} />
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
