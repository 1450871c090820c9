import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/growth-automation';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/growth-automation');
  return {
    seo: await pageSeo(request, {
      path: '/creator-hub/growth-automation',
      pageKey: 'creator-hub-growth-automation',
      noindex: true,
    }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubGrowthAutomationPage() {
  return <AreaPage pageKey="creator-hub-growth-automation" notBuilt="campaigns" />;
}
