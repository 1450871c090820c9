import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/direct-fix-controls';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/direct-fix-controls');
  return {
    seo: await pageSeo(request, {
      path: '/creator-hub/direct-fix-controls',
      pageKey: 'creator-hub-direct-fix-controls',
      noindex: true,
    }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubDirectFixControlsPage() {
  return <AreaPage pageKey="creator-hub-direct-fix-controls" notBuilt="corrections" />;
}
