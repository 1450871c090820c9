import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/dashboard';
import { loadAffiliateDashboard } from './dashboard.server';
import { AffiliateDashboardView } from './dashboard-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/affiliate');
  const dashboard = await loadAffiliateDashboard(request, user);
  return { seo: await pageSeo(request, { path: '/affiliate', pageKey: 'affiliate', noindex: true }), dashboard };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AffiliatePage({ loaderData }: Route.ComponentProps) {
  return <AffiliateDashboardView dashboard={loaderData.dashboard} />;
}
