import { getDb } from '~/db/client.server';
import { type Actor, refuseActor } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import { certificateValidUntil } from './badge-rules';
import { badgeStandingsOf } from './badges.server';
import { readCertificatesOf } from './renew-certificate.server';
import { readConversation } from './vendor-messages.server';
import { findVendorStanding } from './vendor-profiles.server';
import { commissionPercentFor } from './vendors.schema';

/**
 * The acting vendor's dashboard (/vendors/dashboard): their store, the commission they pay (their
 * own rate, or VENDOR_COMMISSION_PERCENT), their conversation with the team, their certificates
 * and where they stand on each badge. Anyone without the vendor role and a profile gets the SPEC's
 * Access Denied. Their products and parcels have pages of their own (decision 0110).
 *
 * One operation for the page, so who asks is checked once: each part read on its own checked it
 * again, and the badges read the store's state and certificates that the page reads anyway. The
 * next parcels to ship and the payouts have operations of their own (orders' and payouts'
 * domains), which the route calls beside this one.
 */
export async function loadVendorDashboard({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
  const profile = await findVendorStanding(actor.id);
  if (!profile?.isVendor) return refuseActor('the vendor dashboard is for vendors', ['vendor']);
  const db = getDb();
  const [conversation, certificates] = await Promise.all([
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
    conversation,
    certificates,
    badges,
  };
}

export type VendorDashboard = Awaited<ReturnType<typeof loadVendorDashboard>>;
