import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/vendor-store';
import { loadVendorStorePage, vendorStoreAction } from './vendor-store.server';
import { VendorStoreView } from './vendor-store-view';

/** One vendor's store (admins only, decision 0102): the conversation with the vendor and their certificates. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAccess(request, '/admin/vendors/stores/:vendorId');
  return loadVendorStorePage(request, admin, params.vendorId);
}

/** Writing to the vendor (recorded and emailed) or marking their replies read. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/admin/vendors/stores/:vendorId');
  return vendorStoreAction(request, admin, params.vendorId);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminVendorStorePage({ loaderData, actionData }: Route.ComponentProps) {
  return <VendorStoreView page={loaderData} answer={actionData} />;
}
