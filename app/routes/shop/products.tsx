import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { parseProductListQuery } from '~/features/catalog/catalog.schema';
import { findRatedProducts } from '~/features/reviews/rated-products.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/products';
import { ProductListing } from './product-listing';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/products');
  const query = parseProductListQuery(new URL(request.url));
  const [result, seo] = await Promise.all([
    findRatedProducts(query),
    pageSeo(request, { path: '/products', pageKey: 'products' }),
  ]);
  return { ...result, query, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return <ProductListing listing={loaderData} title={loaderData.seo.title} description={loaderData.seo.description} />;
}
