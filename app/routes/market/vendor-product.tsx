import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { workingImages } from '~/features/vendors/vendor-product-photos.server';
import { findOwnProduct } from '~/features/vendors/vendor-products.server';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/vendor-product';
import { vendorProductAction } from './vendor-product.server';
import { VendorProductView } from './vendor-product-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard/products/:productId');
  const found = await findOwnProduct({ actor: vendor, productId: params.productId });
  if (!found) throw await notFoundResponse(request);
  const seo = await pageSeo(request, {
    path: pathTo('/vendors/dashboard/products/:productId', { productId: found.product.id }),
    pageKey: 'vendor-product',
    noindex: true,
  });
  const { product, revision } = found;
  return {
    seo,
    product,
    // The pictures the vendor works on: the waiting proposal's own, else the product's (decision 0093).
    photos: workingImages(found),
    revision: revision
      ? { ...revision, submittedAt: revision.submittedAt.toISOString(), decidedAt: revision.decidedAt?.toISOString() ?? null }
      : null,
  };
}

/**
 * Saves the form (a draft in place, a listed product's change for review, the stock at once), sends
 * a draft for review, or changes its photos (a draft's in place, a listed product's for review).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard/products/:productId');
  return vendorProductAction(request, vendor, params.productId);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VendorProductView page={loaderData} result={actionData} />;
}
