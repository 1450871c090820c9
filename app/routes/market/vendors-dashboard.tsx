import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/vendors-dashboard';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/vendors/dashboard');
  return { seo: await pageSeo(request, { path: '/vendors/dashboard', pageKey: 'vendors-dashboard', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorsDashboardPage() {
  return <AreaPage pageKey="vendors-dashboard" area="market" opensLater="market" />;
}
