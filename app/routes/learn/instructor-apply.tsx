import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/instructor-apply';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/instructor/apply');
  return { seo: await pageSeo(request, { path: '/instructor/apply', pageKey: 'instructor-apply' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorApplyPage() {
  return <AreaPage pageKey="instructor-apply" area="instructors" opensLater="instructors" />;
}
