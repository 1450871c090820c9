import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, discountCodes, discountRedemptions, ledgerEntries, orderItems, orders } from '~/db/schema/index';
import { decideAffiliate } from '~/features/affiliates/decide.server';
import { setCartDiscountCode } from '~/features/cart/cart.server';
import { discountCodeSchema } from '~/features/discounts/code.schema';
import { createDiscountCode } from '~/features/discounts/manage-codes.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { refundOrder } from '~/features/orders/admin-orders.server';
import { placeOrder } from '~/features/orders/checkout.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { action as discountsAction, loader as discountsLoader } from '~/routes/admin/discounts';
import { action as joinAction } from '~/routes/affiliate/join';
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/shop/checkout';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, createActor } from '../factories/actors';
import { createBuyer, TEST_ADDRESS } from '../factories/buyers';
import { createProduct } from '../factories/products';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
import '../../server/payment-references';

/*
 * Discount codes (issue 39, decision 0092) on both databases: an admin makes them, a shopper
 * applies one at checkout and is charged what the page showed, the ledger reconciles with it,
 * and a code's limits hold — ten uses among fifty buyers at once, one per person, a use given
 * back by an order cancelled unpaid.
 */

const database = await setupTestDatabase();
const db = database.db;
setupJobRunner(database);

async function makeCode(adminId: string, fields: Record<string, unknown>) {
  const input = discountCodeSchema.parse({ kind: 'percent', percentOff: '10', ...fields });
  const created = await createDiscountCode({ actor: asAdmin(adminId), input });
  if (!created.ok) throw new Error(`code not made: ${created.code}`);
  return created.id;
}

function place(buyer: { id: string; email: string }, affiliateId: string | null = null) {
  return placeOrder({
    actor: { ...buyer, role: 'user' },
    idempotencyKey: randomUUID(),
    shippingMethod: 'standard',
    address: TEST_ADDRESS,
    origin: 'http://localhost',
    locale: 'en',
    affiliateId,
  });
}

