import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/instructor-management';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/instructor-management');
  return { seo: await pageSeo(request, { path: '/instructor-management', pageKey: 'instructor-management', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorManagementPage() {
  return <AreaPage pageKey="instructor-management" />;
}
