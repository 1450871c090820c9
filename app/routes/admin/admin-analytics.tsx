import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/admin-analytics';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/analytics');
  return { seo: await pageSeo(request, { path: '/admin/analytics', pageKey: 'admin-analytics', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminAnalyticsPage() {
  return <AreaPage pageKey="admin-analytics" notBuilt="analytics" />;
}
