import { describe, expect, it } from 'vitest';
import { type Allocation, allocatePaidOrder, allocateRefund, combine, LedgerMismatch, type PaidOrderFacts } from './allocation';

const sum = (entries: readonly Allocation[]) => entries.reduce((acc, entry) => acc + entry.amountCents, 0);
const amountOf = (entries: readonly Allocation[], account: string, partyId = '') =>
  entries.find((entry) => entry.account === account && entry.partyId === partyId)?.amountCents ?? 0;

const platformLine = (amountCents: number) => ({ amountCents, isReliefProduct: false, owner: { kind: 'platform' as const } });

describe('allocatePaidOrder', () => {
  it('splits a course, a vendor’s goods and the platform’s own, with an affiliate and a leader', () => {
    const order: PaidOrderFacts = {
      subtotalCents: 10_000 + 5_000 + 2_000,
      discountCents: 0,
      shippingCents: 599,
      taxCents: 1_360,
      reliefCents: 1_700,
      totalCents: 17_000 + 599 + 1_360,
      lines: [
        { amountCents: 10_000, isReliefProduct: false, owner: { kind: 'instructor', id: 'ins', sharePercent: 70 } },
        { amountCents: 5_000, isReliefProduct: false, owner: { kind: 'vendor', id: 'ven', commissionPercent: 15 } },
        platformLine(2_000),
      ],
      affiliate: { id: 'aff', percent: 10, leader: { id: 'lead', percent: 2 } },
    };
    const entries = allocatePaidOrder(order);
    // Relief 10 % of each line: 1,000 / 500 / 200. Proceeds 9,000 / 4,500 / 1,800.
    expect(amountOf(entries, 'relief')).toBe(1_700);
    expect(amountOf(entries, 'tax')).toBe(1_360);
    expect(amountOf(entries, 'shipping')).toBe(599);
    expect(amountOf(entries, 'instructor', 'ins')).toBe(6_300);
    expect(amountOf(entries, 'vendor', 'ven')).toBe(3_825);
    // The affiliate's 10 % and the leader's 2 % of 15,300 of proceeds (no relief, tax or shipping).
    expect(amountOf(entries, 'affiliate', 'aff')).toBe(1_530);
    expect(amountOf(entries, 'affiliate', 'lead')).toBe(306);
    expect(amountOf(entries, 'platform')).toBe(2_700 + 675 + 1_800 - 1_530 - 306);
    expect(sum(entries)).toBe(order.totalCents);
  });

  it('pays each line at its category’s rate, summing the lines of one rate before rounding', () => {
    const order: PaidOrderFacts = {
      subtotalCents: 3_333 + 3_333 + 5_000,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      reliefCents: 333 + 333 + 500,
      totalCents: 11_666,
      lines: [
        // Two lines at the programme's 10 %, one course at its category's 25 % (decision 0100).
        platformLine(3_333),
        platformLine(3_333),
        { amountCents: 5_000, isReliefProduct: false, owner: { kind: 'platform' }, affiliatePercent: 25 },
      ],
      affiliate: { id: 'aff', percent: 10, leader: { id: 'lead', percent: 2 } },
    };
    const entries = allocatePaidOrder(order);
    // Proceeds 3,000 + 3,000 at 10 % (one rounding of 6,000: 600) and 4,500 at 25 % (1,125).
    expect(amountOf(entries, 'affiliate', 'aff')).toBe(600 + 1_125);
    // The leader's override is on all of the proceeds, whatever the lines' rates.
    expect(amountOf(entries, 'affiliate', 'lead')).toBe(210);
    expect(sum(entries)).toBe(order.totalCents);
  });

  it('pays a 0 % category nothing and the rest at the programme’s rate', () => {
    const entries = allocatePaidOrder({
      subtotalCents: 2_000,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      reliefCents: 200,
      totalCents: 2_000,
      lines: [platformLine(1_000), { ...platformLine(1_000), affiliatePercent: 0 }],
      affiliate: { id: 'aff', percent: 10, leader: null },
    });
    expect(amountOf(entries, 'affiliate', 'aff')).toBe(90);
    expect(amountOf(entries, 'platform')).toBe(1_800 - 90);
  });

  it('gives relief the whole of a relief product and takes a discount off the goods sold only', () => {
    const entries = allocatePaidOrder({
      subtotalCents: 3_000 + 2_500,
      discountCents: 300,
      shippingCents: 0,
      taxCents: 0,
      reliefCents: 2_500 + 270,
      totalCents: 5_200,
      lines: [platformLine(3_000), { amountCents: 2_500, isReliefProduct: true, owner: { kind: 'platform' } }],
      affiliate: null,
    });
    expect(amountOf(entries, 'relief')).toBe(2_770);
    expect(amountOf(entries, 'platform')).toBe(2_430);
    expect(sum(entries)).toBe(5_200);
  });

  it('never pays an affiliate more than the platform keeps', () => {
    const entries = allocatePaidOrder({
      subtotalCents: 1_000,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      reliefCents: 100,
      totalCents: 1_000,
      lines: [{ amountCents: 1_000, isReliefProduct: false, owner: { kind: 'vendor', id: 'v', commissionPercent: 5 } }],
      affiliate: { id: 'a', percent: 30, leader: { id: 'l', percent: 5 } },
    });
    expect(amountOf(entries, 'affiliate', 'a')).toBe(45);
    expect(amountOf(entries, 'affiliate', 'l')).toBe(0);
    expect(amountOf(entries, 'platform')).toBe(0);
    expect(sum(entries)).toBe(1_000);
  });

  it('refuses an order whose figures do not add up', () => {
    const order = {
      subtotalCents: 1_000,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      reliefCents: 100,
      totalCents: 1_001,
      lines: [platformLine(1_000)],
      affiliate: null,
    };
    expect(() => allocatePaidOrder(order)).toThrow(LedgerMismatch);
    expect(() => allocatePaidOrder({ ...order, totalCents: 1_000, reliefCents: 1_001 })).toThrow(LedgerMismatch);
  });
});

