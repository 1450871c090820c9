import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { addToCartAction } from '~/features/cart/cart-actions.server';
import { ProductDetail } from '~/features/catalog/components/product-detail';
import { loadProductPage } from '~/features/catalog/product-page.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/product';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/product/:handle');
  return loadProductPage(request, { handle: params.handle });
}

/** Add to cart from the product page (also without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/product/:handle');
  return addToCartAction(request);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductDetail product={loaderData.product} related={loaderData.related} cartResult={actionData} />;
}
