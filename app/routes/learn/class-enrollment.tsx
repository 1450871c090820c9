import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/class-enrollment';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/class-enrollment');
  return { seo: await pageSeo(request, { path: '/class-enrollment', pageKey: 'class-enrollment' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ClassEnrollmentPage() {
  return <AreaPage pageKey="class-enrollment" area="learn" empty="classes" />;
}
