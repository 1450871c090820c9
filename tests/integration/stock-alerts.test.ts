import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, orders, outboxEvents, products, stockAlertRequests } from '~/db/schema/index';
import { productBackInStock } from '~/features/catalog/events';
import { importCsv } from '~/features/inventory/csv-import.server';
import { adjustStock } from '~/features/inventory/stock-adjustment.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { refundOrder } from '~/features/orders/admin-orders.server';
import { placeOrder } from '~/features/orders/checkout.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { sendStockAlerts } from '~/features/stock-alerts/stock-alerts.server';
import { action as productAction } from '~/routes/shop/product';
import { resetEnvCache } from '~/utils/env.server';
import { asAdmin, asUser } from '../factories/actors';
import { createBuyer, TEST_ADDRESS } from '../factories/buyers';
import { createProduct } from '../factories/products';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
// The payment-reference routing, as the server registers it.
import '../../server/payment-references';

const database = await setupTestDatabase();
const db = database.db;

setupJobRunner(database);
afterEach(() => {
  delete process.env.RATE_LIMIT_STOCK_ALERT_IP;
  resetEnvCache();
});

type Product = Awaited<ReturnType<typeof createProduct>>;
type Answer = {
  status: number;
  headers: Headers;
  data: {
    kind: string;
    ok: boolean;
    message?: string;
    messageVars?: Record<string, string>;
    fieldErrors?: Record<string, string>;
    formError?: string;
    formErrorVars?: Record<string, number>;
  };
};

const address = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function ask(product: Pick<Product, 'id' | 'handle'>, email: string, { ip = address(), lang = 'en', website = '' } = {}) {
  const request = new Request(`http://localhost/product/${product.handle}`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'stock-alert', productId: product.id, email, website }),
    headers: { [CLIENT_IP_HEADER]: ip, cookie: `lang=${lang}` },
  });
  return callAction(productAction, request, { handle: product.handle }) as Promise<Answer>;
}

const soldOut = (overrides: Partial<Product> = {}) => createProduct(database, { stockQuantity: 0, ...overrides });
const alertsTo = (email: string) =>
  db
    .select({ locale: emailMessages.locale, subject: emailMessages.subject, text: emailMessages.text })
    .from(emailMessages)
    .where(and(eq(emailMessages.toAddress, email), eq(emailMessages.template, 'back-in-stock')));
const requestOf = async (productId: string, email: string) =>
  (
    await db
      .select()
      .from(stockAlertRequests)
      .where(and(eq(stockAlertRequests.productId, productId), eq(stockAlertRequests.email, email)))
  )[0];
