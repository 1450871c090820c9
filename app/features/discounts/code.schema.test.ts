import { describe, expect, it } from 'vitest';
import { discountCodeSchema } from './code.schema';

const base = { code: 'SPRING-10', kind: 'percent', percentOff: '10' };

describe('discountCodeSchema', () => {
  it('reads a percentage code with its limits, days and scope', () => {
    const parsed = discountCodeSchema.parse({
      ...base,
      minimumOrder: '40',
      startsOn: '2027-03-01',
      endsOn: '2027-03-31',
      totalLimit: '100',
      perPersonLimit: '1',
      products: 'brandywine-tomato-seeds, hori-hori-knife\nbrandywine-tomato-seeds',
      categories: ['seeds'],
    });
    expect(parsed).toMatchObject({
      code: 'SPRING-10',
      percentOff: 10,
      amountOffCents: null,
      minimumOrderCents: 4_000,
      startsAt: new Date('2027-03-01T00:00:00Z'),
      // The last day is included: the code ends at the start of the next.
      endsAt: new Date('2027-04-01T00:00:00Z'),
      totalLimit: 100,
      perPersonLimit: 1,
      productHandles: ['brandywine-tomato-seeds', 'hori-hori-knife'],
      categories: ['seeds'],
      affiliateCode: null,
    });
  });

  it('reads an amount in dollars', () => {
    expect(discountCodeSchema.parse({ code: 'five-off', kind: 'amount', amountOff: '7.50' })).toMatchObject({
      kind: 'amount',
      amountOffCents: 750,
      percentOff: null,
      totalLimit: null,
    });
  });

  it('refuses bad input field by field', () => {
    const result = discountCodeSchema.safeParse({
      code: 'x!',
      kind: 'percent',
      percentOff: '150',
      minimumOrder: '-3',
      startsOn: '2027-04-02',
      endsOn: '2027-04-01',
      totalLimit: '0',
      products: 'Not A Handle',
      categories: ['cars'],
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
    expect(fields).toMatchObject({
      code: 'discounts.admin.errors.code',
      minimumOrder: 'discounts.admin.errors.minimum',
      totalLimit: 'discounts.admin.errors.limit',
      products: 'discounts.admin.errors.products',
      categories: 'discounts.admin.errors.category',
    });
    const amount = discountCodeSchema.safeParse({ code: 'abc', kind: 'amount', amountOff: '0' });
    expect(amount.error?.issues.map((issue) => issue.message)).toContain('discounts.admin.errors.amount');
  });
});
