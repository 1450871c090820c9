import { describe, expect, it } from 'vitest';
import {
  badgeChanges,
  type CertificateNotice,
  certificateValidUntil,
  daysUntil,
  dueCertificateNotice,
  earnedBadges,
  FAST_SHIPPER_MIN_PARCELS,
  isCertificateValid,
  onTimePercent,
  RELIEF_PARTNER_MIN_CENTS,
  standings,
  TOP_SELLER_MIN_ORDERS,
  type VendorFacts,
} from './badge-rules';

const TODAY = '2027-03-15';

/** A vendor with an active store who meets no criterion yet. */
const NOTHING: VendorFacts = {
  isStoreActive: true,
  certificateValidUntil: null,
  paidOrders: 0,
  parcelsShipped: 0,
  parcelsOnTime: 0,
  parcelsLate: 0,
  reliefCents: 0,
};

/** A vendor who meets every criterion exactly at its threshold. */
const EVERYTHING: VendorFacts = {
  isStoreActive: true,
  certificateValidUntil: TODAY,
  paidOrders: TOP_SELLER_MIN_ORDERS,
  parcelsShipped: 10,
  parcelsOnTime: 9,
  parcelsLate: 0,
  reliefCents: RELIEF_PARTNER_MIN_CENTS,
};

describe('badge rules', () => {
  it('counts days between calendar days, across months and leap days', () => {
    expect(daysUntil('2027-03-15', TODAY)).toBe(0);
    expect(daysUntil('2027-04-14', TODAY)).toBe(30);
    expect(daysUntil('2027-03-14', TODAY)).toBe(-1);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
  });

  it('holds a certificate valid through the day it expires, and not the day after', () => {
    expect(isCertificateValid(TODAY, TODAY)).toBe(true);
    expect(isCertificateValid('2027-03-14', TODAY)).toBe(false);
    expect(isCertificateValid(null, TODAY)).toBe(false);
  });

  it('gives every badge to a vendor exactly at each threshold', () => {
    expect(earnedBadges(EVERYTHING, TODAY)).toEqual(['certified-organic', 'top-seller', 'fast-shipper', 'relief-partner']);
  });

  it('gives none one step below each threshold, and says what is missing', () => {
    const below: VendorFacts = {
      isStoreActive: true,
      certificateValidUntil: '2027-03-14',
      paidOrders: TOP_SELLER_MIN_ORDERS - 1,
      parcelsShipped: FAST_SHIPPER_MIN_PARCELS - 1,
      parcelsOnTime: FAST_SHIPPER_MIN_PARCELS - 1,
      parcelsLate: 0,
      reliefCents: RELIEF_PARTNER_MIN_CENTS - 1,
    };
    expect(earnedBadges(below, TODAY)).toEqual([]);
    expect(standings(below, TODAY)).toEqual([
      { badge: 'certified-organic', isMet: false, missing: [{ key: 'certificate' }] },
      { badge: 'top-seller', isMet: false, missing: [{ key: 'orders', count: 1 }] },
      { badge: 'fast-shipper', isMet: false, missing: [{ key: 'parcels', count: 1 }] },
      { badge: 'relief-partner', isMet: false, missing: [{ key: 'relief', cents: 1 }] },
    ]);
  });

  it('counts a parcel still waiting past the promise as late, so not shipping does not keep the badge', () => {
    // 10 shipped on time, 2 waiting for days: 10 of 12 is 83 %.
    const facts = { ...EVERYTHING, parcelsShipped: 10, parcelsOnTime: 10, parcelsLate: 2 };
    expect(onTimePercent(facts)).toBe(83);
    expect(standings(facts, TODAY)[2]).toEqual({
      badge: 'fast-shipper',
      isMet: false,
      missing: [{ key: 'on-time', percent: 83 }],
    });
    // 9 of 10 is exactly 90 %; 89 of 99 (89.9 %) is not rounded up.
    expect(earnedBadges({ ...EVERYTHING, parcelsShipped: 10, parcelsOnTime: 9 }, TODAY)).toContain('fast-shipper');
    expect(earnedBadges({ ...EVERYTHING, parcelsShipped: 99, parcelsOnTime: 89 }, TODAY)).not.toContain('fast-shipper');
  });

  it('gives a paused or suspended store no badge, whatever its figures', () => {
    const paused = { ...EVERYTHING, isStoreActive: false };
    expect(earnedBadges(paused, TODAY)).toEqual([]);
    expect(standings(paused, TODAY).every((standing) => standing.missing[0]?.key === 'store-active')).toBe(true);
  });

  it('awards what is newly earned and revokes what is no longer, with the reason', () => {
    expect(badgeChanges([], EVERYTHING, TODAY)).toEqual({
      award: ['certified-organic', 'top-seller', 'fast-shipper', 'relief-partner'],
      revoke: [],
    });
    expect(badgeChanges(['certified-organic', 'top-seller'], EVERYTHING, TODAY)).toEqual({
      award: ['fast-shipper', 'relief-partner'],
      revoke: [],
    });
    // The day after the certificate's last day.
    expect(badgeChanges(['certified-organic', 'top-seller', 'fast-shipper', 'relief-partner'], EVERYTHING, '2027-03-16')).toEqual(
      {
        award: [],
        revoke: [{ badge: 'certified-organic', reason: 'certificate-expired' }],
      },
    );
    expect(badgeChanges(['top-seller'], { ...EVERYTHING, paidOrders: 3 }, TODAY).revoke).toEqual([
      { badge: 'top-seller', reason: 'criterion-unmet' },
    ]);
    expect(badgeChanges(['top-seller'], { ...EVERYTHING, isStoreActive: false }, TODAY).revoke).toEqual([
      { badge: 'top-seller', reason: 'store-inactive' },
    ]);
    // Nothing to do when the holdings match: the job run twice changes nothing.
    expect(badgeChanges(['certified-organic'], { ...NOTHING, certificateValidUntil: TODAY }, TODAY)).toEqual({
      award: [],
      revoke: [],
    });
  });

  describe('certificate notices', () => {
    const none = new Set<CertificateNotice>();
    it('reminds at 30 days, then at 7, then tells of the expiry, once each', () => {
      expect(dueCertificateNotice(31, none)).toBeNull();
      expect(dueCertificateNotice(30, none)).toBe('reminder-30');
      expect(dueCertificateNotice(8, none)).toBe('reminder-30');
      expect(dueCertificateNotice(20, new Set(['reminder-30']))).toBeNull();
      expect(dueCertificateNotice(7, new Set(['reminder-30']))).toBe('reminder-7');
      expect(dueCertificateNotice(0, new Set(['reminder-30']))).toBe('reminder-7');
      expect(dueCertificateNotice(3, new Set(['reminder-30', 'reminder-7']))).toBeNull();
      expect(dueCertificateNotice(-1, new Set(['reminder-30', 'reminder-7']))).toBe('expired');
      expect(dueCertificateNotice(-2, new Set(['reminder-30', 'reminder-7', 'expired']))).toBeNull();
    });

    it('skips a reminder that no longer fits, and says nothing of an expiry long past', () => {
      // Sent in with five days left: only the last week's reminder.
      expect(dueCertificateNotice(5, none)).toBe('reminder-7');
      // A job that was down for a few days still tells of the expiry; a year-old one is history.
      expect(dueCertificateNotice(-7, none)).toBe('expired');
      expect(dueCertificateNotice(-8, none)).toBeNull();
    });
  });
});

describe('certificateValidUntil', () => {
  it('is the latest expiry among accepted certificates only', () => {
    expect(
      certificateValidUntil([
        { reviewState: 'accepted', expiresOn: '2027-06-30' },
        { reviewState: 'accepted', expiresOn: '2028-01-31' },
        { reviewState: 'accepted', expiresOn: '2027-12-31' },
      ]),
    ).toBe('2028-01-31');
  });

  it('ignores a pending or refused renewal, however far off its date', () => {
    const certificates = [
      { reviewState: 'accepted', expiresOn: '2027-03-20' },
      { reviewState: 'pending', expiresOn: '2030-01-01' },
      { reviewState: 'refused', expiresOn: '2031-01-01' },
    ] as const;
    expect(certificateValidUntil(certificates)).toBe('2027-03-20');
    expect(certificateValidUntil(certificates.slice(1))).toBeNull();
    expect(earnedBadges({ ...NOTHING, certificateValidUntil: certificateValidUntil(certificates.slice(1)) }, TODAY)).toEqual([]);
  });

  it('is null without certificates', () => {
    expect(certificateValidUntil([])).toBeNull();
  });
});
