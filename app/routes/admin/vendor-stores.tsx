import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { readPage } from '~/components/ui/data-table-params';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { listPendingRenewals } from '~/features/vendors/certificate-review.server';
import { listVendorStores } from '~/features/vendors/vendor-inbox.server';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/vendor-stores';
import { VendorStoresView } from './vendor-stores-view';

/** Vendors' stores (admins only, decision 0102): which have replies nobody has read, and renewals waiting. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAccess(request, '/admin/vendors/stores');
  const page = readPage(new URL(request.url).searchParams);
  const [list, renewals, seo] = await Promise.all([
    listVendorStores({ actor: admin, page }),
    listPendingRenewals({ actor: admin }),
    pageSeo(request, { path: '/admin/vendors/stores', pageKey: 'admin-vendor-stores', noindex: true }),
  ]);
  return {
    ...list,
    page,
    seo,
    renewals: renewals.map((renewal) => ({
      ...renewal,
      uploadedAt: renewal.uploadedAt.toISOString(),
      href: pathTo('/admin/vendors/certificates/:certificateId', { certificateId: renewal.id }),
    })),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminVendorStoresPage({ loaderData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="admin-vendor-stores">
      <VendorStoresView list={loaderData} />
    </AreaPage>
  );
}
