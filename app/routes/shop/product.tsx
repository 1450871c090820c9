import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { ProductDetail } from '~/features/catalog/components/product-detail';
import { loadProductPage } from '~/features/catalog/product-page.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/product';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/product/:handle');
  return loadProductPage(request, { handle: params.handle });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductDetail product={loaderData.product} related={loaderData.related} />;
}
