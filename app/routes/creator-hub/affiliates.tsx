import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { listMembers } from '~/features/affiliates/affiliates.server';
import { affiliatePerformance } from '~/features/ledger/affiliate-performance.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/affiliates';
import { AffiliatePerformanceView, PERFORMANCE_PERIODS } from './affiliates-view';

/** The affiliate programme's performance over a period: visits, orders, sales and commission by affiliate. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/creator-hub/affiliates');
  const asked = Number(new URL(request.url).searchParams.get('days'));
  const days = PERFORMANCE_PERIODS.find((period) => period === asked) ?? 30;
  const [performance, members, seo] = await Promise.all([
    affiliatePerformance({ actor: user, days }),
    listMembers({ actor: user, status: null }),
    pageSeo(request, { path: '/creator-hub/affiliates', pageKey: 'creator-hub-affiliates', noindex: true }),
  ]);
  const names = new Map(members.map((member) => [member.userId, member.displayName]));
  return {
    seo,
    days,
    totals: performance.totals,
    affiliates: performance.affiliates.map((row) => ({ ...row, name: names.get(row.userId) ?? row.code })),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubAffiliatesPage({ loaderData }: Route.ComponentProps) {
  return <AffiliatePerformanceView loaderData={loaderData} />;
}
