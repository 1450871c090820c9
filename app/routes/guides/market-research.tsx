import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/market-research';
import { guidePage } from './guide-page.server';
import { GuideView } from './guide-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/market-research');
  return guidePage(request, { slug: 'market-research', path: '/market-research' });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MarketResearchPage({ loaderData }: Route.ComponentProps) {
  return <GuideView page={loaderData} />;
}