const backInStockEvents = (productId: string) =>
  db
    .select({ id: outboxEvents.id, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(eq(outboxEvents.type, productBackInStock.type))
    .then((rows) => rows.filter((row) => (row.payload as { productId?: string }).productId === productId));
const unique = () => randomUUID().slice(0, 8);

let admin: { id: string; email: string };
beforeAll(async () => {
  admin = await createBuyer(database, []);
});
const restock = (productId: string, change: number) =>
  adjustStock({ productId, change, reason: 'Delivery from the grower', actor: asAdmin(admin.id) });

describe('email me when it is back in stock', () => {
  it('takes one request per address and sends one email, in the asker’s language, when stock returns', async () => {
    const product = await soldOut({ name: 'Music garlic' });
    const email = `grower.${unique()}@example.org`;
    const asked = await ask(product, `  ${email.toUpperCase()} `, { lang: 'es' });
    expect(asked.status).toBe(200);
    expect(asked.data).toEqual({
      kind: 'stock-alert',
      ok: true,
      message: 'stockAlerts.requested',
      messageVars: { email },
    });
    const again = await ask(product, email);
    expect(again.data).toMatchObject({ ok: true, message: 'stockAlerts.alreadyWaiting' });
    expect(await requestOf(product.id, email)).toMatchObject({ locale: 'es', notifiedAt: null, userId: null });

    await drainJobs();
    expect(await alertsTo(email)).toEqual([]);

    expect((await restock(product.id, 5)).ok).toBe(true);
    expect(await backInStockEvents(product.id)).toHaveLength(1);
    await drainJobs();
    const sent = await alertsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ locale: 'es', subject: expect.stringContaining('Music garlic') });
    expect(sent[0]?.text).toContain(`/product/${product.handle}`);
    expect((await requestOf(product.id, email))?.notifiedAt).toBeInstanceOf(Date);

    // Running the subscriber again for the same event, or more stock arriving, sends nothing more.
    const [event] = await backInStockEvents(product.id);
    expect(await sendStockAlerts({ productId: product.id, eventId: event?.id ?? '' })).toBe(0);
    expect((await restock(product.id, 3)).ok).toBe(true);
    await drainJobs();
    expect(await backInStockEvents(product.id)).toHaveLength(1);
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('announces nothing for a product that was in stock all along', async () => {
    const product = await createProduct(database, { stockQuantity: 4 });
    expect((await restock(product.id, -2)).ok).toBe(true);
    expect((await restock(product.id, 6)).ok).toBe(true);
    expect(await backInStockEvents(product.id)).toEqual([]);
  });

  it('keeps people waiting when the product sold out again before the email went, and writes when it returns', async () => {
    const product = await soldOut();
    const email = `patient.${unique()}@example.org`;
    await ask(product, email);
    await restock(product.id, 1);
    await restock(product.id, -1);
    await drainJobs();
    expect(await alertsTo(email)).toEqual([]);
    expect((await requestOf(product.id, email))?.notifiedAt).toBeNull();
    await restock(product.id, 2);
    await drainJobs();
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('starts a new wait when someone asks again after being told', async () => {
    const product = await soldOut();
    const email = `again.${unique()}@example.org`;
    await ask(product, email);
    await restock(product.id, 1);
    await drainJobs();
    await restock(product.id, -1);
    expect((await ask(product, email)).data).toMatchObject({ ok: true, message: 'stockAlerts.requested' });
    expect((await requestOf(product.id, email))?.notifiedAt).toBeNull();
    await restock(product.id, 4);
    await drainJobs();
    expect(await alertsTo(email)).toHaveLength(2);
  });

  it('hears of stock from a CSV import, a refund that restocks, and an unpaid order released', async () => {
    // CSV import.
    const imported = await soldOut();
    const importEmail = `csv.${unique()}@example.org`;
    await ask(imported, importEmail);
    expect(await importCsv({ text: `handle,stock_quantity\n${imported.handle},3\n`, actor: asAdmin(admin.id) })).toMatchObject({
      ok: true,
    });

    // An order takes the last one, is paid, then refunded with its stock put back.
    const refunded = await createProduct(database, { stockQuantity: 1 });
    const refundEmail = `refund.${unique()}@example.org`;
    const paidOrder = await buyAll(refunded, '4242 4242 4242 4242');
    await ask(refunded, refundEmail);
    expect(
      await refundOrder({
        orderId: paidOrder,
        amountCents: 100,
        restock: true,
        reason: 'Returned unopened',
        actor: asAdmin(admin.id),
      }),
    ).toMatchObject({ ok: true });

    // An order takes the last one and the buyer cancels its payment: the reservation is released.
    // (A declined card alone releases nothing: the order waits for another card, decision 0041.)
    const released = await createProduct(database, { stockQuantity: 1 });
    const releaseEmail = `release.${unique()}@example.org`;
    const reserve = await startOrder(released);
    await ask(released, releaseEmail);
    await pay(reserve.sessionId, '4000 0000 0000 0002');
    expect(await alertsTo(releaseEmail)).toHaveLength(0);
    await submitTestPayment(reserve.sessionId, { intent: 'cancel' });

    await drainJobs();
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, reserve.orderId));
    expect(order?.status).toBe('cancelled');
    for (const email of [importEmail, refundEmail, releaseEmail]) expect(await alertsTo(email), email).toHaveLength(1);
  });

  it('refuses products in stock or not listed, and bad addresses, writing nothing', async () => {
    const inStock = await createProduct(database, { stockQuantity: 3 });
    const draft = await soldOut({ status: 'draft' });
    const email = `refused.${unique()}@example.org`;
    expect(await ask(inStock, email)).toMatchObject({ status: 409, data: { formError: 'stockAlerts.errors.inStock' } });
    expect(await ask(draft, email)).toMatchObject({ status: 404, data: { formError: 'stockAlerts.errors.unavailable' } });
    const product = await soldOut();
    const cases: Array<[string, string]> = [
      ['', 'stockAlerts.errors.required'],
      ['not-an-address', 'stockAlerts.errors.invalid'],
      [`${'x'.repeat(250)}@example.org`, 'stockAlerts.errors.tooLong'],
    ];
    for (const [input, message] of cases)
      expect(await ask(product, input), input).toMatchObject({ status: 400, data: { fieldErrors: { email: message } } });
    expect(await ask(product, email, { website: 'https://spam.example' })).toMatchObject({
      status: 400,
      data: { fieldErrors: { email: 'stockAlerts.errors.rejected' } },
    });
    const written = await db.select().from(stockAlertRequests).where(eq(stockAlertRequests.email, email));
    expect(written).toEqual([]);
  });

  it('limits requests per client address, saying how long to wait', async () => {
    process.env.RATE_LIMIT_STOCK_ALERT_IP = '2/3600';
    resetEnvCache();
    const product = await soldOut();
    const ip = address();
    for (const n of [1, 2]) expect((await ask(product, `n${n}.${unique()}@example.org`, { ip })).status).toBe(200);
    const limited = await ask(product, `n3.${unique()}@example.org`, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect(limited.data).toMatchObject({ formError: 'accounts.errors.rateLimited', formErrorVars: { count: 60 } });
    expect((await ask(product, `other.${unique()}@example.org`)).status).toBe(200);
  });
});

async function startOrder(product: Product) {
  const buyer = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
  const placed = await placeOrder({
    actor: { ...asUser(buyer.id), email: buyer.email },
    idempotencyKey: randomUUID(),
    shippingMethod: 'standard',
    address: TEST_ADDRESS,
    origin: 'http://localhost',
    locale: 'en',
  });
  if (!placed.ok) throw new Error(placed.message);
  const [order] = await db.select({ sessionId: orders.providerSessionId }).from(orders).where(eq(orders.id, placed.orderId));
  const [after] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
  expect(after?.stock).toBe(0);
  return { orderId: placed.orderId, sessionId: order?.sessionId ?? '' };
}

async function pay(sessionId: string, number: string) {
  await submitTestPayment(sessionId, { intent: 'pay', number, expiry: '12/30', cvc: '123' });
  await drainJobs();
}

async function buyAll(product: Product, card: string) {
  const { orderId, sessionId } = await startOrder(product);
  await pay(sessionId, card);
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  expect(order?.status).toBe('paid');
  return orderId;
}