describe('allocateRefund', () => {
  const paid = allocatePaidOrder({
    subtotalCents: 4_999,
    discountCents: 0,
    shippingCents: 599,
    taxCents: 400,
    reliefCents: 500,
    totalCents: 5_998,
    lines: [{ amountCents: 4_999, isReliefProduct: false, owner: { kind: 'instructor', id: 'i', sharePercent: 70 } }],
    affiliate: { id: 'a', percent: 10, leader: null },
  });

  it('takes back the store’s relief reversal and the rest in proportion, to the cent', () => {
    const refund = allocateRefund(paid, { amountCents: 1_000, reliefReversalCents: 83 });
    expect(sum(refund)).toBe(-1_000);
    expect(amountOf(refund, 'relief')).toBe(-83);
    for (const entry of refund) expect(entry.amountCents).toBeLessThanOrEqual(0);
  });

  it('brings every account to zero over partial refunds that add up to the whole', () => {
    let holdings = paid;
    let refunded = 0;
    let reversed = 0;
    for (const amount of [1, 2_000, 333, 3_664]) {
      const reliefAfter = refunded + amount >= 5_998 ? 500 : Math.floor((500 * (refunded + amount) + 2_999) / 5_998);
      const refund = allocateRefund(holdings, { amountCents: amount, reliefReversalCents: reliefAfter - reversed });
      expect(sum(refund)).toBe(-amount);
      holdings = combine([...holdings, ...refund]);
      for (const entry of holdings) expect(entry.amountCents).toBeGreaterThanOrEqual(0);
      refunded += amount;
      reversed = reliefAfter;
    }
    expect(holdings).toEqual([]);
  });

  it('refuses a refund larger than what the order holds', () => {
    expect(() => allocateRefund(paid, { amountCents: 6_000, reliefReversalCents: 500 })).toThrow(LedgerMismatch);
  });
});
