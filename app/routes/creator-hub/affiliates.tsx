import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/affiliates';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/affiliates');
  return { seo: await pageSeo(request, { path: '/creator-hub/affiliates', pageKey: 'creator-hub-affiliates', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubAffiliatesPage() {
  return <AreaPage pageKey="creator-hub-affiliates" notBuilt="affiliates" />;
}
