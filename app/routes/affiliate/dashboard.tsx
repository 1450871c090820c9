import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/dashboard';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/affiliate');
  return { seo: await pageSeo(request, { path: '/affiliate', pageKey: 'affiliate', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AffiliatePage() {
  return <AreaPage pageKey="affiliate" area="affiliate" opensLater="affiliate" />;
}
