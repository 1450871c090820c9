import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/pest-management';
import { guidePage } from './guide-page.server';
import { GuideView } from './guide-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/pest-management');
  return guidePage(request, { slug: 'pest-management', path: '/pest-management' });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PestManagementPage({ loaderData }: Route.ComponentProps) {
  return <GuideView page={loaderData} />;
}
