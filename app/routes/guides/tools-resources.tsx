import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/tools-resources';
import { guidePage } from './guide-page.server';
import { GuideView } from './guide-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/tools-resources');
  return guidePage(request, { slug: 'tools-resources', path: '/tools-resources' });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ToolsResourcesPage({ loaderData }: Route.ComponentProps) {
  return <GuideView page={loaderData} />;
}
