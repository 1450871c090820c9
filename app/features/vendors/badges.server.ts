import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { vendorBadgeFigures, vendorBadges, vendorCertificates, vendorProfiles } from '~/db/schema/vendors';
import { publishEvent } from '~/features/jobs/events.server';
import { findSellerFigures } from '~/features/orders/seller-figures.server';
import { getEnv } from '~/utils/env.server';
import { percentOf } from '~/utils/money';
import {
  BADGES,
  type Badge,
  badgeChanges,
  type CertificateReviewFacts,
  certificateValidUntil,
  FAST_SHIPPER_PROMISE_HOURS,
  RECENT_WINDOW_DAYS,
  RELIEF_WINDOW_DAYS,
  standings,
  type VendorFacts,
} from './badge-rules';
import { vendorBadgeChanged } from './events';
import { isoDay } from './vendors.schema';

/*
 * Vendor badges from data (issue 39, decision 0098): the facts each rule needs, read from the
 * vendors' own tables and the orders' parcels (through orders' findSellerFigures), and the
 * holdings kept in `vendor_badges` (a row per time a badge was held: the open rows are the
 * current set, the closed ones its history). Awarding and revoking is the platform's own work,
 * run by the daily job and on a certificate's expiry; it takes no actor.
 */

const DAY_MS = 86_400_000;

type StoreFacts = Pick<VendorFacts, 'isStoreActive' | 'certificateValidUntil'>;
type SalesFacts = Omit<VendorFacts, keyof StoreFacts>;

/** Each vendor's store state and the last day their accepted certificates cover: a row or two each. */
async function readStoreFacts(only: string[] | undefined, db: Executor): Promise<Map<string, StoreFacts>> {
  // One after the other: `db` may be a transaction (the certificate notices', the seeder's), whose one connection takes one statement at a time.
  const profiles = await db
    .select({ vendorId: vendorProfiles.userId, status: vendorProfiles.status })
    .from(vendorProfiles)
    .where(only ? inArray(vendorProfiles.userId, only) : undefined);
  // Every certificate with its review: which of them count is the rule's (certificateValidUntil).
  const certificates = await db
    .select({
      vendorId: vendorCertificates.userId,
      reviewState: vendorCertificates.reviewState,
      expiresOn: vendorCertificates.expiresOn,
    })
    .from(vendorCertificates)
    .where(only ? inArray(vendorCertificates.userId, only) : undefined);
  const certificatesOf = new Map<string, CertificateReviewFacts[]>();
  for (const { vendorId, ...certificate } of certificates)
    certificatesOf.set(vendorId, [...(certificatesOf.get(vendorId) ?? []), certificate]);
  return new Map(
    profiles.map(({ vendorId, status }) => [
      vendorId,
      { isStoreActive: status === 'active', certificateValidUntil: certificateValidUntil(certificatesOf.get(vendorId) ?? []) },
    ]),
  );
}

/** Each vendor's sales over the badges' windows, from their parcels: the costly part (a year of a large vendor's lines). */
async function readSalesFacts(now: Date, only: string[] | undefined, db: Executor): Promise<(vendorId: string) => SalesFacts> {
  const over = (days: number) => ({
    since: new Date(now.getTime() - days * DAY_MS),
    now,
    promiseHours: FAST_SHIPPER_PROMISE_HOURS,
    sellerIds: only,
  });
  const recent = await findSellerFigures(over(RECENT_WINDOW_DAYS), db);
  const year = await findSellerFigures(over(RELIEF_WINDOW_DAYS), db);
  const reliefPercent = getEnv().RELIEF_SHARE_PERCENT;
  return (vendorId) => {
    const sales = recent.get(vendorId);
    return {
      paidOrders: sales?.paidOrders ?? 0,
      parcelsShipped: sales?.parcelsShipped ?? 0,
      parcelsOnTime: sales?.parcelsOnTime ?? 0,
      parcelsLate: sales?.parcelsLate ?? 0,
      // Every sale gives RELIEF_SHARE_PERCENT of what was paid for it to relief (decision 0022).
      reliefCents: percentOf(year.get(vendorId)?.goodsCents ?? 0, reliefPercent),
    };
  };
}

/** The facts of every vendor (or of the ones named) on the day of `now`. */
export async function readVendorFacts(
  { now, vendorIds }: { now: Date; vendorIds?: readonly string[] },
  db: Executor = getDb(),
): Promise<Map<string, VendorFacts>> {
  const only = vendorIds ? [...vendorIds] : undefined;
  if (only && only.length === 0) return new Map();
  const stores = await readStoreFacts(only, db);
  const salesOf = await readSalesFacts(now, only, db);
  return new Map([...stores].map(([vendorId, store]) => [vendorId, { ...store, ...salesOf(vendorId) }]));
}

const byBadgeOrder = (a: Badge, b: Badge) => BADGES.indexOf(a) - BADGES.indexOf(b);

/**
 * Brings every vendor's badges (or the named vendors') in line with the rules on the day of
 * `now`: awards each badge newly earned and revokes each no longer earned, with the reason, and
 * announces each change (`vendor.badge_changed`) in the same transaction. Each vendor in a
 * transaction of their own, under their profile's row lock, and every write conditional (an
 * award where none is open, a revocation of the open row only), so a run repeated, or two at
 * once, change nothing more. `db` may be a transaction (the certificate notices', the seeder's).
 */
