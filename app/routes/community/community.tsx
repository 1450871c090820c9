import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/community';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/community');
  return { seo: await pageSeo(request, { path: '/community', pageKey: 'community' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CommunityPage() {
  return <AreaPage pageKey="community" area="community" opensLater="community" />;
}
