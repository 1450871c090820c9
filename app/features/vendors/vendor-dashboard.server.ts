import { getDb } from '~/db/client.server';
import { listVendorProducts } from '~/features/catalog/vendor-products.server';
import { type Actor, refuseActor } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import { certificateValidUntil } from './badge-rules';
import { badgeStandingsOf } from './badges.server';
import { readCertificatesOf } from './renew-certificate.server';
import { readConversation } from './vendor-messages.server';
import { findVendorStanding } from './vendor-profiles.server';
import { commissionPercentFor } from './vendors.schema';

/** How many of a vendor's products their dashboard lists on a page, latest changed first. */
export const VENDOR_PRODUCTS_PER_PAGE = 20;

/**
 * The acting vendor's dashboard (/vendors/dashboard): their store, the commission they pay (their
 * own rate, or VENDOR_COMMISSION_PERCENT), a page of their products (with one more when another
 * page follows), their conversation with the team, their certificates and where they stand on
 * each badge. Anyone without the vendor role and a profile gets the SPEC's Access Denied.
 *
 * One operation for the page, so who asks is checked once: each part read on its own checked it
 * again (five statements of the page's fifteen), and the badges read the store's state and
 * certificates that the page reads anyway. The parcels and payouts have operations of their own
 * (orders' and payouts' domains), which the route calls beside this one.
 */
export async function loadVendorDashboard({
  actor,
  productsPage = 1,
  now = new Date(),
}: {
  actor: Actor;
  productsPage?: number;
  now?: Date;
}) {
  const profile = await findVendorStanding(actor.id);
  if (!profile?.isVendor) return refuseActor('the vendor dashboard is for vendors', ['vendor']);
  const db = getDb();
  const [products, conversation, certificates] = await Promise.all([
    listVendorProducts({
      vendorId: actor.id,
      offset: (productsPage - 1) * VENDOR_PRODUCTS_PER_PAGE,
      limit: VENDOR_PRODUCTS_PER_PAGE + 1,
    }),
    readConversation(actor.id, 'vendor', db),
    readCertificatesOf(actor.id, db),
  ]);
  const badges = await badgeStandingsOf(
    actor.id,
    { isStoreActive: profile.status === 'active', certificateValidUntil: certificateValidUntil(certificates) },
    now,
    db,
  );
  return {
    profile: {
      storeName: profile.storeName,
      slug: profile.slug,
      status: profile.status,
      since: profile.createdAt,
    },
    commission: {
      percent: commissionPercentFor(profile.commissionPercent, getEnv().VENDOR_COMMISSION_PERCENT),
      isOwnRate: profile.commissionPercent !== null,
    },
    products,
    conversation,
    certificates,
    badges,
  };
}

export type VendorDashboard = Awaited<ReturnType<typeof loadVendorDashboard>>;