async function pay(orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  await submitTestPayment(order?.providerSessionId ?? '', {
    intent: 'pay',
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
}

async function timesUsed(codeId: string) {
  const [row] = await db.select({ used: discountCodes.timesUsed }).from(discountCodes).where(eq(discountCodes.id, codeId));
  return row?.used;
}

describe('making codes', () => {
  it('is for admins only, refuses bad input field by field, and refuses a code that exists in another case', async () => {
    const admin = await signUpPerson('discount.admin', { role: 'admin' });
    const member = await signUpPerson('discount.member');
    const fields = { code: `WELCOME-${randomUUID().slice(0, 6)}`, kind: 'amount', amountOff: '5', totalLimit: '3' };
    expect((await callAction(discountsAction, formPost('/admin/discounts', fields, member.jar))).status).toBe(403);
    expect((await callAction(discountsLoader, pageGet('/admin/discounts', member.jar))).status).toBe(403);

    const bad = await callAction(
      discountsAction,
      formPost('/admin/discounts', { code: '!', kind: 'percent', percentOff: '0', totalLimit: 'lots' }, admin.jar),
    );
    expect(bad).toMatchObject({
      status: 400,
      data: {
        fieldErrors: {
          code: 'discounts.admin.errors.code',
          percentOff: 'discounts.admin.errors.percent',
          totalLimit: 'discounts.admin.errors.limit',
        },
      },
    });
    const unknownProduct = await callAction(
      discountsAction,
      formPost('/admin/discounts', { ...fields, products: 'no-such-product' }, admin.jar),
    );
    expect(unknownProduct).toMatchObject({ status: 400, data: { formError: 'discounts.admin.errors.unknownProducts' } });
    expect(await db.select().from(discountCodes).where(eq(discountCodes.code, fields.code))).toHaveLength(0);

    expect(await callAction(discountsAction, formPost('/admin/discounts', fields, admin.jar))).toMatchObject({
      status: 200,
      data: { ok: true, code: fields.code },
    });
    const again = await callAction(
      discountsAction,
      formPost('/admin/discounts', { ...fields, code: fields.code.toLowerCase() }, admin.jar),
    );
    expect(again).toMatchObject({ status: 409, data: { fieldErrors: { code: 'discounts.admin.errors.codeTaken' } } });
    const listed = await callAction(discountsLoader, pageGet('/admin/discounts', admin.jar));
    const row = (listed.data as { codes: { id: string; code: string; state: string }[] }).codes.find(
      (code) => code.code === fields.code,
    );
    expect(row?.state).toBe('active');
    // The list is the shared data table's: sorted from the address (an allow-list), paged.
    const byCode = await callAction(discountsLoader, pageGet('/admin/discounts?sort=code&dir=asc&page=1', admin.jar));
    const sorted = byCode.data as { sort: unknown; page: number; pageCount: number; codes: { code: string }[] };
    expect(sorted).toMatchObject({ sort: { key: 'code', dir: 'asc' }, page: 1 });
    const byCodeDesc = await callAction(discountsLoader, pageGet('/admin/discounts?sort=code&dir=desc', admin.jar));
    // Codes are unique, so one order is the other reversed (the database's collation decides which comes first).
    expect((byCodeDesc.data as typeof sorted).codes.map((code) => code.code)).toEqual(
      sorted.codes.map((code) => code.code).reverse(),
    );
    expect(sorted.codes.map((code) => code.code)).toContain(fields.code);
    const unknownSort = await callAction(discountsLoader, pageGet('/admin/discounts?sort=percent_off;drop&dir=up', admin.jar));
    expect(unknownSort.data).toMatchObject({ sort: { key: 'created', dir: 'desc' } });
    expect(
      await callAction(discountsAction, formPost('/admin/discounts', { intent: 'archive', codeId: row?.id ?? '' }, admin.jar)),
    ).toMatchObject({ status: 200 });
    const [archived] = await db.select().from(discountCodes).where(eq(discountCodes.code, fields.code));
    expect(archived?.archivedAt).not.toBeNull();
  });
});

describe('at checkout', () => {
  it('shows what a code saves, charges exactly that, and the ledger reconciles through a partial refund', async () => {
    const admin = await createActor(database, 'admin');
    const seeds = await createProduct(database, { category: 'seeds', priceCents: 1_500, trackInventory: false });
    const trowel = await createProduct(database, { category: 'tools', priceCents: 3_000, trackInventory: false });
    const code = `SEEDS-${randomUUID().slice(0, 6)}`;
    const codeId = await makeCode(admin.id, { code, categories: ['seeds'], minimumOrder: '20' });
    const shopper = await signUpPerson('discount.shopper');
    const [cart] = await db.insert(carts).values({ userId: shopper.id }).returning();
    await db.execute(sql`insert into cart_items (cart_id, product_id, quantity) values
      (${cart?.id}, ${seeds.id}, 1), (${cart?.id}, ${trowel.id}, 1)`);

    // One packet is below the code's minimum of $20 in seeds: refused, and nothing kept.
    const tooLittle = await callAction(checkoutAction, formPost('/checkout', { intent: 'apply-code', code }, shopper.jar));
    expect(tooLittle).toMatchObject({
      status: 400,
      data: { ok: false, message: 'discounts.errors.minimum', messageVars: { amount: '$20.00' } },
    });
    expect(
      await callAction(checkoutAction, formPost('/checkout', { intent: 'apply-code', code: 'NO-SUCH-CODE' }, shopper.jar)),
    ).toMatchObject({ status: 400, data: { message: 'discounts.errors.unknown' } });
    const [kept] = await db.select({ code: carts.discountCode }).from(carts).where(eq(carts.userId, shopper.id));
    expect(kept?.code).toBeNull();

    await db.execute(sql`update cart_items set quantity = 2 where cart_id = ${cart?.id} and product_id = ${seeds.id}`);
    const applied = await callAction(
      checkoutAction,
      formPost('/checkout', { intent: 'apply-code', code: code.toLowerCase() }, shopper.jar),
    );
    expect(applied).toMatchObject({ status: 200, data: { ok: true } });
    const page = await callAction(checkoutLoader, pageGet('/checkout', shopper.jar));
    const checkout = (page.data as { checkout: { discount: unknown; totals: { standard: Record<string, number> } } }).checkout;
    // 10% of the $30.00 of seeds; the trowel is not covered.
    expect(checkout.discount).toEqual({ code, savedCents: 300, refusal: null });
    expect(checkout.totals.standard).toMatchObject({ subtotalCents: 6_000, discountCents: 300 });

    const placed = await place({ id: shopper.id, email: shopper.email });
    if (!placed.ok) throw new Error(`not placed: ${placed.code}`);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ subtotalCents: 6_000, discountCents: 300, totalCents: checkout.totals.standard.totalCents });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(Object.fromEntries(items.map((item) => [item.productId, item.discountCents]))).toEqual({
      [seeds.id]: 300,
      [trowel.id]: 0,
    });
    expect(await timesUsed(codeId)).toBe(1);

    await pay(placed.orderId);
    await drainJobs();
    const [cleared] = await db.select({ code: carts.discountCode }).from(carts).where(eq(carts.userId, shopper.id));
    expect(cleared?.code).toBeNull();
    const sum = async () => {
      const [row] = await db
        .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.orderId, placed.orderId));
      return row?.cents;
    };
    expect(await sum()).toBe(order?.totalCents);
    const refunded = await refundOrder({
      orderId: placed.orderId,
      amountCents: 1_001,
      restock: false,
      reason: 'One packet arrived torn',
      actor: asAdmin(admin.id),
    });
    expect(refunded.ok).toBe(true);
    await drainJobs();
    expect(await sum()).toBe((order?.totalCents ?? 0) - 1_001);
    // A refund does not give the code's use back: it was used.
    expect(await timesUsed(codeId)).toBe(1);
  });

  it('credits an affiliate’s code to them, and refuses it to the affiliate themself', async () => {
    const admin = await createActor(database, 'admin');
    const affiliate = await signUpPerson('code.affiliate');
    await callAction(
      joinAction,
      formPost(
        '/affiliate/join',
        {
          channel: 'A seed-swap newsletter',
          plan: 'Monthly letters to 900 gardeners, each link marked as paid.',
          acceptTerms: 'on',
        },
        affiliate.jar,
      ),
    );
    const decided = await decideAffiliate({
      actor: asAdmin(admin.id),
      userId: affiliate.id,
      input: { decision: 'approve', note: null, ratePercent: null, asLeader: false },
    });
    if (!decided.ok || !decided.code) throw new Error('not approved');
    const code = `FRIEND-${randomUUID().slice(0, 6)}`;
    await makeCode(admin.id, { code, affiliateCode: decided.code });
    const product = await createProduct(database, { priceCents: 2_000, trackInventory: false });

    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
    await setCartDiscountCode({ actor: buyer, code });
    const placed = await place(buyer);
    if (!placed.ok) throw new Error('not placed');
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ affiliateId: affiliate.id, discountCents: 200 });

    await db.insert(carts).values({ userId: affiliate.id, discountCode: code });
    await db.execute(
      sql`insert into cart_items (cart_id, product_id, quantity) select id, ${product.id}, 1 from carts where user_id = ${affiliate.id}`,
    );
    const own = await place({ id: affiliate.id, email: affiliate.email });
    expect(own).toMatchObject({ ok: false, code: 'own-code', status: 403 });
  });
});

