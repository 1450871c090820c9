/*
 * Vendor badges (issue 39, decision 0098): what each badge means, as a rule on figures the jobs
 * read from the data, pure so that /vendors/badges can state the same thresholds the jobs apply
 * and the tests can check every edge. A badge is held while its criterion holds; the daily job
 * (badges.server.ts) awards it when the criterion starts to hold and revokes it when it stops.
 *
 * Every criterion counts what buyers can check for themselves (a valid certificate, orders that
 * were not refunded, parcels sent on time, money given to relief), over a recent window, so a
 * badge follows what a vendor does now and not what they did once.
 */

export const BADGES = ['certified-organic', 'top-seller', 'fast-shipper', 'relief-partner'] as const;
export type Badge = (typeof BADGES)[number];

export const isBadge = (value: string): value is Badge => (BADGES as readonly string[]).includes(value);

/** Top Seller and Fast Shipper look at orders paid in this many days, up to now. */
export const RECENT_WINDOW_DAYS = 90;
/** Top Seller: at least this many orders of the vendor's goods paid in the window, not refunded in full. */
export const TOP_SELLER_MIN_ORDERS = 20;
/** Fast Shipper: a parcel is on time when shipped within this many hours of the payment. */
export const FAST_SHIPPER_PROMISE_HOURS = 48;
/** Fast Shipper: at least this many parcels shipped in the window (fewer says little about a habit)… */
export const FAST_SHIPPER_MIN_PARCELS = 10;
/** …and at least this share of the parcels that were due sent on time (a parcel still waiting past the promise counts as late). */
export const FAST_SHIPPER_ON_TIME_PERCENT = 90;
/** Relief Partner looks at a year of sales: relief is a steady habit, not a season. */
export const RELIEF_WINDOW_DAYS = 365;
/** Relief Partner: the relief share of the vendor's sales in the window reached this many cents. */
export const RELIEF_PARTNER_MIN_CENTS = 10_000;
/** Certificate reminders: sent this many days before the day a certificate expires, once each. */
export const CERTIFICATE_REMINDER_DAYS = [30, 7] as const;
/** An expiry notice is sent for a certificate that expired at most this many days ago (a job that was down catches up; older expiries are history). */
export const EXPIRY_NOTICE_GRACE_DAYS = 7;

/** The public thresholds, as /vendors/badges states them. */
export const BADGE_THRESHOLDS = {
  recentDays: RECENT_WINDOW_DAYS,
  topSellerOrders: TOP_SELLER_MIN_ORDERS,
  promiseHours: FAST_SHIPPER_PROMISE_HOURS,
  fastShipperParcels: FAST_SHIPPER_MIN_PARCELS,
  onTimePercent: FAST_SHIPPER_ON_TIME_PERCENT,
  reliefDays: RELIEF_WINDOW_DAYS,
  reliefCents: RELIEF_PARTNER_MIN_CENTS,
} as const;

/** What the job reads about one vendor on a given day. */
export type VendorFacts = {
  /** A paused or suspended store holds no badge: its products are not for sale. */
  isStoreActive: boolean;
  /** The last day (YYYY-MM-DD) any of their accepted certificates is valid (certificateValidUntil), or null. */
  certificateValidUntil: string | null;
  /** Orders of their goods paid in the recent window and not refunded in full. */
  paidOrders: number;
  /** Parcels of orders paid in the recent window that were shipped. */
  parcelsShipped: number;
  /** Of those, shipped within the promise. */
  parcelsOnTime: number;
  /** Parcels of orders paid in the recent window still waiting past the promise (not refunded in full). */
  parcelsLate: number;
  /** The relief share of their sales in the relief window, net of refunds, in cents. */
  reliefCents: number;
};

/** What a vendor lacks for a badge, for their dashboard: each names a translation and its figures. */
export type Missing =
  | { key: 'store-active' }
  | { key: 'certificate' }
  | { key: 'orders'; count: number }
  | { key: 'parcels'; count: number }
  | { key: 'on-time'; percent: number }
  | { key: 'relief'; cents: number };

export type BadgeStanding = { badge: Badge; isMet: boolean; missing: Missing[] };

/** Whole days from `today` to `day` (both YYYY-MM-DD, UTC): 0 on the day itself, negative once past. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A certificate as the badge rule sees it: where its review stands and the day it expires. */
export type CertificateReviewFacts = { reviewState: 'pending' | 'accepted' | 'refused'; expiresOn: string };

/**
 * The last day a vendor's certificates carry Certified Organic: the latest expiry among those an
 * administrator accepted (with the application, or as a renewal). A renewal still pending or
 * refused counts for nothing, however far off its date (decision 0102): the file is the vendor's
 * word until someone has read it.
 */
