import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateDaily, affiliates, ledgerEntries, orders } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { refundOrder } from '~/features/orders/admin-orders.server';
import { placeOrder } from '~/features/orders/checkout.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { loader as performanceLoader } from '~/routes/creator-hub/affiliates';
import { pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin } from '../factories/actors';
import { createBuyer, TEST_ADDRESS } from '../factories/buyers';
import { createProduct } from '../factories/products';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
import '../../server/payment-references';

/*
 * /creator-hub/affiliates (issue 39): the programme's performance for admins, per affiliate, from
 * the daily roll-up, the attributed paid orders and the money ledger.
 */

const database = await setupTestDatabase();
const db = database.db;
setupJobRunner(database);

type Performance = {
  days: number;
  totals: { visits: number; orders: number; salesCents: number; commissionCents: number };
  affiliates: { userId: string; name: string; visits: number; orders: number; salesCents: number; commissionCents: number }[];
};

describe('the affiliate programme’s performance', () => {
  it('shows each affiliate’s visits, paid orders, sales less refunds and commission, to admins only', async () => {
    const admin = await signUpPerson('performance.admin', { role: 'admin' });
    const affiliate = await signUpPerson('performance.affiliate');
    const code = `perf-${affiliate.id.slice(0, 6)}`;
    await db.insert(affiliates).values({
      userId: affiliate.id,
      code,
      status: 'approved',
      channel: 'A seed-saving podcast',
      plan: 'Mentions in each episode, with the link marked as an affiliate link.',
      termsAcceptedAt: new Date(),
    });
    const today = new Date().toISOString().slice(0, 10);
    const longAgo = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    await db.insert(affiliateDaily).values([
      { code, day: today, visits: 40, pageViews: 90, engaged: 20, conversions: 1 },
      { code, day: longAgo, visits: 500, pageViews: 900, engaged: 10, conversions: 0 },
    ]);
    const product = await createProduct(database, { priceCents: 5_000, trackInventory: false });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
    const placed = await placeOrder({
      actor: { ...buyer, role: 'user' },
      idempotencyKey: randomUUID(),
      shippingMethod: 'standard',
      address: TEST_ADDRESS,
      origin: 'http://localhost',
      locale: 'en',
      affiliateId: affiliate.id,
    });
    if (!placed.ok) throw new Error('not placed');
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    await submitTestPayment(order?.providerSessionId ?? '', {
      intent: 'pay',
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    await drainJobs();
    expect(
      (
        await refundOrder({
          orderId: placed.orderId,
          amountCents: 1_000,
          restock: false,
          reason: 'Late',
          actor: asAdmin(admin.id),
        })
      ).ok,
    ).toBe(true);
    await drainJobs();
    const [earned] = await db
      .select({ cents: sql<number>`sum(${ledgerEntries.amountCents})::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.partyId, affiliate.id));

    expect((await callAction(performanceLoader, pageGet('/creator-hub/affiliates', affiliate.jar))).status).toBe(403);
    const page = await callAction(performanceLoader, pageGet('/creator-hub/affiliates?days=90', admin.jar));
    const performance = page.data as Performance;
    expect(performance.days).toBe(90);
    const row = performance.affiliates.find((entry) => entry.userId === affiliate.id);
    // The visits of 200 days ago are outside the 90 days.
    expect(row).toMatchObject({
      visits: 40,
      orders: 1,
      salesCents: (order?.totalCents ?? 0) - 1_000,
      commissionCents: earned?.cents,
      name: 'Sam Shopper',
    });
    expect(earned?.cents).toBeGreaterThan(0);
    const year = (await callAction(performanceLoader, pageGet('/creator-hub/affiliates?days=365', admin.jar)))
      .data as Performance;
    expect(year.affiliates.find((entry) => entry.userId === affiliate.id)?.visits).toBe(540);

    // Paid 200 days ago, the order and its commission leave the 90 days and stay in the year
    // (the ledger's days follow the order's payment: decision 0101).
    await db
      .update(orders)
      .set({ paidAt: sql`${orders.paidAt} - interval '200 days'` })
      .where(eq(orders.id, placed.orderId));
    const recent = (await callAction(performanceLoader, pageGet('/creator-hub/affiliates?days=90', admin.jar)))
      .data as Performance;
    expect(recent.affiliates.find((entry) => entry.userId === affiliate.id)).toMatchObject({
      visits: 40,
      orders: 0,
      salesCents: 0,
      commissionCents: 0,
    });
    const again = (await callAction(performanceLoader, pageGet('/creator-hub/affiliates?days=365', admin.jar)))
      .data as Performance;
    expect(again.affiliates.find((entry) => entry.userId === affiliate.id)).toMatchObject({
      orders: 1,
      commissionCents: earned?.cents,
    });
  }, 120_000);
});
