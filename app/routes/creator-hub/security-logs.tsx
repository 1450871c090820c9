import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/security-logs';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/security-logs');
  return {
    seo: await pageSeo(request, { path: '/creator-hub/security-logs', pageKey: 'creator-hub-security-logs', noindex: true }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubSecurityLogsPage() {
  return <AreaPage pageKey="creator-hub-security-logs" area="creator-hub" />;
}
