import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { partyPayouts } from '~/features/payouts/party-payouts.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { loadVendorDashboard } from '~/features/vendors/vendor-profiles.server';
import { getEnv } from '~/utils/env.server';
import type { Route } from './+types/vendors-dashboard';
import { VendorsDashboardView } from './vendors-dashboard-view';

export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard');
  const [dashboard, seo, payouts] = await Promise.all([
    loadVendorDashboard({ actor: vendor }),
    pageSeo(request, { path: '/vendors/dashboard', pageKey: 'vendors-dashboard', noindex: true }),
    partyPayouts({ actor: vendor, account: 'vendor' }),
  ]);
  return {
    seo,
    payouts,
    refundWindowDays: getEnv().REFUND_WINDOW_DAYS,
    profile: { ...dashboard.profile, since: dashboard.profile.since.toISOString() },
    commission: dashboard.commission,
    products: dashboard.products.map(({ review, ...product }) => ({
      ...product,
      updatedAt: product.updatedAt.toISOString(),
      review: review && { state: review.state, reason: review.reason },
    })),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorsDashboardPage({ loaderData }: Route.ComponentProps) {
  return <VendorsDashboardView dashboard={loaderData} />;
}
