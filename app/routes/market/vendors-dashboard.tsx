import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { readPage } from '~/components/ui/data-table-params';
import { requireAccess } from '~/features/accounts/guard.server';
import type { ShipParcelAnswer } from '~/features/orders/components/ship-parcel-form';
import { listSellerFulfilments, SELLER_FULFILMENTS_LIMIT } from '~/features/orders/fulfilments.server';
import { answerShipParcel } from '~/features/orders/ship-parcel-action.server';
import { partyPayouts } from '~/features/payouts/party-payouts.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { loadBadgeStandings } from '~/features/vendors/badges.server';
import { loadVendorDashboard, VENDOR_PRODUCTS_PER_PAGE } from '~/features/vendors/vendor-profiles.server';
import { getEnv } from '~/utils/env.server';
import { readForm } from '~/utils/form.server';
import type { Route } from './+types/vendors-dashboard';
import { VendorsDashboardView } from './vendors-dashboard-view';

/**
 * The vendor's store, parcels (`?page=`), products (`?products=`) and payouts. The lists are read a
 * page at a time, one row past it to know whether another follows; the earnings come from the
 * ledger's roll-up (partyPayouts), so none of it grows with the vendor's 10,000 order lines.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard');
  const params = new URL(request.url).searchParams;
  const parcelsPage = readPage(params);
  const productsPage = readPage(params, 'products');
  const [dashboard, parcels, seo, payouts, badges] = await Promise.all([
    loadVendorDashboard({ actor: vendor, productsPage }),
    listSellerFulfilments({
      actor: vendor,
      offset: (parcelsPage - 1) * SELLER_FULFILMENTS_LIMIT,
      limit: SELLER_FULFILMENTS_LIMIT + 1,
    }),
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
    products: dashboard.products.slice(0, VENDOR_PRODUCTS_PER_PAGE).map(({ review, ...product }) => ({
      ...product,
      updatedAt: product.updatedAt.toISOString(),
      review: review && { state: review.state, reason: review.reason },
    })),
    productsPage: { page: productsPage, hasNext: dashboard.products.length > VENDOR_PRODUCTS_PER_PAGE },
    parcelsPage: { page: parcelsPage, hasNext: parcels.length > SELLER_FULFILMENTS_LIMIT },
    parcels: parcels.slice(0, SELLER_FULFILMENTS_LIMIT).map((parcel) => ({
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