export async function recomputeVendorBadges(
  { now = new Date(), vendorIds }: { now?: Date; vendorIds?: readonly string[] } = {},
  db: Executor = getDb(),
): Promise<{ awarded: number; revoked: number }> {
  const facts = await readVendorFacts({ now, vendorIds }, db);
  const today = isoDay(now);
  let awarded = 0;
  let revoked = 0;
  for (const [vendorId, vendorFacts] of facts) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${vendorProfiles} where ${vendorProfiles.userId} = ${vendorId} for update`);
      const figures = {
        paidOrders: vendorFacts.paidOrders,
        parcelsShipped: vendorFacts.parcelsShipped,
        parcelsOnTime: vendorFacts.parcelsOnTime,
        parcelsLate: vendorFacts.parcelsLate,
        reliefCents: vendorFacts.reliefCents,
        computedAt: now,
      };
      await tx
        .insert(vendorBadgeFigures)
        .values({ vendorId, ...figures })
        .onConflictDoUpdate({ target: vendorBadgeFigures.vendorId, set: figures });
      const held = await tx
        .select({ badge: vendorBadges.badge })
        .from(vendorBadges)
        .where(and(eq(vendorBadges.vendorId, vendorId), isNull(vendorBadges.revokedAt)));
      const changes = badgeChanges(
        held.map((row) => row.badge),
        vendorFacts,
        today,
      );
      for (const badge of changes.award) {
        const [row] = await tx
          .insert(vendorBadges)
          .values({ vendorId, badge, awardedAt: now })
          .onConflictDoNothing()
          .returning({ id: vendorBadges.id });
        if (!row) continue;
        awarded += 1;
        await publishEvent(tx, vendorBadgeChanged, { vendorId, badge, change: 'awarded' });
      }
      for (const { badge, reason } of changes.revoke) {
        const [row] = await tx
          .update(vendorBadges)
          // A clock behind the award (a test's, or a badge awarded later in the day) never closes a holding before it opened.
          .set({ revokedAt: sql`greatest(${vendorBadges.awardedAt}, ${now.toISOString()}::timestamptz)`, revokeReason: reason })
          .where(and(eq(vendorBadges.vendorId, vendorId), eq(vendorBadges.badge, badge), isNull(vendorBadges.revokedAt)))
          .returning({ id: vendorBadges.id });
        if (!row) continue;
        revoked += 1;
        await publishEvent(tx, vendorBadgeChanged, { vendorId, badge, change: 'revoked', reason });
      }
    });
  }
  return { awarded, revoked };
}

/**
 * A product's seller as its page shows them: the store's name and the badges it holds now, in the
 * order /vendors/badges lists them; null when the store is not open. One indexed read (the
 * profile by its key, its open badges by vendor_badges_vendor_idx), only for vendors' products.
 */
export async function findSellerBadges(vendorId: string): Promise<{ storeName: string; badges: Badge[] } | null> {
  const rows = await getDb()
    .select({ storeName: vendorProfiles.storeName, badge: vendorBadges.badge })
    .from(vendorProfiles)
    .leftJoin(vendorBadges, and(eq(vendorBadges.vendorId, vendorProfiles.userId), isNull(vendorBadges.revokedAt)))
    .where(and(eq(vendorProfiles.userId, vendorId), eq(vendorProfiles.status, 'active')));
  const [first] = rows;
  if (!first) return null;
  const badges = rows.flatMap((row) => (row.badge ? [row.badge] : [])).sort(byBadgeOrder);
  return { storeName: first.storeName, badges };
}

/** Who holds each badge now (stores that are open), by store name: for /vendors/badges. */
export async function listBadgeHolders(): Promise<Record<Badge, string[]>> {
  const rows = await getDb()
    .select({ badge: vendorBadges.badge, storeName: vendorProfiles.storeName })
    .from(vendorBadges)
    .innerJoin(vendorProfiles, eq(vendorProfiles.userId, vendorBadges.vendorId))
    .where(and(isNull(vendorBadges.revokedAt), eq(vendorProfiles.status, 'active')))
    .orderBy(asc(vendorProfiles.storeName));
  const holders = Object.fromEntries(BADGES.map((badge) => [badge, [] as string[]])) as Record<Badge, string[]>;
  for (const row of rows) holders[row.badge].push(row.storeName);
  return holders;
}

/**
 * One store's standings from its state and certificates as the caller read them (the dashboard
 * has them already): the figures the badge job keeps, and the badges the store holds. The caller
 * has checked who asks.
 */
export async function badgeStandingsOf(vendorId: string, store: StoreFacts, now: Date, db: Executor = getDb()) {
  const [[kept], held] = await Promise.all([
    db.select().from(vendorBadgeFigures).where(eq(vendorBadgeFigures.vendorId, vendorId)),
    db
      .select({ badge: vendorBadges.badge })
      .from(vendorBadges)
      .where(and(eq(vendorBadges.vendorId, vendorId), isNull(vendorBadges.revokedAt))),
  ]);
  const sales = kept ?? (await readSalesFacts(now, [vendorId], db))(vendorId);
  const holding = new Set(held.map((row) => row.badge));
  return {
    figuresAt: kept?.computedAt ?? now,
    standings: standings({ ...store, ...sales }, isoDay(now)).map((standing) => ({
      ...standing,
      isHeld: holding.has(standing.badge),
    })),
  };
}

export type BadgeStandingView = Awaited<ReturnType<typeof badgeStandingsOf>>['standings'][number];
