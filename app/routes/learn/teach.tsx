import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/teach';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/teach');
  return { seo: await pageSeo(request, { path: '/teach', pageKey: 'teach' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function TeachPage() {
  return <AreaPage pageKey="teach" area="instructors" opensLater="instructors" />;
}
