import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/forum';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/forum');
  return { seo: await pageSeo(request, { path: '/forum', pageKey: 'forum' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ForumPage() {
  return <AreaPage pageKey="forum" area="community" opensLater="community" />;
}
