import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/career-role';
import { loadCareerRolePage } from './career-role-page.server';
import { CareerRolePageView } from './career-role-page-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/careers/:slug');
  return loadCareerRolePage(request, params.slug);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CareerRolePage({ loaderData }: Route.ComponentProps) {
  return <CareerRolePageView page={loaderData} />;
}
