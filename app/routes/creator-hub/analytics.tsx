import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/analytics';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/analytics');
  return { seo: await pageSeo(request, { path: '/creator-hub/analytics', pageKey: 'creator-hub-analytics', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubAnalyticsPage() {
  return <AreaPage pageKey="creator-hub-analytics" notBuilt="analytics" />;
}
