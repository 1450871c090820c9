import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { readPage } from '~/components/ui/data-table-params';
import { requireAccess } from '~/features/accounts/guard.server';
import { listSellerFulfilments, SELLER_FULFILMENTS_LIMIT } from '~/features/orders/fulfilments.server';
import { partyPayouts } from '~/features/payouts/party-payouts.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { loadVendorDashboard, VENDOR_PRODUCTS_PER_PAGE } from '~/features/vendors/vendor-dashboard.server';
import { isoDay } from '~/features/vendors/vendors.schema';
import { getEnv } from '~/utils/env.server';
import type { Route } from './+types/vendors-dashboard';
import { vendorDashboardAction } from './vendors-dashboard.server';
import { VendorsDashboardView } from './vendors-dashboard-view';

/**
 * The vendor's store, parcels (`?page=`), products (`?products=`), payouts, their conversation
 * with the marketplace team and their certificates (decision 0102). The lists are read a
 * page at a time, one row past it to know whether another follows; the earnings come from the
 * ledger's roll-up (partyPayouts), so none of it grows with the vendor's 10,000 order lines.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard');
  const params = new URL(request.url).searchParams;
  const parcelsPage = readPage(params);
  const productsPage = readPage(params, 'products');
  const [dashboard, parcels, seo, payouts] = await Promise.all([
    loadVendorDashboard({ actor: vendor, productsPage }),
    listSellerFulfilments({
      actor: vendor,
      offset: (parcelsPage - 1) * SELLER_FULFILMENTS_LIMIT,
      limit: SELLER_FULFILMENTS_LIMIT + 1,
    }),
    pageSeo(request, { path: '/vendors/dashboard', pageKey: 'vendors-dashboard', noindex: true }),
    partyPayouts({ actor: vendor, account: 'vendor' }),
  ]);
  const { badges, conversation, certificates } = dashboard;
  return {
    seo,
    today: isoDay(new Date()),
    certificates: certificates.map(({ refusalReason: _reason, ...certificate }) => ({
      ...certificate,
      uploadedAt: certificate.uploadedAt.toISOString(),
    })),
    conversation: {
      unreadCount: conversation.unreadCount,
      messages: conversation.messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
    },
    payouts,
    badges: { standings: badges.standings, figuresAt: badges.figuresAt.toISOString() },
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

/** Marks one of the vendor's own parcels shipped, or answers the team (the operations refuse anyone else's). */
export async function action({ request }: Route.ActionArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard');
  return vendorDashboardAction(request, vendor);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorsDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VendorsDashboardView dashboard={loaderData} answer={actionData} />;
}
