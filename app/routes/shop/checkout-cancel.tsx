import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { parseProductListQuery } from '~/features/catalog/catalog.schema';
import { findRatedProducts } from '~/features/reviews/rated-products.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/checkout-cancel';
import { ProductListing } from './product-listing';

/** SPEC §2: after a cancelled checkout, the products page, under a word on what happened. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/checkout/cancel');
  const query = parseProductListQuery(new URL(request.url));
  const [result, seo, products] = await Promise.all([
    findRatedProducts(query),
    pageSeo(request, { path: '/checkout/cancel', pageKey: 'checkout-cancel', noindex: true }),
    pageSeo(request, { path: '/products', pageKey: 'products' }),
  ]);
  return { ...result, query, seo, heading: { title: products.title, description: products.description } };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CheckoutCancelPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = (
    <div role="status" className="mb-8 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-stone-800">
      <p className="font-semibold">{t('pages.checkout-cancel.title')}</p>
      <p className="mt-1 text-sm">{t('pages.checkout-cancel.description')}</p>
      <Link to="/cart" className="mt-3 inline-block text-sm font-semibold text-brand-800 underline">
        {t('pages.cart.title')}
      </Link>
    </div>
  );
  return (
    <ProductListing
      listing={loaderData}
      title={loaderData.heading.title}
      description={loaderData.heading.description}
      notice={notice}
    />
  );
}
