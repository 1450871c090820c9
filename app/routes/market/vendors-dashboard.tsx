import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import type { ShipParcelAnswer } from '~/features/orders/components/ship-parcel-form';
import { listSellerFulfilments } from '~/features/orders/fulfilments.server';
import { answerShipParcel } from '~/features/orders/ship-parcel-action.server';
import { partyPayouts } from '~/features/payouts/party-payouts.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { loadBadgeStandings } from '~/features/vendors/badges.server';
import { loadVendorDashboard } from '~/features/vendors/vendor-profiles.server';
import { getEnv } from '~/utils/env.server';
import { readForm } from '~/utils/form.server';
import type { Route } from './+types/vendors-dashboard';
import { VendorsDashboardView } from './vendors-dashboard-view';

export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard');
  const [dashboard, parcels, seo, payouts, badges] = await Promise.all([
    loadVendorDashboard({ actor: vendor }),
    listSellerFulfilments({ actor: vendor }),
    pageSeo(request, { path: '/vendors/dashboard', pageKey: 'vendors-dashboard', noindex: true }),
    partyPayouts({ actor: vendor, account: 'vendor' }),
    loadBadgeStandings({ actor: vendor }),
  ]);
  return {
    seo,
    payouts,
    badges,
    refundWindowDays: getEnv().REFUND_WINDOW_DAYS,
    profile: { ...dashboard.profile, since: dashboard.profile.since.toISOString() },
    commission: dashboard.commission,
    products: dashboard.products.map(({ review, ...product }) => ({
      ...product,
      updatedAt: product.updatedAt.toISOString(),
      review: review && { state: review.state, reason: review.reason },
    })),
    parcels: parcels.map((parcel) => ({
      ...parcel,
      paidAt: parcel.paidAt?.toISOString() ?? null,
      shippedAt: parcel.shippedAt?.toISOString() ?? null,
    })),
  };
}

/** Marks one of the vendor's own parcels shipped (the operation refuses anyone else's). */
export async function action({ request }: Route.ActionArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard');
  const read = await readForm(request);
  if (!read.ok || read.form.get('intent') !== 'ship-fulfilment')
    return data<ShipParcelAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  return answerShipParcel(vendor, read.form);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorsDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VendorsDashboardView dashboard={loaderData} answer={actionData} />;
}
