import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/communications';
import { CommunicationsView } from './communications-view';
import { loadIssueList } from './newsletter-issue.server';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/admin/communications');
  return loadIssueList(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminCommunicationsPage({ loaderData }: Route.ComponentProps) {
  return <CommunicationsView page={loaderData} />;
}
