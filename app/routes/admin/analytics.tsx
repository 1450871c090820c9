import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/analytics';
import { loadAnalytics } from './analytics.server';
import { AnalyticsView } from './analytics-view';

/** The site's figures over a period: traffic, sales, members, learning and the forum (decision 0109). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/analytics');
  return loadAnalytics(request, user, '/analytics');
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  return <AnalyticsView data={loaderData} />;
}
