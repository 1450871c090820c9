import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/coaching-enroll';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/coaching/enroll');
  return { seo: await pageSeo(request, { path: '/coaching/enroll', pageKey: 'coaching-enroll' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CoachingEnrollPage() {
  return <AreaPage pageKey="coaching-enroll" area="learn" empty="classes" />;
}
