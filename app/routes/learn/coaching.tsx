import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/coaching';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/coaching');
  return { seo: await pageSeo(request, { path: '/coaching', pageKey: 'coaching' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CoachingPage() {
  return <AreaPage pageKey="coaching" area="learn" empty="classes" />;
}
