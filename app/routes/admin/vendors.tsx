import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/vendors';
import { loadVendorReview, vendorReviewAction } from './vendor-review.server';
import { VendorReview } from './vendor-review-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/vendors');
  const [review, seo] = await Promise.all([
    loadVendorReview(request),
    pageSeo(request, { path: '/admin/vendors', pageKey: 'admin-vendors', noindex: true }),
  ]);
  return { review, seo };
}

/** Approve, ask for changes or reject a vendor application (admins only). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/admin/vendors');
  return vendorReviewAction(request, admin);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminVendorsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="admin-vendors">
      <VendorReview review={loaderData.review} answer={actionData} />
    </AreaPage>
  );
}
