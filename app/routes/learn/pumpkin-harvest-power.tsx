import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/pumpkin-harvest-power';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/courses/pumpkin-harvest-power');
  return { seo: await pageSeo(request, { path: '/courses/pumpkin-harvest-power', pageKey: 'pumpkin-harvest-power' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PumpkinHarvestPowerPage() {
  return <AreaPage pageKey="pumpkin-harvest-power" area="learn" empty="course" />;
}
