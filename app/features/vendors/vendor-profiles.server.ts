import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { userRoles } from '~/db/schema/accounts';
import { vendorProfiles } from '~/db/schema/vendors';
import { wholeColumn } from '~/db/whole-column';
import { type Actor, refuseActor } from '~/utils/actor';

/*
 * An approved vendor's profile (issue 39), and the checks every vendor-only operation makes from
 * it: the vendor role and a profile, read again, never from the session. The dashboard's reads
 * are in vendor-dashboard.server.ts.
 */

const profileColumns = {
  userId: vendorProfiles.userId,
  storeName: vendorProfiles.storeName,
  slug: vendorProfiles.slug,
  status: vendorProfiles.status,
  commissionPercent: vendorProfiles.commissionPercent,
  createdAt: vendorProfiles.createdAt,
};

/** A person's vendor profile, or null. */
export async function findVendorProfile(userId: string) {
  const [row] = await getDb().select(profileColumns).from(vendorProfiles).where(eq(vendorProfiles.userId, userId));
  return row ?? null;
}

/**
 * A person's vendor profile with whether they hold the vendor role now (read again, not from the
 * session), in one statement; null without a profile. What every vendor-only operation checks.
 */
export async function findVendorStanding(userId: string) {
  const [row] = await getDb()
    .select({
      ...profileColumns,
      isVendor: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${wholeColumn(vendorProfiles.userId)} and ${userRoles.role} = 'vendor')`,
    })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, userId));
  return row ?? null;
}

/**
 * Refuses anyone who may not sell now (convention 16): the vendor role and a profile that is
 * active (not paused or suspended by an administrator), both read again, not from the session.
 */
export async function requireSellingVendor(actor: Actor): Promise<void> {
  const profile = await findVendorStanding(actor.id);
  if (!profile?.isVendor || profile.status !== 'active') refuseActor('only vendors sell their products', ['vendor']);
}

/**
 * Refuses anyone who is not a vendor (the role and a profile, read again), whatever their store's
 * state: a paused or suspended vendor still talks to the team and renews certificates.
 */
export async function requireVendor(actor: Actor): Promise<void> {
  const profile = await findVendorStanding(actor.id);
  if (!profile?.isVendor) refuseActor('only vendors have a conversation with the team', ['vendor']);
}

/** Stores' public names by their vendors' ids (a parcel's sender on an order page); a gone vendor is left out. */
export async function findStoreNames(vendorIds: readonly string[]): Promise<Map<string, string>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ userId: vendorProfiles.userId, storeName: vendorProfiles.storeName })
    .from(vendorProfiles)
    .where(inArray(vendorProfiles.userId, [...vendorIds]));
  return new Map(rows.map((row) => [row.userId, row.storeName]));
}
