import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/affiliates-join';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/affiliates/join');
  return { seo: await pageSeo(request, { path: '/affiliates/join', pageKey: 'affiliates-join' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AffiliatesJoinPage() {
  return <AreaPage pageKey="affiliates-join" area="affiliate" opensLater="affiliate" />;
}
