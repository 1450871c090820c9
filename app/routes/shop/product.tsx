import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/product';
import { loadProductPage, productPageAction } from './product-page.server';
import { ProductPageView } from './product-page-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/product/:handle');
  return loadProductPage(request, { handle: params.handle, user });
}

/** Add to cart, the wishlist, a review and a back-in-stock request (also without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/product/:handle');
  return productPageAction(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductPageView page={loaderData} actionResult={actionData} />;
}
