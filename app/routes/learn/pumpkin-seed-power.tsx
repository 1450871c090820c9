import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/pumpkin-seed-power';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/courses/pumpkin-seed-power');
  return { seo: await pageSeo(request, { path: '/courses/pumpkin-seed-power', pageKey: 'pumpkin-seed-power' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PumpkinSeedPowerPage() {
  return <AreaPage pageKey="pumpkin-seed-power" area="learn" empty="course" />;
}
