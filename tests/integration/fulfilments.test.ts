import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages, fulfilments, orderItems, orders, vendorProfiles } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { publishEvent } from '~/features/jobs/events.server';
import { refundOrder, shipOrder } from '~/features/orders/admin-orders.server';
import { fulfilmentShipped } from '~/features/orders/events';
import { findOrderFulfilments, listSellerFulfilments, openFulfilments } from '~/features/orders/fulfilments.server';
import { shipFulfilment } from '~/features/orders/ship-fulfilment.server';
import { testPaymentsSecret } from '~/features/payments/payments.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { TEST_SIGNATURE_HEADER } from '~/features/payments/test-provider.server';
import { signPayload } from '~/features/payments/webhook-signature.server';
import { action as webhookAction } from '~/routes/api/webhooks/test-payments';
import { action as parcelsAction, loader as parcelsLoader } from '~/routes/market/vendor-parcels';
import { loader as dashboardLoader } from '~/routes/market/vendors-dashboard';
import { isActorRefusal } from '~/utils/actor';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { actorOf, asAdmin, createActor } from '../factories/actors';
import { createBuyer, TEST_ADDRESS } from '../factories/buyers';
import { placeOrderFor } from '../factories/orders';
import { createProduct } from '../factories/products';
import { signedInVendor } from '../factories/vendors';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
// Who handles `order:` payment references, as the server registers it.
import '../../server/payment-references';

/*
 * One checkout, several sellers (issue 39, decision 0095): a paid order is split into a parcel per
 * seller; each vendor sees and ships only their own; the order is shipped with the last parcel.
 */

const database = await setupTestDatabase();
const db = database.db;
setupJobRunner(database);

async function orderRow(orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  return order;
}

/** A test-provider webhook saying the order was paid, signed as the provider signs it. */
async function paidWebhook(orderId: string, eventId = `tev_${randomUUID()}`) {
  const order = await orderRow(orderId);
  const body = JSON.stringify({
    id: eventId,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      sessionId: order.providerSessionId,
      reference: `order:${orderId}`,
      paymentId: 'tpi_again',
      amountCents: order.totalCents,
    },
  });
  const signature = signPayload(await testPaymentsSecret(), body, Math.floor(Date.now() / 1000));
  return callAction(
    webhookAction,
    new Request('http://localhost/api/webhooks/test-payments', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
    }),
  );
}

/** Two vendors' goods, the shop's own, a course place and a relief gift in one cart, placed and paid. */
/** Vendor A ships their parcel of the order, by Royal Mail; answers what shipping answered. */
async function vendorAShips(orderId: string, vendorA: Parameters<typeof actorOf>[0]) {
  const parcelA = (await findOrderFulfilments(orderId)).find((parcel) => parcel.sellerId === vendorA.id);
  if (!parcelA) throw new Error('no parcel');
  return shipFulfilment({
    actor: actorOf(vendorA),
    fulfilmentId: parcelA.id,
    carrier: 'Royal Mail',
    trackingNumber: 'RM123456789GB',
  });
}

async function threeSellerOrder() {
  const [vendorA, vendorB, admin] = [
    await createActor(database),
    await createActor(database),
    await createActor(database, 'admin'),
  ];
  const seedsA = await createProduct(database, {
    name: 'Vendor A seeds',
    priceCents: 1500,
    vendorId: vendorA.id,
    category: 'seeds',
  });
  const soilA = await createProduct(database, { name: 'Vendor A soil', priceCents: 900, vendorId: vendorA.id, category: 'soil' });
  const toolB = await createProduct(database, {
    name: 'Vendor B hoe',
    priceCents: 2500,
    vendorId: vendorB.id,
    category: 'tools',
  });
  const ownBook = await createProduct(database, { name: 'Our garden book', priceCents: 1200, category: 'books' });
  const course = await createProduct(database, {
    name: 'Course place',
    priceCents: 3000,
    category: 'courses',
    trackInventory: false,
    stockQuantity: 0,
  });
  const gift = await createProduct(database, {
    name: 'Relief seed kit',
    priceCents: 1000,
    category: 'relief',
    isReliefProduct: true,
    trackInventory: false,
    stockQuantity: 0,
  });
  const buyer = await createBuyer(
    database,
    [seedsA, soilA, toolB, ownBook, course, gift].map((product) => ({ productId: product.id, quantity: 1 })),
  );
  const orderId = await placeAndPay(buyer);
  return { orderId, buyer, vendorA, vendorB, admin, products: { seedsA, soilA, toolB, ownBook, course, gift } };
}

