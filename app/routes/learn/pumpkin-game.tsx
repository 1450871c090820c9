import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/pumpkin-game';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/pumpkin/game');
  return { seo: await pageSeo(request, { path: '/pumpkin/game', pageKey: 'pumpkin-game' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PumpkinGamePage() {
  return <AreaPage pageKey="pumpkin-game" area="learn" empty="game" />;
}
