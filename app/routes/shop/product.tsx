import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { ProductDetail } from '~/features/catalog/components/product-detail';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/product';
import { loadProductPage, productPageAction } from './product-page.server';
import { ProductPageActions } from './product-page-actions';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/product/:handle');
  return loadProductPage(request, { handle: params.handle, userId: user?.id });
}

/** Add to cart, and add to or remove from the wishlist (also without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/product/:handle');
  return productPageAction(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductDetail
      product={loaderData.product}
      related={loaderData.related}
      actions={<ProductPageActions product={loaderData.product} inWishlist={loaderData.inWishlist} actionResult={actionData} />}
    />
  );
}
