import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { readPage } from '~/components/ui/data-table-params';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { listOwnProducts, VENDOR_PRODUCTS_PER_PAGE } from '~/features/vendors/vendor-products.server';
import type { Route } from './+types/vendor-products';
import { VendorProductsView } from './vendor-products-view';

/**
 * The vendor's products (`?page=`, decision 0110): listed or not, latest change first, each with
 * its price, stock and where its latest proposal stands; a page at a time, one row past it to
 * know whether another follows.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard/products');
  const page = readPage(new URL(request.url).searchParams);
  const [products, seo] = await Promise.all([
    listOwnProducts({ actor: vendor, page }),
    pageSeo(request, { path: '/vendors/dashboard/products', pageKey: 'vendor-products', noindex: true }),
  ]);
  return {
    seo,
    page: { page, hasNext: products.length > VENDOR_PRODUCTS_PER_PAGE },
    products: products.slice(0, VENDOR_PRODUCTS_PER_PAGE).map(({ review, ...product }) => ({
      ...product,
      updatedAt: product.updatedAt.toISOString(),
      review: review && { state: review.state, reason: review.reason },
    })),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorProductsPage({ loaderData }: Route.ComponentProps) {
  return <VendorProductsView products={loaderData.products} page={loaderData.page} />;
}
