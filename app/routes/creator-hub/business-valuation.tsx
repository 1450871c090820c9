import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/business-valuation';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/business-valuation');
  return {
    seo: await pageSeo(request, {
      path: '/creator-hub/business-valuation',
      pageKey: 'creator-hub-business-valuation',
      noindex: true,
    }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubBusinessValuationPage() {
  return <AreaPage pageKey="creator-hub-business-valuation" notBuilt="valuation" />;
}
