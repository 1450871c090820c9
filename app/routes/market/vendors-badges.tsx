import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/vendors-badges';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/vendors/badges');
  return { seo: await pageSeo(request, { path: '/vendors/badges', pageKey: 'vendors-badges' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorsBadgesPage() {
  return <AreaPage pageKey="vendors-badges" area="market" opensLater="market" />;
}
