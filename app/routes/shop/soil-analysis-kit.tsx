import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/soil-analysis-kit';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/soil-analysis-kit');
  return { seo: await pageSeo(request, { path: '/soil-analysis-kit', pageKey: 'soil-analysis-kit' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SoilAnalysisKitPage() {
  return <AreaPage pageKey="soil-analysis-kit" area="shop" empty="shop" />;
}
