import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/community';
import { loadCommunityPage } from './community-page.server';
import { CommunityPageView } from './community-page-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/community');
  return loadCommunityPage(request);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CommunityPage({ loaderData }: Route.ComponentProps) {
  return <CommunityPageView page={loaderData} />;
}
