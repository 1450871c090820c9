import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/user-oversight';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/user-oversight');
  return {
    seo: await pageSeo(request, { path: '/creator-hub/user-oversight', pageKey: 'creator-hub-user-oversight', noindex: true }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubUserOversightPage() {
  return <AreaPage pageKey="creator-hub-user-oversight" notBuilt="community" />;
}
