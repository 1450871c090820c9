import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/courses';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/courses');
  return { seo: await pageSeo(request, { path: '/courses', pageKey: 'courses' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CoursesPage() {
  return <AreaPage pageKey="courses" area="learn" empty="courses" />;
}
