import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/vendor-products';
import { loadVendorProductsPage, vendorProductsAction } from './vendor-products.server';
import { VendorProductsReview } from './vendor-products-view';

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAccess(request, '/admin/vendors/products');
  const [queue, seo] = await Promise.all([
    loadVendorProductsPage(admin),
    pageSeo(request, { path: '/admin/vendors/products', pageKey: 'admin-vendor-products', noindex: true }),
  ]);
  return { queue, seo };
}

/** Approve a vendor's product or change, or send it back with a reason (admins only). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/admin/vendors/products');
  return vendorProductsAction(request, admin);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminVendorProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="admin-vendor-products">
      <VendorProductsReview queue={loaderData.queue} answer={actionData} />
    </AreaPage>
  );
}
