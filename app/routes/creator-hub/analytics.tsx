import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { loadAnalytics } from '../admin/analytics.server';
import { AnalyticsView } from '../admin/analytics-view';
import type { Route } from './+types/analytics';

/** The creator hub's analytics: the same screen as /analytics (decision 0109). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/creator-hub/analytics');
  return loadAnalytics(request, user, '/creator-hub/analytics');
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return <AnalyticsView data={loaderData} />;
}