/** Places the buyer's cart and pays it with the test provider's card; the order's id. */
async function placeAndPay(buyer: Awaited<ReturnType<typeof createBuyer>>) {
  const placed = await placeOrderFor(buyer);
  if (!placed.ok) throw new Error(`order refused: ${placed.message}`);
  const order = await orderRow(placed.orderId);
  const paid = await submitTestPayment(order.providerSessionId ?? '', {
    intent: 'pay',
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
  expect(paid.ok).toBe(true);
  return placed.orderId;
}

/** The per-parcel emails a buyer was sent, oldest first. */
const parcelEmailsTo = (email: string) =>
  db
    .select({ subject: emailMessages.subject, text: emailMessages.text, html: emailMessages.html, locale: emailMessages.locale })
    .from(emailMessages)
    .where(and(eq(emailMessages.toAddress, email.toLowerCase()), eq(emailMessages.template, 'order-parcel-shipped')))
    .orderBy(emailMessages.createdAt, emailMessages.id);

const parcelsOf = (orderId: string) => db.select().from(fulfilments).where(eq(fulfilments.orderId, orderId));

async function expectRefused(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(isActorRefusal(error)).toBe(true);
}

describe('a paid order with several sellers', () => {
  it('is split into one parcel per seller, without the course place or the relief gift', async () => {
    const { orderId, vendorA, vendorB } = await threeSellerOrder();
    const parcels = await findOrderFulfilments(orderId);
    expect(parcels.map((parcel) => parcel.sellerId)).toEqual([null, expect.any(String), expect.any(String)]);
    const bySeller = new Map(parcels.map((parcel) => [parcel.sellerId, parcel]));
    expect(bySeller.get(null)?.items).toEqual([{ name: 'Our garden book', quantity: 1 }]);
    expect(bySeller.get(vendorA.id)?.items).toEqual([
      { name: 'Vendor A seeds', quantity: 1 },
      { name: 'Vendor A soil', quantity: 1 },
    ]);
    expect(bySeller.get(vendorB.id)?.items).toEqual([{ name: 'Vendor B hoe', quantity: 1 }]);
    expect(parcels.every((parcel) => parcel.status === 'awaiting')).toBe(true);
    const lines = await db
      .select({ name: orderItems.name, fulfilmentId: orderItems.fulfilmentId })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(lines).toHaveLength(6);
    expect(
      lines
        .filter((line) => line.fulfilmentId === null)
        .map((line) => line.name)
        .sort(),
    ).toEqual(['Course place', 'Relief seed kit']);
  });

  it('a repeated payment event (and opening the parcels again) makes no second set', async () => {
    const { orderId } = await threeSellerOrder();
    const again = await paidWebhook(orderId);
    expect(again.status).toBeLessThan(300);
    const duplicate = await paidWebhook(orderId, 'tev_same');
    expect(duplicate.status).toBeLessThan(300);
    expect((await paidWebhook(orderId, 'tev_same')).status).toBeLessThan(300);
    await db.transaction((tx) => openFulfilments(tx, orderId));
    expect(await parcelsOf(orderId)).toHaveLength(3);
    expect((await orderRow(orderId)).status).toBe('paid');
  });

  it('each vendor sees only their own parcel, with the address to send it to and no email', async () => {
    const { orderId, vendorA, vendorB, buyer } = await threeSellerOrder();
    const listA = (await listSellerFulfilments({ actor: actorOf(vendorA) })).filter((row) =>
      row.items.some((item) => item.name.startsWith('Vendor A')),
    );
    expect(listA).toHaveLength(1);
    expect(listA[0]).toMatchObject({
      status: 'awaiting',
      shippingAddress: TEST_ADDRESS,
      orderNumber: (await orderRow(orderId)).number,
    });
    expect(JSON.stringify(listA)).not.toContain(buyer.email);
    const listB = await listSellerFulfilments({ actor: actorOf(vendorB) });
    expect(listB.flatMap((row) => row.items.map((item) => item.name))).toEqual(['Vendor B hoe']);
  });

  it('a vendor ships only their own parcel; the order is shipped, and the buyer emailed, with the last one', async () => {
    const { orderId, vendorA, vendorB, admin, buyer } = await threeSellerOrder();
    const parcels = await findOrderFulfilments(orderId);
    const parcelA = parcels.find((parcel) => parcel.sellerId === vendorA.id);
    const parcelB = parcels.find((parcel) => parcel.sellerId === vendorB.id);
    const ours = parcels.find((parcel) => parcel.sellerId === null);
    if (!parcelA || !parcelB || !ours) throw new Error('parcels missing');

    // Another vendor, and a vendor on the shop's own parcel, are refused; nothing changes.
    await expectRefused(() =>
      shipFulfilment({
        actor: actorOf(vendorB),
        fulfilmentId: parcelA.id,
        carrier: 'Royal Mail',
        trackingNumber: 'RM123456789GB',
      }),
    );
    await expectRefused(() =>
      shipFulfilment({ actor: actorOf(vendorA), fulfilmentId: ours.id, carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' }),
    );
    // Bad input is refused with the field's message.
    expect(
      await shipFulfilment({ actor: actorOf(vendorA), fulfilmentId: parcelA.id, carrier: 'x', trackingNumber: 'RM123456789GB' }),
    ).toMatchObject({ ok: false, code: 'carrier', field: 'carrier', status: 400 });
    expect(
      await shipFulfilment({ actor: actorOf(vendorA), fulfilmentId: parcelA.id, carrier: 'DHL', trackingNumber: '<script>' }),
    ).toMatchObject({ ok: false, code: 'tracking', field: 'trackingNumber' });
    expect(
      await shipFulfilment({ actor: actorOf(vendorA), fulfilmentId: 'nope', carrier: 'DHL', trackingNumber: 'JD0001' }),
    ).toMatchObject({ ok: false, code: 'not-found' });
    expect((await parcelsOf(orderId)).every((parcel) => parcel.status === 'awaiting')).toBe(true);

    expect(
      await shipFulfilment({
        actor: actorOf(vendorA),
        fulfilmentId: parcelA.id,
        carrier: 'Royal Mail',
        trackingNumber: 'RM123456789GB',
      }),
    ).toEqual({ ok: true, orderShipped: false });
    // Shipping it twice is refused.
    expect(
      await shipFulfilment({
        actor: actorOf(vendorA),
        fulfilmentId: parcelA.id,
        carrier: 'Royal Mail',
        trackingNumber: 'RM123456789GB',
      }),
    ).toMatchObject({ ok: false, code: 'cannot-ship' });
    // A partial refund leaves the parcels as they are, and the order still to ship.
    expect(
      await refundOrder({ actor: asAdmin(admin.id), orderId, amountCents: 500, restock: false, reason: 'Hoe handle cracked' }),
    ).toMatchObject({ ok: true });
    expect((await orderRow(orderId)).status).toBe('paid');
    expect(
      await shipFulfilment({
        actor: actorOf(vendorB),
        fulfilmentId: parcelB.id,
        carrier: 'DPD',
        trackingNumber: '15501234567890',
      }),
    ).toEqual({ ok: true, orderShipped: false });
    expect((await orderRow(orderId)).status).toBe('paid');
    // The admin ships the shop's own parcel, the last: the order is shipped.
    expect(
      await shipFulfilment({
        actor: asAdmin(admin.id),
        fulfilmentId: ours.id,
        carrier: 'USPS',
        trackingNumber: '9400 1000 0000 0000',
      }),
    ).toEqual({ ok: true, orderShipped: true });
    const order = await orderRow(orderId);
    expect(order.status).toBe('shipped');
    expect(order.trackingNumber?.split(', ').sort()).toEqual(['15501234567890', '9400 1000 0000 0000', 'RM123456789GB']);
    const shipped = await findOrderFulfilments(orderId);
    expect(shipped.find((parcel) => parcel.sellerId === vendorA.id)).toMatchObject({
      status: 'shipped',
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456789GB',
    });
    await drainJobs();
    // A split order: an email per parcel instead of the order's one "shipped" email.
    const emails = await db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, buyer.email), eq(emailMessages.template, 'order-shipped')));
    expect(emails).toHaveLength(0);
    expect(await parcelEmailsTo(buyer.email)).toHaveLength(3);
  });

  it('the admin’s whole-order form ships every parcel still waiting', async () => {
    const { orderId, vendorA, admin } = await threeSellerOrder();
    await vendorAShips(orderId, vendorA);
    expect(await shipOrder({ actor: asAdmin(admin.id), orderId, trackingNumber: '1Z999AA10123456784' })).toMatchObject({
      ok: true,
    });
    const parcels = await findOrderFulfilments(orderId);
    expect(parcels.every((parcel) => parcel.status === 'shipped')).toBe(true);
    expect(parcels.find((parcel) => parcel.sellerId === vendorA.id)?.trackingNumber).toBe('RM123456789GB');
  });

  it('a parcel of an order refunded in full can no longer be shipped', async () => {
    const { orderId, vendorA, admin } = await threeSellerOrder();
    const order = await orderRow(orderId);
    await refundOrder({
      actor: asAdmin(admin.id),
      orderId,
      amountCents: order.totalCents,
      restock: true,
      reason: 'Buyer moved away',
    });
    expect(await vendorAShips(orderId, vendorA)).toMatchObject({ ok: false, code: 'cannot-ship' });
    expect(await listSellerFulfilments({ actor: actorOf(vendorA) })).toEqual([]);
  });
  it('lists a vendor’s parcels a page at a time: waiting ones oldest first, then the latest shipped', async () => {
    // Written directly: 7 waiting, 9 shipped, and one of an order refunded in full (never listed).
    const seller = `seller-${randomUUID()}`;
    await db.execute(sql`
      with made as (
        insert into orders (user_id, email, idempotency_key, status, subtotal_cents, shipping_cents, tax_cents, total_cents,
          relief_cents, refunded_cents, shipping_method, provider, payment_expires_at, paid_at)
        select null, 'pages@example.org', ${seller} || '-' || n, (case when n = 17 then 'refunded' else 'paid' end)::order_status,
          1000, 0, 0, 1000, 100, case when n = 17 then 1000 else 0 end, 'standard', 'test', now(), now() - make_interval(days => n)
        from generate_series(1, 17) as n
        returning id, idempotency_key)
      insert into fulfilments (order_id, seller_id, status, tracking_number, shipped_at, created_at)
      select made.id, ${seller}, (case when n <= 7 then 'awaiting' else 'shipped' end)::fulfilment_status,
        case when n > 7 then 'TRACK' || n end, case when n > 7 then now() - make_interval(hours => n) end,
        now() - make_interval(hours => 100 - n)
      from made, lateral (select split_part(made.idempotency_key, '-', 7)::int as n) as k`);
    const actor = { id: seller, role: 'user' as const };
    const all = await listSellerFulfilments({ actor, limit: 100 });
    expect(all.map((parcel) => parcel.trackingNumber)).toEqual([
      ...Array.from({ length: 7 }, () => null),
      ...[8, 9, 10, 11, 12, 13, 14, 15, 16].map((n) => `TRACK${n}`),
    ]);
    const pages = [];
    for (let offset = 0; offset < 20; offset += 5) pages.push(...(await listSellerFulfilments({ actor, offset, limit: 5 })));
    expect(pages.map((parcel) => parcel.id)).toEqual(all.map((parcel) => parcel.id));
  });
});

describe('the vendor’s parcel pages (decision 0110)', () => {
  it('the dashboard shows the next parcel without its address; the parcels page has it and ships it; members are refused', async () => {
    const vendor = await signedInVendor(`parcels-${randomUUID().slice(0, 8)}`);
    const seeds = await createProduct(database, {
      name: 'Parcel page seeds',
      priceCents: 800,
      vendorId: vendor.id,
      category: 'seeds',
    });
    const buyer = await createBuyer(database, [{ productId: seeds.id, quantity: 2 }]);
    const orderId = await placeAndPay(buyer);
    const { number } = await orderRow(orderId);

    const dashboard = await callAction(dashboardLoader, pageGet('/vendors/dashboard', vendor.jar));
    expect(dashboard.data).toMatchObject({
      nextParcels: [{ orderNumber: number, items: [{ name: 'Parcel page seeds', quantity: 2 }], paidAt: expect.any(String) }],
    });
    expect(JSON.stringify(dashboard.data)).not.toContain(TEST_ADDRESS.line1);

    const page = await callAction(parcelsLoader, pageGet('/vendors/dashboard/parcels', vendor.jar));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      page: { page: 1, hasNext: false },
      parcels: [{ orderNumber: number, status: 'awaiting', shippingAddress: TEST_ADDRESS }],
    });
    const parcelId = (page.data as { parcels: { id: string }[] }).parcels[0]?.id ?? '';
    const ship = { intent: 'ship-fulfilment', fulfilmentId: parcelId, carrier: 'Royal Mail', trackingNumber: 'RM123456785GB' };

    // Someone who is not a vendor opens neither page and ships nothing; an unknown form is refused.
    const member = await signUpPerson('parcels-member');
    expect((await callAction(parcelsLoader, pageGet('/vendors/dashboard/parcels', member.jar))).status).toBe(403);
    expect((await callAction(parcelsAction, formPost('/vendors/dashboard/parcels', ship, member.jar))).status).toBe(403);
    expect(
      await callAction(parcelsAction, formPost('/vendors/dashboard/parcels', { ...ship, intent: 'ship' }, vendor.jar)),
    ).toMatchObject({ status: 400, data: { ok: false, message: 'errors.badForm' } });
    expect((await parcelsOf(orderId))[0]).toMatchObject({ status: 'awaiting', trackingNumber: null });

    const shipped = await callAction(parcelsAction, formPost('/vendors/dashboard/parcels', ship, vendor.jar));
    expect(shipped).toMatchObject({ status: 200, data: { ok: true, fulfilmentId: parcelId } });
    expect((await parcelsOf(orderId))[0]).toMatchObject({ status: 'shipped', trackingNumber: 'RM123456785GB' });
    expect((await callAction(dashboardLoader, pageGet('/vendors/dashboard', vendor.jar))).data).toMatchObject({
      nextParcels: [],
    });
  });
});

