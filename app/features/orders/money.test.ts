import { describe, expect, it } from 'vitest';
import { percentOf } from '~/utils/money';
import { type MoneySettings, orderTotals, reliefReversalCents } from './money';

const settings: MoneySettings = {
  reliefSharePercent: 10,
  taxRatePercent: 8,
  shippingFlatCents: 695,
  shippingExpressCents: 1495,
  freeShippingThresholdCents: 7500,
};

const goods = (unitPriceCents: number, quantity = 1) => ({ unitPriceCents, quantity, isReliefProduct: false });
const relief = (unitPriceCents: number, quantity = 1) => ({ unitPriceCents, quantity, isReliefProduct: true });

describe('percentOf', () => {
  it('rounds half up to a whole cent', () => {
    expect(percentOf(1005, 10)).toBe(101); // 100.5 → 101
    expect(percentOf(1004, 10)).toBe(100); // 100.4 → 100
    expect(percentOf(1999, 8)).toBe(160); // 159.92 → 160
    expect(percentOf(0, 8)).toBe(0);
  });

  it('handles fractional rates without floating-point drift', () => {
    expect(percentOf(10_000, 8.25)).toBe(825);
    expect(percentOf(333, 8.875)).toBe(30); // 29.55 → 30
    expect(percentOf(1_000_000_000, 7.5)).toBe(75_000_000);
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
  });
});

describe('orderTotals', () => {
  it('adds subtotal, flat shipping and tax, and takes 10% of the goods for relief', () => {
    const totals = orderTotals([goods(1250, 2), goods(899)], 'standard', settings);
    expect(totals).toEqual({
      subtotalCents: 3399,
      discountCents: 0,
      shippingCents: 695,
      taxCents: 272, // 8% of 3399 = 271.92
      totalCents: 3399 + 695 + 272,
      reliefCents: 340, // 10% of 3399 = 339.9
      needsShipping: true,
      freeShippingGapCents: 7500 - 3399,
    });
  });

  it('makes standard shipping free from the threshold up, never express', () => {
    expect(orderTotals([goods(7499)], 'standard', settings).shippingCents).toBe(695);
    const atThreshold = orderTotals([goods(7500)], 'standard', settings);
    expect(atThreshold.shippingCents).toBe(0);
    expect(atThreshold.freeShippingGapCents).toBe(0);
    expect(orderTotals([goods(7500)], 'express', settings).shippingCents).toBe(1495);
  });

  it('gives the whole price of relief products to relief, untaxed and unshipped', () => {
    const onlyRelief = orderTotals([relief(2499, 2)], 'express', settings);
    expect(onlyRelief).toMatchObject({
      subtotalCents: 4998,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 4998,
      reliefCents: 4998,
      needsShipping: false,
    });
    const mixed = orderTotals([relief(2499), goods(1000)], 'standard', settings);
    expect(mixed).toMatchObject({ subtotalCents: 3499, shippingCents: 695, taxCents: 80, reliefCents: 2499 + 100 });
    // Relief products do not count towards free shipping: they are not shipped.
    expect(orderTotals([relief(8000), goods(100)], 'standard', settings).shippingCents).toBe(695);
  });

  it('taxes a place on a course and shares 10% with relief, but ships nothing for it', () => {
    const course = { unitPriceCents: 2900, quantity: 1, isReliefProduct: false, isDigital: true };
    expect(orderTotals([course], 'express', settings)).toMatchObject({
      subtotalCents: 2900,
      shippingCents: 0,
      taxCents: 232,
      totalCents: 3132,
      reliefCents: 290,
      needsShipping: false,
    });
    // With goods, the goods ship; the course does not count towards free shipping.
    expect(orderTotals([course, goods(7000)], 'standard', settings)).toMatchObject({ shippingCents: 695, needsShipping: true });
  });

  it('follows the configured rates', () => {
    const totals = orderTotals([goods(10_000)], 'standard', {
      ...settings,
      reliefSharePercent: 15,
      taxRatePercent: 0,
      freeShippingThresholdCents: 0,
    });
    expect(totals).toMatchObject({ shippingCents: 0, taxCents: 0, totalCents: 10_000, reliefCents: 1500 });
  });

  it('treats free products as zero', () => {
    expect(orderTotals([goods(0, 3)], 'standard', settings)).toMatchObject({
      subtotalCents: 0,
      taxCents: 0,
      reliefCents: 0,
      totalCents: 695,
    });
  });
});

describe('orderTotals with a discount code', () => {
  it('takes the discount off before tax and the relief share, and keeps free shipping judged before it', () => {
    // $80.00 of goods, $10.00 off: shipping stays free (the goods reached $75 before the code).
    const totals = orderTotals([goods(5000), goods(3000)], 'standard', settings, [625, 375]);
    expect(totals).toEqual({
      subtotalCents: 8000,
      discountCents: 1000,
      shippingCents: 0,
      taxCents: 560, // 8% of 7000
      totalCents: 8000 - 1000 + 560,
      reliefCents: 700, // 10% of 7000
      needsShipping: true,
      freeShippingGapCents: 0,
    });
  });

  it('refuses a discount that does not fit its line, or one on a relief gift', () => {
    expect(() => orderTotals([goods(500)], 'standard', settings, [501])).toThrow(RangeError);
    expect(() => orderTotals([goods(500)], 'standard', settings, [-1])).toThrow(RangeError);
    expect(() => orderTotals([relief(500)], 'standard', settings, [100])).toThrow(RangeError);
  });
});

describe('reliefReversalCents', () => {
  const order = { reliefCents: 340, totalCents: 4366 };

  it('reverses the refunded fraction of the relief share', () => {
    expect(reliefReversalCents({ ...order, refundedBeforeCents: 0, reversedBeforeCents: 0, amountCents: 2183 })).toBe(170);
  });

  it('adds up to exactly the whole share once the order is fully refunded', () => {
    let refunded = 0;
    let reversed = 0;
    for (const amount of [1000, 1000, 1000, 1366]) {
      reversed += reliefReversalCents({
        ...order,
        refundedBeforeCents: refunded,
        reversedBeforeCents: reversed,
        amountCents: amount,
      });
      refunded += amount;
    }
    expect(reversed).toBe(340);
  });

  it('reverses everything in one full refund, and nothing for an order without a total', () => {
    expect(reliefReversalCents({ ...order, refundedBeforeCents: 0, reversedBeforeCents: 0, amountCents: 4366 })).toBe(340);
    expect(
      reliefReversalCents({ reliefCents: 0, totalCents: 0, refundedBeforeCents: 0, reversedBeforeCents: 0, amountCents: 0 }),
    ).toBe(0);
  });
});
