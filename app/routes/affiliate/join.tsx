import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/join';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/affiliate/join');
  return { seo: await pageSeo(request, { path: '/affiliate/join', pageKey: 'affiliate-join' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AffiliateJoinPage() {
  return <AreaPage pageKey="affiliate-join" area="affiliate" opensLater="affiliate" />;
}
