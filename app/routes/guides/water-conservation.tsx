import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/water-conservation';
import { guidePage } from './guide-page.server';
import { GuideView } from './guide-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/water-conservation');
  return guidePage(request, { slug: 'water-conservation', path: '/water-conservation' });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function WaterConservationPage({ loaderData }: Route.ComponentProps) {
  return <GuideView page={loaderData} />;
}
