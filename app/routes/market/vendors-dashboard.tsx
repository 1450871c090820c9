import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { listWaitingParcels } from '~/features/orders/fulfilments.server';
import { partyPayouts } from '~/features/payouts/party-payouts.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { loadVendorDashboard } from '~/features/vendors/vendor-dashboard.server';
import { isoDay } from '~/features/vendors/vendors.schema';
import { getEnv } from '~/utils/env.server';
import type { Route } from './+types/vendors-dashboard';
import { vendorDashboardAction } from './vendors-dashboard.server';
import { VendorsDashboardView } from './vendors-dashboard-view';

/** How many of the oldest waiting parcels the dashboard shows; the parcels page has them all. */
const NEXT_PARCELS = 3;

/**
 * The vendor's store, the next parcels to send, payouts, their conversation with the marketplace
 * team, badges and certificates (decisions 0102, 0110); the parcels and the products have pages of
 * their own. The earnings come from the ledger's roll-up (partyPayouts), so none of it grows with
 * the vendor's 10,000 order lines.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard');
  const [dashboard, nextParcels, seo, payouts] = await Promise.all([
    loadVendorDashboard({ actor: vendor }),
    listWaitingParcels({ actor: vendor, limit: NEXT_PARCELS }),
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
    // What the summary shows of each: the order, its items and when it was paid (no address).
    nextParcels: nextParcels.map((parcel) => ({
      id: parcel.id,
      orderNumber: parcel.orderNumber,
      items: parcel.items,
      paidAt: parcel.paidAt?.toISOString() ?? null,
    })),
  };
}

/** Answers the team, marks its messages read, or sends a renewed certificate (the operations check who acts). */
export async function action({ request }: Route.ActionArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard');
  return vendorDashboardAction(request, vendor);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorsDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VendorsDashboardView dashboard={loaderData} answer={actionData} />;
}
