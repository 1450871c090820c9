import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/program';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/affiliate-program');
  return { seo: await pageSeo(request, { path: '/affiliate-program', pageKey: 'affiliate-program' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AffiliateProgramPage() {
  return <AreaPage pageKey="affiliate-program" area="affiliate" opensLater="affiliate" />;
}
