import { describe, expect, it } from 'vitest';
import { OFFER_HOLD_HOURS, offerExpiry, refundDeadline, refundsOnCancel } from './class-rules';

const hour = 3_600_000;
const startsAt = new Date('2026-12-10T18:00:00Z');

describe('offerExpiry', () => {
  it('holds a freed seat for a day when the class is further away', () => {
    const now = new Date(startsAt.getTime() - 3 * 24 * hour);
    expect(offerExpiry(startsAt, now).getTime()).toBe(now.getTime() + OFFER_HOLD_HOURS * hour);
  });

  it('holds it only until the start when the class is sooner', () => {
    const now = new Date(startsAt.getTime() - 5 * hour);
    expect(offerExpiry(startsAt, now)).toEqual(startsAt);
  });
});

describe('refundsOnCancel', () => {
  const paid = { priceCents: 1500, startsAt, refundCutoffHours: 24 };

  it('refunds up to and at the cut-off', () => {
    expect(refundDeadline(paid)).toEqual(new Date('2026-12-09T18:00:00Z'));
    expect(refundsOnCancel(paid, new Date('2026-12-08T10:00:00Z'))).toBe(true);
    expect(refundsOnCancel(paid, new Date('2026-12-09T18:00:00Z'))).toBe(true);
  });

  it('does not refund after the cut-off', () => {
    expect(refundsOnCancel(paid, new Date('2026-12-09T18:00:01Z'))).toBe(false);
  });

  it('a cut-off of zero refunds until the start', () => {
    const open = { ...paid, refundCutoffHours: 0 };
    expect(refundsOnCancel(open, new Date(startsAt.getTime() - 1000))).toBe(true);
    expect(refundsOnCancel(open, new Date(startsAt.getTime() + 1000))).toBe(false);
  });

  it('a free class has nothing to refund', () => {
    expect(refundsOnCancel({ ...paid, priceCents: 0 }, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
