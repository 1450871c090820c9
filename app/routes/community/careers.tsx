import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/careers';
import { loadCareersPage } from './careers-page.server';
import { CareersPageView } from './careers-page-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/careers');
  return loadCareersPage(request);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  return <CareersPageView page={loaderData} />;
}
