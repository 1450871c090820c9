import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/pro-support-desk';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/pro-support-desk');
  return {
    seo: await pageSeo(request, {
      path: '/creator-hub/pro-support-desk',
      pageKey: 'creator-hub-pro-support-desk',
      noindex: true,
    }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubProSupportDeskPage() {
  return <AreaPage pageKey="creator-hub-pro-support-desk" notBuilt="community" />;
}
