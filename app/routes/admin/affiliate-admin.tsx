import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/affiliate-admin';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/affiliate/admin');
  return { seo: await pageSeo(request, { path: '/affiliate/admin', pageKey: 'affiliate-admin', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AffiliateAdminPage() {
  return <AreaPage pageKey="affiliate-admin" notBuilt="affiliates" />;
}
