import { describe, expect, it } from 'vitest';
import { type DiscountLine, type DiscountTerms, discountFor, usableNow } from './discount-rules';

const NOW = new Date('2026-11-20T12:00:00Z');

const terms = (over: Partial<DiscountTerms> = {}): DiscountTerms => ({
  kind: 'percent',
  percentOff: 10,
  amountOffCents: null,
  minimumOrderCents: 0,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: null,
  totalLimit: null,
  perPersonLimit: null,
  timesUsed: 0,
  productIds: [],
  categories: [],
  archived: false,
  affiliateId: null,
  ...over,
});

const seeds: DiscountLine = { productId: 'p-seeds', category: 'seeds', amountCents: 1_999, isReliefProduct: false };
const trowel: DiscountLine = { productId: 'p-trowel', category: 'tools', amountCents: 3_000, isReliefProduct: false };
const gift: DiscountLine = { productId: 'p-gift', category: 'relief', amountCents: 2_500, isReliefProduct: true };
const context = { now: NOW, usesByPerson: 0, buyerId: 'buyer' };

describe('discountFor', () => {
  it('takes a percentage off every product sold, never off a relief gift, spread to the cent', () => {
    const result = discountFor(terms(), [seeds, trowel, gift], context);
    // 10% of $49.99 is $4.999, rounded half up to $5.00; the gift carries none of it.
    expect(result).toEqual({ ok: true, totalCents: 500, perLine: [200, 300, 0] });
  });

  it('takes an amount off only the products and categories named, never more than they cost', () => {
    const onSeeds = discountFor(
      terms({ kind: 'amount', percentOff: null, amountOffCents: 5_000, categories: ['seeds'] }),
      [seeds, trowel],
      context,
    );
    expect(onSeeds).toEqual({ ok: true, totalCents: 1_999, perLine: [1_999, 0] });
    const byProduct = discountFor(
      terms({ kind: 'amount', percentOff: null, amountOffCents: 700, productIds: ['p-trowel'] }),
      [seeds, trowel],
      context,
    );
    expect(byProduct).toEqual({ ok: true, totalCents: 700, perLine: [0, 700] });
  });

  it('judges the minimum on the goods it applies to, before the discount', () => {
    const minimum = terms({ minimumOrderCents: 2_000, categories: ['seeds'] });
    expect(discountFor(minimum, [seeds, trowel], context)).toEqual({ ok: false, refusal: 'minimum', minimumCents: 2_000 });
    expect(discountFor(minimum, [{ ...seeds, amountCents: 2_000 }], context)).toMatchObject({ ok: true, totalCents: 200 });
  });

  it('refuses a code that covers nothing in the cart, or rounds to nothing', () => {
    expect(discountFor(terms({ categories: ['books'] }), [seeds, gift], context)).toEqual({
      ok: false,
      refusal: 'not-applicable',
    });
    expect(discountFor(terms(), [gift], context)).toEqual({ ok: false, refusal: 'not-applicable' });
    expect(discountFor(terms({ percentOff: 1 }), [{ ...seeds, amountCents: 40 }], context)).toEqual({
      ok: false,
      refusal: 'not-applicable',
    });
  });
});

describe('usableNow', () => {
  it('says why a code cannot be used, in the order a shopper would want to hear it', () => {
    expect(usableNow(terms({ archived: true }), context)).toBe('unknown');
    expect(usableNow(terms({ startsAt: new Date('2026-12-01T00:00:00Z') }), context)).toBe('not-started');
    expect(usableNow(terms({ endsAt: NOW }), context)).toBe('ended');
    expect(usableNow(terms({ endsAt: new Date(NOW.getTime() + 1) }), context)).toBeNull();
    expect(usableNow(terms({ totalLimit: 10, timesUsed: 10 }), context)).toBe('used-up');
    expect(usableNow(terms({ totalLimit: 10, timesUsed: 9 }), context)).toBeNull();
    expect(usableNow(terms({ perPersonLimit: 1 }), { ...context, usesByPerson: 1 })).toBe('used-by-you');
    expect(usableNow(terms({ affiliateId: 'buyer' }), context)).toBe('own-code');
    expect(usableNow(terms({ affiliateId: 'someone-else' }), context)).toBeNull();
  });
});
