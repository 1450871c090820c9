import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, orders, refunds, subscriptionPlans, subscriptions } from '~/db/schema/index';
import { ledgerYear } from '~/features/ledger/business-figures.server';
import { postOrderToLedger } from '~/features/ledger/post-order.server';
import { customerFigures } from '~/features/orders/customer-figures.server';
import { recurringRevenue } from '~/features/subscriptions/recurring-revenue.server';
import { loader } from '~/routes/creator-hub/business-valuation';
import { isActorRefusal } from '~/utils/actor';
import { pageGet, signUpPerson } from '../factories/accounts';
import { asUser } from '../factories/actors';
import { TEST_ADDRESS } from '../factories/buyers';
import { createOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * The business valuation screen (decision 0113): a year of the ledger against the year before,
 * month by month; the recurring revenue of active subscriptions; who bought and who came back;
 * and an estimate only at multiples the admin gives, each checked. Admins only.
 */

const database = await setupTestDatabase();
const { db } = database;
const PATH = '/creator-hub/business-valuation';
const DAY_MS = 24 * 60 * 60 * 1000;
type Page = Awaited<ReturnType<typeof loader>>;

/** An order of one 10.00 product paid at a moment, posted to the ledger as its job would. */
async function paidOrder(buyer: { id: string; email: string }, paidAt: Date) {
  const product = await createProduct(database, { name: 'Seed Tray' });
  const order = await createOrder(database, { userId: buyer.id, email: buyer.email, product, status: 'paid' });
  await db.update(orders).set({ paidAt }).where(eq(orders.id, order.id));
  await postOrderToLedger(order.id);
  return order.id;
}

async function sumOf(orderIds: string[], accounts: ('platform' | 'relief' | 'tax' | 'shipping' | 'vendor')[] | 'all') {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(
      and(inArray(ledgerEntries.orderId, orderIds), accounts === 'all' ? undefined : inArray(ledgerEntries.account, accounts)),
    );
  return row?.cents ?? 0;
}

describe('business valuation', () => {
  it('reads the year from the ledger against the year before, by month, with buyers and recurring revenue', async () => {
    const admin = await signUpPerson('valuation-admin', { role: 'admin' });
    const regular = await signUpPerson('valuation-regular');
    const once = await signUpPerson('valuation-once');
    const now = new Date();
    const recent = new Date(now.getTime() - 60 * 60 * 1000);
    const thisYear = [await paidOrder(regular, recent), await paidOrder(regular, recent), await paidOrder(once, recent)];
    const lastYear = [await paidOrder(once, new Date(now.getTime() - 400 * DAY_MS))];
    // 3.00 of one order refunded (as the orders screen records a refund: the row, and the order's total
    // refunded); the ledger reverses each account's part of it.
    await db.insert(refunds).values({
      orderId: thisYear[2] as string,
      amountCents: 300,
      reliefReversalCents: 30,
      restock: false,
      reason: 'One tray arrived cracked',
      createdBy: admin.id,
    });
    await db
      .update(orders)
      .set({ refundedCents: 300 })
      .where(eq(orders.id, thisYear[2] as string));
    await postOrderToLedger(thisYear[2] as string);

    const planProduct = await createProduct(database, { name: 'Seasonal Seed Box', category: 'subscriptions' });
    const [monthly, quarterly] = await db
      .insert(subscriptionPlans)
      .values([
        {
          slug: 'valuation-monthly',
          name: 'Monthly',
          description: 'Monthly box',
          intervalMonths: 1,
          priceCents: 2_500,
          productId: planProduct.id,
        },
        {
          slug: 'valuation-quarterly',
          name: 'Quarterly',
          description: 'Quarterly box',
          intervalMonths: 3,
          priceCents: 6_000,
          productId: planProduct.id,
        },
      ])
      .returning({ id: subscriptionPlans.id });
    const subscribe = (planId: string, status: 'active' | 'paused' | 'cancelled') => ({
      userId: regular.id,
      planId,
      status,
      provider: 'test',
      shippingAddress: TEST_ADDRESS,
      email: regular.email,
    });
    await db
      .insert(subscriptions)
      .values([
        subscribe(monthly?.id as string, 'active'),
        subscribe(quarterly?.id as string, 'active'),
        subscribe(monthly?.id as string, 'paused'),
        subscribe(quarterly?.id as string, 'cancelled'),
      ]);

    const answer = await callAction(loader, pageGet(PATH, admin.jar));
    expect(answer.status).toBe(200);
    const page = answer.data as Page;
    expect(page.year).toMatchObject({
      salesCents: 3_000 - 300,
      keptCents: await sumOf(thisYear, ['platform']),
      reliefCents: await sumOf(thisYear, ['relief']),
      partnersCents: 0,
      previousSalesCents: 1_000,
      previousKeptCents: await sumOf(lastYear, ['platform']),
    });
    expect(page.year.keptCents).toBeGreaterThan(0);
    expect(page.year.keptCents + page.year.reliefCents).toBe(await sumOf(thisYear, 'all'));
    // Twelve months, the last one now's; the recent orders in their month, last year's in none.
    expect(page.year.months).toHaveLength(12);
    expect(page.year.months.at(-1)?.month).toBe(now.toISOString().slice(0, 7));
    expect(page.year.months.find((month) => month.month === recent.toISOString().slice(0, 7))?.salesCents).toBe(2_700);
    expect(page.year.months.reduce((sum, month) => sum + month.salesCents, 0)).toBe(2_700);

    // 25.00 a month and 60.00 a quarter (20.00 a month); the paused and cancelled ones bring nothing.
    expect(page.recurring).toEqual({ active: 2, monthlyCents: 4_500 });
    // Two people bought this year, one of them twice; the average order is what was kept of each.
    expect(page.customers).toEqual({ buyers: 2, repeatBuyers: 1, orders: 3, averageOrderCents: 900 });
    expect(page.estimate).toBeNull();
  });

  it('estimates only at the multiples the admin gives, each checked', async () => {
    const admin = await signUpPerson('valuation-planner', { role: 'admin' });
    const page = async (query: string) => (await callAction(loader, pageGet(`${PATH}?${query}`, admin.jar))).data as Page;

    const given = await page('low=1.5&high=3');
    expect(given.estimate).toEqual({
      low: 1.5,
      high: 3,
      lowCents: Math.round(given.year.keptCents * 1.5),
      highCents: given.year.keptCents * 3,
    });
    expect((await page('low=2,5&high=4')).estimate).toMatchObject({ low: 2.5, high: 4 });

    for (const [query, field, error] of [
      ['low=0&high=3', 'lowError', 'valuation.errors.multiple'],
      ['low=two&high=3', 'lowError', 'valuation.errors.multiple'],
      ['low=1&high=51', 'highError', 'valuation.errors.multiple'],
      ['low=4&high=2', 'highError', 'valuation.errors.order'],
    ] as const) {
      const refused = await page(query);
      expect(refused.estimate, query).toBeNull();
      expect(refused.multiples[field], query).toBe(error);
    }
    // One multiple alone is not a range yet: no estimate, no error.
    const half = await page('low=2');
    expect(half.estimate).toBeNull();
    expect(half.multiples).toMatchObject({ low: '2', lowError: null, highError: null });
  });

  it('refuses everyone but an admin, in the route and in each read', async () => {
    const member = await signUpPerson('valuation-nosy');
    expect((await callAction(loader, pageGet(PATH, member.jar))).status).toBe(403);
    const actor = asUser(member.id);
    for (const attempt of [
      () => ledgerYear({ actor }),
      () => recurringRevenue({ actor }),
      () => customerFigures({ actor, since: new Date(0) }),
    ]) {
      await expect(attempt()).rejects.toSatisfy(isActorRefusal);
    }
  });
});