describe('limits', () => {
  it('uses a code with a limit of 10 exactly 10 times when 50 buyers use it at once', async () => {
    const admin = await createActor(database, 'admin');
    const product = await createProduct(database, { priceCents: 2_500, trackInventory: false });
    const code = `RUSH-${randomUUID().slice(0, 6)}`;
    const codeId = await makeCode(admin.id, { code, totalLimit: '10' });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const buyer = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
        await setCartDiscountCode({ actor: buyer, code });
        return buyer;
      }),
    );
    const results = await Promise.all(buyers.map((buyer) => place(buyer)));
    const placed = results.filter((result) => result.ok);
    expect(placed).toHaveLength(10);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.code)).toEqual(Array(40).fill('used-up'));
    expect(await timesUsed(codeId)).toBe(10);
    expect(await db.select().from(discountRedemptions).where(eq(discountRedemptions.codeId, codeId))).toHaveLength(10);
    // The refused buyers were charged nothing: no order of theirs exists.
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        sql`${orders.userId} in (${sql.join(
          buyers.map((buyer) => sql`${buyer.id}`),
          sql`, `,
        )})`,
      );
    expect(count?.n).toBe(10);
  });

  it('holds one use per person, and an order cancelled unpaid gives its use back', async () => {
    const admin = await createActor(database, 'admin');
    const product = await createProduct(database, { priceCents: 4_000, trackInventory: false });
    const code = `ONCE-${randomUUID().slice(0, 6)}`;
    const codeId = await makeCode(admin.id, { code, perPersonLimit: '1', totalLimit: '2' });
    const withCode = async () => {
      const buyer = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
      await setCartDiscountCode({ actor: buyer, code });
      return buyer;
    };
    const buyer = await withCode();
    const first = await place(buyer);
    if (!first.ok) throw new Error('not placed');
    expect(await place(buyer)).toMatchObject({ ok: false, code: 'used-by-you' });
    expect(await place(await withCode())).toMatchObject({ ok: true });
    const other = await withCode();
    expect(await place(other)).toMatchObject({ ok: false, code: 'used-up' });

    const [order] = await db.select().from(orders).where(eq(orders.id, first.orderId));
    await submitTestPayment(order?.providerSessionId ?? '', { intent: 'cancel' });
    await drainJobs();
    const [released] = await db
      .select()
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.orderId, first.orderId)));
    expect(released?.releasedAt).not.toBeNull();
    expect(await timesUsed(codeId)).toBe(1);
    expect(await place(other)).toMatchObject({ ok: true });
    expect(await timesUsed(codeId)).toBe(2);
  });
});
