import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/join';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/join');
  return { seo: await pageSeo(request, { path: '/join', pageKey: 'join' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function JoinPage() {
  return <AreaPage pageKey="join" area="community" opensLater="community" />;
}