export function certificateValidUntil(certificates: readonly CertificateReviewFacts[]): string | null {
  let latest: string | null = null;
  for (const { reviewState, expiresOn } of certificates)
    if (reviewState === 'accepted' && (latest === null || expiresOn > latest)) latest = expiresOn;
  return latest;
}

/** A certificate is valid through the day it expires. */
export function isCertificateValid(validUntil: string | null, today: string): boolean {
  return validUntil !== null && daysUntil(validUntil, today) >= 0;
}

/** The share of the parcels that were due that left on time, in whole percent rounded down; 100 when none was due. */
export function onTimePercent(facts: Pick<VendorFacts, 'parcelsShipped' | 'parcelsOnTime' | 'parcelsLate'>): number {
  const due = facts.parcelsShipped + facts.parcelsLate;
  return due === 0 ? 100 : Math.floor((facts.parcelsOnTime * 100) / due);
}

function criterion(badge: Badge, facts: VendorFacts, today: string): Missing[] {
  switch (badge) {
    case 'certified-organic':
      return isCertificateValid(facts.certificateValidUntil, today) ? [] : [{ key: 'certificate' }];
    case 'top-seller':
      return facts.paidOrders >= TOP_SELLER_MIN_ORDERS
        ? []
        : [{ key: 'orders', count: TOP_SELLER_MIN_ORDERS - facts.paidOrders }];
    case 'fast-shipper': {
      const missing: Missing[] = [];
      if (facts.parcelsShipped < FAST_SHIPPER_MIN_PARCELS)
        missing.push({ key: 'parcels', count: FAST_SHIPPER_MIN_PARCELS - facts.parcelsShipped });
      // Compared in integers (on time × 100 ≥ percent × due), so 89.9 % is not rounded up to 90.
      const due = facts.parcelsShipped + facts.parcelsLate;
      if (facts.parcelsOnTime * 100 < FAST_SHIPPER_ON_TIME_PERCENT * due)
        missing.push({ key: 'on-time', percent: onTimePercent(facts) });
      return missing;
    }
    case 'relief-partner':
      return facts.reliefCents >= RELIEF_PARTNER_MIN_CENTS
        ? []
        : [{ key: 'relief', cents: RELIEF_PARTNER_MIN_CENTS - facts.reliefCents }];
  }
}

/** Where a vendor stands on every badge, in the order of BADGES. */
export function standings(facts: VendorFacts, today: string): BadgeStanding[] {
  return BADGES.map((badge) => {
    const missing = [...(facts.isStoreActive ? [] : [{ key: 'store-active' } as const]), ...criterion(badge, facts, today)];
    return { badge, isMet: missing.length === 0, missing };
  });
}

/** The badges a vendor should hold today. */
export function earnedBadges(facts: VendorFacts, today: string): Badge[] {
  return standings(facts, today)
    .filter((standing) => standing.isMet)
    .map((standing) => standing.badge);
}

/** Why a badge stopped: its certificate ran out, the store closed, or another criterion stopped holding. */
export type RevokeReason = 'certificate-expired' | 'store-inactive' | 'criterion-unmet';

/** What changes between the badges held and those earned: each to award, each to revoke with its reason. */
export function badgeChanges(
  held: readonly Badge[],
  facts: VendorFacts,
  today: string,
): { award: Badge[]; revoke: { badge: Badge; reason: RevokeReason }[] } {
  const earned = earnedBadges(facts, today);
  const reasonFor = (badge: Badge): RevokeReason => {
    if (!facts.isStoreActive) return 'store-inactive';
    return badge === 'certified-organic' ? 'certificate-expired' : 'criterion-unmet';
  };
  return {
    award: earned.filter((badge) => !held.includes(badge)),
    revoke: held.filter((badge) => !earned.includes(badge)).map((badge) => ({ badge, reason: reasonFor(badge) })),
  };
}

export type CertificateNotice = 'reminder-30' | 'reminder-7' | 'expired';

/**
 * The notice due for the certificate that carries a vendor's Certified Organic badge (the one
 * valid longest), given the notices already sent for it: the 30-day reminder from 30 days
 * before to 8 days before, the 7-day one in the last week, and the expiry notice in the week
 * after. A certificate sent in already close to its end gets only the reminder that fits (one
 * with 5 days left is not told "30 days"), and each notice goes once.
 */
export function dueCertificateNotice(daysLeft: number, sent: ReadonlySet<CertificateNotice>): CertificateNotice | null {
  const [first, last] = CERTIFICATE_REMINDER_DAYS;
  let due: CertificateNotice | null = null;
  if (daysLeft < 0) due = daysLeft >= -EXPIRY_NOTICE_GRACE_DAYS ? 'expired' : null;
  else if (daysLeft <= last) due = 'reminder-7';
  else if (daysLeft <= first) due = 'reminder-30';
  return due && !sent.has(due) ? due : null;
}