describe('the buyer’s email per parcel', () => {
  it('tells the buyer of each parcel once: its sender, items and tracking, and what is still to come', async () => {
    const { orderId, vendorA, vendorB, admin, buyer } = await threeSellerOrder();
    await db.insert(vendorProfiles).values([
      { userId: vendorA.id, storeName: 'Green Thumb Seeds', slug: `green-thumb-${vendorA.id.slice(0, 8)}` },
      { userId: vendorB.id, storeName: 'Hoe & Co', slug: `hoe-co-${vendorB.id.slice(0, 8)}` },
    ]);
    const parcels = await findOrderFulfilments(orderId);
    const parcelA = parcels.find((parcel) => parcel.sellerId === vendorA.id);
    const parcelB = parcels.find((parcel) => parcel.sellerId === vendorB.id);
    const ours = parcels.find((parcel) => parcel.sellerId === null);
    if (!parcelA || !parcelB || !ours) throw new Error('parcels missing');
    const { number } = await orderRow(orderId);

    await shipFulfilment({
      actor: actorOf(vendorA),
      fulfilmentId: parcelA.id,
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000 0001',
    });
    await drainJobs();
    const [first, ...none] = await parcelEmailsTo(buyer.email);
    expect(none).toHaveLength(0);
    expect(first?.subject).toBe(`Verde Living: part of order VL-${number} is on its way from Green Thumb Seeds`);
    expect(first?.text).toContain(`Green Thumb Seeds has sent a parcel of your order VL-${number}.`);
    expect(first?.text).toContain('Vendor A seeds');
    expect(first?.text).toContain('Vendor A soil');
    expect(first?.text).not.toContain('Vendor B hoe');
    expect(first?.text).toContain('9400 1000 0000 0001');
    expect(first?.html).toContain('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000001');
    // Still to come: the shop's own parcel (one book) and the other vendor's (one hoe).
    expect(first?.text).toContain("Still to come, from the order's other sellers:");
    expect(first?.text).toMatch(/Verde Living:\s*1 item/);
    expect(first?.text).toMatch(/Hoe &(amp;)? Co:\s*1 item/);
    expect(first?.text).not.toContain('this was its last parcel');

    // A retried job, or the event delivered again, sends no second email for the parcel.
    await db.transaction((tx) => publishEvent(tx, fulfilmentShipped, { orderId, fulfilmentId: parcelA.id }));
    await drainJobs();
    expect(await parcelEmailsTo(buyer.email)).toHaveLength(1);

    await shipFulfilment({ actor: actorOf(vendorB), fulfilmentId: parcelB.id, carrier: 'Groupers', trackingNumber: 'GR-5544' });
    await shipFulfilment({ actor: asAdmin(admin.id), fulfilmentId: ours.id, carrier: 'DHL', trackingNumber: 'JD0001234' });
    await drainJobs();
    const all = await parcelEmailsTo(buyer.email);
    expect(all).toHaveLength(3);
    const second = all.find((mail) => mail.subject.includes('Hoe'));
    expect(second?.text).toContain('GR-5544');
    // An unknown carrier: the number, without a link to a tracking page.
    expect(second?.html).not.toContain('Track it on the');
    expect(second?.text).toMatch(/Verde Living:\s*1 item/);
    expect(second?.text).not.toContain('Green Thumb Seeds:');
    const last = all.find((mail) => mail.subject.endsWith('from Verde Living'));
    expect(last?.text).toContain('Our garden book');
    expect(last?.text).toContain('Everything in your order is now on its way: this was its last parcel.');
    // The order's own "shipped" email is not sent as well.
    expect(
      await db
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.toAddress, buyer.email.toLowerCase()), eq(emailMessages.template, 'order-shipped'))),
    ).toHaveLength(0);
  });

  it('an order of one parcel keeps its one "shipped" email, and no parcel email', async () => {
    const vendor = await createActor(database);
    const seeds = await createProduct(database, { name: 'Lone seeds', priceCents: 1500, vendorId: vendor.id, category: 'seeds' });
    const buyer = await createBuyer(database, [{ productId: seeds.id, quantity: 2 }]);
    const placed = await placeOrderFor(buyer);
    if (!placed.ok) throw new Error(`order refused: ${placed.message}`);
    const order = await orderRow(placed.orderId);
    expect(
      (
        await submitTestPayment(order.providerSessionId ?? '', {
          intent: 'pay',
          number: '4242 4242 4242 4242',
          expiry: '12/30',
          cvc: '123',
        })
      ).ok,
    ).toBe(true);
    const [parcel, ...more] = await findOrderFulfilments(placed.orderId);
    expect(more).toHaveLength(0);
    if (!parcel) throw new Error('no parcel');
    expect(
      await shipFulfilment({
        actor: actorOf(vendor),
        fulfilmentId: parcel.id,
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      }),
    ).toEqual({ ok: true, orderShipped: true });
    await drainJobs();
    expect(await parcelEmailsTo(buyer.email)).toHaveLength(0);
    const shipped = await db
      .select({ text: emailMessages.text })
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, buyer.email.toLowerCase()), eq(emailMessages.template, 'order-shipped')));
    expect(shipped).toHaveLength(1);
    expect(shipped[0]?.text).toContain('1Z999AA10123456784');
  });

  it('the admin’s whole-order form sends an email for each parcel it ships, in the buyer’s language', async () => {
    const { orderId, vendorA, admin, buyer } = await threeSellerOrder();
    await db.update(orders).set({ locale: 'es' }).where(eq(orders.id, orderId));
    await vendorAShips(orderId, vendorA);
    expect(await shipOrder({ actor: asAdmin(admin.id), orderId, trackingNumber: '1Z999AA10123456784' })).toMatchObject({
      ok: true,
    });
    await drainJobs();
    const mails = await parcelEmailsTo(buyer.email);
    expect(mails).toHaveLength(3);
    expect(mails.every((mail) => mail.locale === 'es')).toBe(true);
    // The two shipped together by the form: each says the order is all on its way.
    expect(mails.filter((mail) => mail.text?.includes('Todo tu pedido ya va en camino'))).toHaveLength(2);
    expect(mails.filter((mail) => mail.text?.includes('1Z999AA10123456784'))).toHaveLength(2);
  });
});
