import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DEADLOCK_RETRY_MESSAGE } from '~/db/errors';
import {
  cartItems,
  carts,
  emailMessages,
  orderEvents,
  orderItems,
  orders,
  paymentEvents,
  products,
  refunds,
  reliefLedger,
  securityEvents,
  stockMovements,
  testPaymentSessions,
} from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { enqueueJob } from '~/features/jobs/jobs.server';
import { refundOrder, shipOrder } from '~/features/orders/admin-orders.server';
import { expireUnpaidOrdersJob } from '~/features/orders/jobs';
import { expireDueOrders, expireUnpaidOrder, UNCONFIRMED_GRACE_MS } from '~/features/orders/order-payments.server';
import { applyPaymentEvent } from '~/features/payments/payment-events.server';
import { testPaymentsSecret } from '~/features/payments/payments.server';
import { signStripePayload } from '~/features/payments/stripe-provider.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { TEST_SIGNATURE_HEADER } from '~/features/payments/test-provider.server';
import { signPayload } from '~/features/payments/webhook-signature.server';
import { handlePaymentWebhook } from '~/features/payments/webhooks.server';
import { reliefTotalCents } from '~/features/relief/relief.server';
import { action as webhookAction } from '~/routes/api/webhooks/test-payments';
import { getLogger } from '~/utils/logger.server';
import { asAdmin } from '../factories/actors';
import { createBuyer, TEST_ADDRESS } from '../factories/buyers';
import { placeOrderFor } from '../factories/orders';
import { createProduct } from '../factories/products';
import { FAKE_STRIPE_WEBHOOK_SECRET, withFakeStripe } from '../setup/fake-stripe';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
// Who handles `order:` and `donation:` payment references, as the server registers it.
import '../../server/payment-references';

const database = await setupTestDatabase();
const db = database.db;

setupJobRunner(database);

type Buyer = { id: string; email: string };

const place = placeOrderFor;

async function orderRow(orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  return order;
}

const emailsTo = (address: string, template: string) =>
  db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.toAddress, address), eq(emailMessages.template, template)));

async function stockOf(productId: string) {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

async function pay(orderId: string, number = '4242 4242 4242 4242') {
  const order = await orderRow(orderId);
  return submitTestPayment(order.providerSessionId ?? '', { intent: 'pay', number, expiry: '12/30', cvc: '123' });
}

async function placed(buyer: Buyer) {
  const result = await place(buyer);
  if (!result.ok) throw new Error(`order refused: ${result.message}`);
  return result.orderId;
}

/** A test-provider webhook for an order's session, signed as the provider signs it. */
async function signedWebhook(orderId: string, type: string, eventId = `tev_${randomUUID()}`, secret?: string) {
  const order = await orderRow(orderId);
  const body = JSON.stringify({
    id: eventId,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      sessionId: order.providerSessionId,
      reference: `order:${orderId}`,
      paymentId: 'tpi_manual',
      amountCents: order.totalCents,
    },
  });
  const signature = signPayload(secret ?? (await testPaymentsSecret()), body, Math.floor(Date.now() / 1000));
  return () =>
    callAction(
      webhookAction,
      new Request('http://localhost/api/webhooks/test-payments', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
      }),
    );
}

describe('placing an order', () => {
  it('prices from the catalogue, reserves the stock, and on payment becomes paid with its side effects', async () => {
    const kale = await createProduct(database, { name: 'Kale seeds', priceCents: 1250, stockQuantity: 5 });
    const trowel = await createProduct(database, { name: 'Trowel', priceCents: 899, trackInventory: false, stockQuantity: 0 });
    const buyer = await createBuyer(database, [
      { productId: kale.id, quantity: 2 },
      { productId: trowel.id, quantity: 1 },
    ]);
    const result = await place(buyer);
    expect(result).toMatchObject({ ok: true, status: 'pending_payment', reused: false });
    if (!result.ok) return;
    expect(result.paymentUrl).toMatch(/^\/pay\/test\/tcs_/);
    const order = await orderRow(result.orderId);
    expect(order).toMatchObject({
      status: 'pending_payment',
      subtotalCents: 3399,
      shippingCents: 695,
      taxCents: 272,
      totalCents: 4366,
      reliefCents: 340,
      provider: 'test',
      shippingAddress: TEST_ADDRESS,
    });
    expect(await stockOf(kale.id)).toBe(3);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, result.orderId));
    expect(
      items
        .map(({ name, unitPriceCents, quantity, reservedQuantity }) => ({ name, unitPriceCents, quantity, reservedQuantity }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Kale seeds', unitPriceCents: 1250, quantity: 2, reservedQuantity: 2 },
      { name: 'Trowel', unitPriceCents: 899, quantity: 1, reservedQuantity: 0 },
    ]);

    const paid = await pay(result.orderId);
    expect(paid).toEqual({ ok: true, redirectTo: `http://localhost/checkout/success?order=${result.orderId}` });
    expect((await orderRow(result.orderId)).status).toBe('paid');
    expect(await stockOf(kale.id)).toBe(3);

    await drainJobs();
    const ledger = await db.select().from(reliefLedger).where(eq(reliefLedger.orderId, result.orderId));
    expect(ledger.map(({ kind, amountCents }) => ({ kind, amountCents }))).toEqual([{ kind: 'order_share', amountCents: 340 }]);
    const emails = await emailsTo(buyer.email, 'order-confirmation');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toContain(`VL-${order.number}`);
    const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, buyer.id));
    expect(
      await db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cart?.id ?? '')),
    ).toEqual([]);
  });

  it('makes one order for one key: a retry, and two requests at the same moment', async () => {
    const seeds = await createProduct(database, { stockQuantity: 10 });
    const buyer = await createBuyer(database, [{ productId: seeds.id, quantity: 3 }]);
    const key = randomUUID();
    const first = await place(buyer, key);
    const retry = await place(buyer, key);
    expect(first.ok && retry.ok && retry.orderId === first.orderId && retry.reused).toBe(true);

    const other = await createBuyer(database, [{ productId: seeds.id, quantity: 2 }]);
    const sameKey = randomUUID();
    const [a, b] = await Promise.all([place(other, sameKey), place(other, sameKey)]);
    expect(a.ok && b.ok && a.orderId === b.orderId).toBe(true);
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.userId, [buyer.id, other.id]));
    expect(rows).toHaveLength(2);
    expect(await stockOf(seeds.id)).toBe(5);
  });

  it('refuses what cannot be sold, with a clear message, and writes nothing', async () => {
    const scarce = await createProduct(database, { name: 'Last basil', stockQuantity: 1 });
    const archived = await createProduct(database, { name: 'Old hoe', status: 'archived' });
    const plenty = await createProduct(database, { stockQuantity: 50 });
    const before = await db.select({ count: sql<number>`count(*)::int` }).from(orders);

    const tooMany = await createBuyer(database, [
      { productId: plenty.id, quantity: 2 },
      { productId: scarce.id, quantity: 2 },
    ]);
    expect(await place(tooMany)).toEqual({
      ok: false,
      code: 'out-of-stock',
      message: 'checkout.errors.outOfStock',
      messageVars: { name: 'Last basil' },
      status: 409,
    });
    expect(await stockOf(plenty.id)).toBe(50);
    expect(await stockOf(scarce.id)).toBe(1);

    const gone = await createBuyer(database, [{ productId: archived.id, quantity: 1 }]);
    expect(await place(gone)).toEqual({
      ok: false,
      code: 'unavailable',
      message: 'checkout.errors.unavailable',
      messageVars: { name: 'Old hoe' },
      status: 409,
    });
    expect(await place(await createBuyer(database, []))).toEqual({
      ok: false,
      code: 'empty-cart',
      message: 'cart.checkoutEmpty',
      status: 409,
    });
    expect(await place(tooMany, 'not-a-key')).toEqual({
      ok: false,
      code: 'expired-form',
      message: 'checkout.errors.expiredForm',
      status: 409,
    });

    const after = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
    expect(after[0]?.count).toBe(before[0]?.count);
  });
});

describe('payment outcomes and webhooks', () => {
  it('a declined card keeps the order waiting with its stock, and another card on the same page pays it', async () => {
    const product = await createProduct(database, { stockQuantity: 4 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 3 }]);
    const orderId = await placed(buyer);
    expect(await stockOf(product.id)).toBe(1);
    const sessionId = (await orderRow(orderId)).providerSessionId ?? '';

    const declined = await pay(orderId, '4000 0000 0000 0002');
    expect(declined).toEqual({ ok: false, code: 'card-declined', status: 400, message: 'payments.test.declined.card_declined' });
    expect((await orderRow(orderId)).status).toBe('pending_payment');
    expect(await stockOf(product.id)).toBe(1);
    const [session] = await db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, sessionId));
    expect(session?.status).toBe('open');
    // The store heard of it once, durably (the delivery job finds it applied and sends nothing more).
    const declines = await db
      .select({ outcome: paymentEvents.outcome, type: paymentEvents.type })
      .from(paymentEvents)
      .where(eq(paymentEvents.sessionId, sessionId));
    expect(declines).toEqual([{ outcome: 'declined', type: 'payment.declined' }]);
    await drainJobs();
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId))).toHaveLength(1);
    const timeline = await db
      .select({ type: orderEvents.type, detail: orderEvents.detail })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId));
    expect(timeline).toEqual([{ type: 'payment_declined', detail: { reason: 'card_declined' } }]);

    // Other declines say why; the order still waits.
    expect(await pay(orderId, '4000 0000 0000 9995')).toEqual({
      ok: false,
      code: 'insufficient-funds',
      status: 400,
      message: 'payments.test.declined.insufficient_funds',
    });
    expect(await pay(orderId, '4000 0000 0000 0069')).toEqual({
      ok: false,
      code: 'expired-card',
      status: 400,
      message: 'payments.test.declined.expired_card',
    });
    // A mistyped card never reaches the bank: nothing is recorded.
    expect(await pay(orderId, '4242 4242 4242 4241')).toMatchObject({ ok: false, field: 'number' });
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId))).toHaveLength(3);

    const paid = await pay(orderId);
    expect(paid).toEqual({ ok: true, redirectTo: `http://localhost/checkout/success?order=${orderId}` });
    const order = await orderRow(orderId);
    expect(order.status).toBe('paid');
    expect(order.providerPaymentId).toMatch(/^tpi_/);
    // The reservation became the sale: nothing was given back and nothing taken twice.
    expect(await stockOf(product.id)).toBe(1);
    // Paid once: a decline or a payment submitted again does not change it.
    expect(await pay(orderId, '4000 0000 0000 0002')).toEqual({
      ok: true,
      redirectTo: `http://localhost/checkout/success?order=${orderId}`,
    });
    await drainJobs();
    await drainJobs();
    expect(await emailsTo(buyer.email, 'order-confirmation')).toHaveLength(1);
    expect((await orderRow(orderId)).status).toBe('paid');
  });

  it('cancelling on the payment page after a decline cancels the order and gives the stock back', async () => {
    const product = await createProduct(database, { stockQuantity: 4 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 3 }]);
    const orderId = await placed(buyer);
    expect(await pay(orderId, '4000 0000 0000 0002')).toMatchObject({ ok: false });
    const cancelled = await submitTestPayment((await orderRow(orderId)).providerSessionId ?? '', { intent: 'cancel' });
    expect(cancelled).toEqual({ ok: true, redirectTo: `http://localhost/payment-cancel?order=${orderId}` });
    expect((await orderRow(orderId)).status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(4);
    const [cancel] = await db
      .select({ detail: orderEvents.detail })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'cancelled')));
    expect(cancel?.detail).toEqual({ reason: 'customer_cancelled' });
    // The page takes no payment after that, and a decline cannot reopen anything.
    expect(await pay(orderId)).toEqual({
      ok: false,
      code: 'session-closed',
      status: 400,
      message: 'payments.test.errors.closed',
    });
    expect(await pay(orderId, '4000 0000 0000 0002')).toEqual({
      ok: false,
      code: 'session-closed',
      status: 400,
      message: 'payments.test.errors.closed',
    });
    // The cart is kept, so the person can try again.
    const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, buyer.id));
    expect(
      await db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cart?.id ?? '')),
    ).toHaveLength(1);
  });

  it('applies each webhook event once, however often it is delivered', async () => {
    const product = await createProduct(database, { priceCents: 5000, stockQuantity: 5 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
    const orderId = await placed(buyer);
    const deliver = await signedWebhook(orderId, 'payment.succeeded');
    const first = await deliver();
    expect(first).toMatchObject({ status: 200, data: { received: true, outcome: 'paid' } });
    const replay = await deliver();
    expect(replay).toMatchObject({ status: 200, data: { received: true, outcome: 'duplicate' } });
    await drainJobs();
    await drainJobs();
    const ledger = await db.select().from(reliefLedger).where(eq(reliefLedger.orderId, orderId));
    expect(ledger).toHaveLength(1);
    const emails = await emailsTo(buyer.email, 'order-confirmation');
    expect(emails).toHaveLength(1);
  });

  it('ignores an older event that arrives after a newer one', async () => {
    const product = await createProduct(database, { stockQuantity: 5 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 2 }]);
    const orderId = await placed(buyer);
    await (await signedWebhook(orderId, 'payment.succeeded'))();
    const late = await (await signedWebhook(orderId, 'payment.failed'))();
    expect(late).toMatchObject({ status: 200, data: { outcome: 'stale' } });
    const lateDecline = await (await signedWebhook(orderId, 'payment.declined'))();
    expect(lateDecline).toMatchObject({ status: 200, data: { outcome: 'stale' } });
    const expired = await (await signedWebhook(orderId, 'checkout.expired'))();
    expect(expired).toMatchObject({ status: 200, data: { outcome: 'stale' } });
    expect((await orderRow(orderId)).status).toBe('paid');
    expect(await stockOf(product.id)).toBe(3);
  });

  it('refuses a webhook with a bad signature, logs it, and changes nothing', async () => {
    const product = await createProduct(database, { stockQuantity: 5 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
    const orderId = await placed(buyer);
    const eventId = `tev_${randomUUID()}`;
    const forged = await (await signedWebhook(orderId, 'payment.succeeded', eventId, 'not-the-secret-at-all'))();
    expect(forged.status).toBe(400);
    expect((await orderRow(orderId)).status).toBe('pending_payment');
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).toEqual([]);
    const logged = await db.select().from(securityEvents).where(eq(securityEvents.type, 'PAYMENT_WEBHOOK_REJECTED'));
    expect(logged.length).toBeGreaterThan(0);
    const unsigned = await callAction(
      webhookAction,
      new Request('http://localhost/api/webhooks/test-payments', { method: 'POST', body: '{}' }),
    );
    expect(unsigned.status).toBe(400);
  });
});

describe('the reservation deadline', () => {
  it('cancels an unpaid order when its time is up, gives the stock back, and the page refuses payment', async () => {
    const product = await createProduct(database, { stockQuantity: 3 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 3 }]);
    const orderId = await placed(buyer);
    expect(await stockOf(product.id)).toBe(0);
    expect(await expireUnpaidOrder(orderId)).toBe('not-due');

    const past = new Date(Date.now() - 1000);
    await db.update(orders).set({ paymentExpiresAt: past }).where(eq(orders.id, orderId));
    const order = await orderRow(orderId);
    await db
      .update(testPaymentSessions)
      .set({ expiresAt: past })
      .where(eq(testPaymentSessions.id, order.providerSessionId ?? ''));
    expect(await expireUnpaidOrder(orderId)).toBe('expired');
    expect(await expireUnpaidOrder(orderId)).toBe('settled');
    expect((await orderRow(orderId)).status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(3);
    expect(await pay(orderId)).toEqual({
      ok: false,
      code: 'session-expired',
      status: 400,
      message: 'payments.test.errors.expired',
    });
  });

  it('still cancels an order whose card was declined once its time is up, asking the provider first', async () => {
    const product = await createProduct(database, { stockQuantity: 2 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 2 }]);
    const orderId = await placed(buyer);
    expect(await pay(orderId, '4000 0000 0000 0002')).toMatchObject({ ok: false });
    expect(await expireUnpaidOrder(orderId)).toBe('not-due');
    const past = new Date(Date.now() - 1000);
    await db.update(orders).set({ paymentExpiresAt: past }).where(eq(orders.id, orderId));
    const asked: string[] = [];
    const outcome = await expireUnpaidOrder(orderId, async (provider, sessionId) => {
      asked.push(`${provider}:${sessionId}`);
      return { status: 'open' };
    });
    expect(outcome).toBe('expired');
    expect(asked).toEqual([`test:${(await orderRow(orderId)).providerSessionId}`]);
    expect((await orderRow(orderId)).status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(2);
  });

  it('the scheduled expiry job finds unpaid orders past their deadline', async () => {
    const product = await createProduct(database, { stockQuantity: 2 });
    const due = await placed(await createBuyer(database, [{ productId: product.id, quantity: 1 }]));
    const notYet = await placed(await createBuyer(database, [{ productId: product.id, quantity: 1 }]));
    await db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, due));
    await enqueueJob(expireUnpaidOrdersJob, {});
    expect((await drainJobs()).completed).toContain('orders.expire-unpaid');
    expect((await orderRow(due)).status).toBe('cancelled');
    expect((await orderRow(notYet)).status).toBe('pending_payment');
    expect(await stockOf(product.id)).toBe(1);
  });

  it('takes money that arrives after expiry if the stock is still there, and refunds it if not', async () => {
    const product = await createProduct(database, { stockQuantity: 2 });
    const lucky = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
    const luckyOrder = await placed(lucky);
    const unlucky = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
    const unluckyOrder = await placed(unlucky);
    const past = new Date(Date.now() - 1000);
    await db
      .update(orders)
      .set({ paymentExpiresAt: past })
      .where(inArray(orders.id, [luckyOrder, unluckyOrder]));
    await expireUnpaidOrder(luckyOrder);
    await expireUnpaidOrder(unluckyOrder);
    expect(await stockOf(product.id)).toBe(2);

    const late = async (orderId: string) => {
      const order = await orderRow(orderId);
      return applyPaymentEvent('test', {
        id: `tev_${randomUUID()}`,
        type: 'payment.succeeded',
        sessionId: order.providerSessionId,
        reference: `order:${orderId}`,
        paymentId: `tpi_${randomUUID()}`,
        amountCents: order.totalCents,
        occurredAt: new Date(),
      });
    };
    expect(await late(luckyOrder)).toBe('paid-after-expiry');
    expect((await orderRow(luckyOrder)).status).toBe('paid');
    // Someone else buys the last unit before the second late payment arrives.
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product.id));
    expect(await late(unluckyOrder)).toBe('refunded-after-expiry');
    const refunded = await orderRow(unluckyOrder);
    expect(refunded).toMatchObject({ status: 'refunded', refundedCents: refunded.totalCents });
    expect(await stockOf(product.id)).toBe(0);
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, unluckyOrder));
    expect(refund).toMatchObject({ amountCents: refunded.totalCents, reliefReversalCents: 0 });
  });
});

describe('a payment whose webhook never came (decision 0038)', () => {
  /** What a crash used to leave: the test bank marked the session paid, the store never heard of it. */
  async function paidWithoutWebhook(orderId: string) {
    const order = await orderRow(orderId);
    await db
      .update(testPaymentSessions)
      .set({ status: 'paid', paymentId: `tpi_${randomUUID()}` })
      .where(eq(testPaymentSessions.id, order.providerSessionId ?? ''));
  }

  const moveDeadline = (orderIds: string[], msAgo: number) =>
    db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - msAgo) })
      .where(inArray(orders.id, orderIds));

  const eventTypes = async (orderId: string) =>
    (await db.select({ type: orderEvents.type }).from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
      (event) => event.type,
    );

  it('the expiry asks the test provider first: paid there, the order is paid (once) instead of cancelled', async () => {
    const product = await createProduct(database, { stockQuantity: 3 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 2 }]);
    const orderId = await placed(buyer);
    await paidWithoutWebhook(orderId);
    await moveDeadline([orderId], 1000);

    await enqueueJob(expireUnpaidOrdersJob, {});
    expect((await drainJobs()).completed).toContain('orders.expire-unpaid');
    expect((await orderRow(orderId)).status).toBe('paid');
    expect(await stockOf(product.id)).toBe(1);
    expect(await eventTypes(orderId)).toEqual(['paid']);

    // The real webhook, arriving after all, changes nothing; nor does asking again.
    expect(await (await signedWebhook(orderId, 'payment.succeeded'))()).toMatchObject({ data: { outcome: 'stale' } });
    expect(await expireUnpaidOrder(orderId)).toBe('settled');
    await drainJobs();
    expect(await db.select().from(reliefLedger).where(eq(reliefLedger.orderId, orderId))).toHaveLength(1);
    const emails = await emailsTo(buyer.email, 'order-confirmation');
    expect(emails).toHaveLength(1);
  });

  it('asks Stripe for the Checkout Session: paid there is paid here, and the late webhook is stale', () =>
    withFakeStripe(async (stripe) => {
      const product = await createProduct(database, { stockQuantity: 2 });
      const orderId = await placed(await createBuyer(database, [{ productId: product.id, quantity: 1 }]));
      const order = await orderRow(orderId);
      expect(order).toMatchObject({
        provider: 'stripe',
        paymentUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
      });
      const session = stripe.pay(order.providerSessionId ?? '');
      await moveDeadline([orderId], 1000);

      expect(await expireUnpaidOrder(orderId)).toBe('paid');
      expect(stripe.calls).toContainEqual({ method: 'GET', path: `/v1/checkout/sessions/${session.id}` });
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid', providerPaymentId: session.payment_intent });
      expect(await stockOf(product.id)).toBe(1);

      const body = JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: session },
      });
      const signature = signStripePayload(FAKE_STRIPE_WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000));
      const late = await handlePaymentWebhook('stripe', body, new Headers({ 'stripe-signature': signature }));
      expect(await late.json()).toEqual({ received: true, outcome: 'stale' });
      expect(await eventTypes(orderId)).toEqual(['paid']);
    }));

  it('a provider that cannot be asked: the order keeps its stock and is asked again, and is cancelled only a day late', () =>
    withFakeStripe(async (stripe) => {
      const product = await createProduct(database, { stockQuantity: 2 });
      const first = await placed(await createBuyer(database, [{ productId: product.id, quantity: 1 }]));
      const second = await placed(await createBuyer(database, [{ productId: product.id, quantity: 1 }]));
      await moveDeadline([first, second], 60_000);
      stripe.setDown(true);
      const asked = stripe.calls.length;

      expect(await expireDueOrders()).toBe(0);
      // One failed call per run, not one per order.
      expect(stripe.calls.length - asked).toBe(1);
      expect((await orderRow(first)).status).toBe('pending_payment');
      expect((await orderRow(second)).status).toBe('pending_payment');
      expect(await stockOf(product.id)).toBe(0);
      expect(await expireUnpaidOrder(first)).toBe('unconfirmed');

      // A day past its deadline and still no answer: cancelled, its stock released.
      await moveDeadline([first], UNCONFIRMED_GRACE_MS + 60_000);
      expect(await expireUnpaidOrder(first)).toBe('expired');
      expect((await orderRow(first)).status).toBe('cancelled');
      expect(await stockOf(product.id)).toBe(1);

      // Stripe answers again, and says the other one was paid.
      stripe.setDown(false);
      stripe.pay((await orderRow(second)).providerSessionId ?? '');
      expect(await expireDueOrders()).toBe(0);
      expect((await orderRow(second)).status).toBe('paid');
      expect(await stockOf(product.id)).toBe(1);
    }));
});

describe('the last units', () => {
  it('50 buyers for the last 10 units: exactly 10 orders are paid, stock ends at 0, 40 are told it is out of stock', async () => {
    const product = await createProduct(database, { name: 'Heirloom tomato collection', priceCents: 1899, stockQuantity: 10 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, () => createBuyer(database, [{ productId: product.id, quantity: 1 }])),
    );
    const results = await Promise.all(buyers.map((buyer) => place(buyer)));
    const winners = results.filter((result) => result.ok);
    const losers = results.filter((result) => !result.ok);
    expect(winners).toHaveLength(10);
    expect(losers).toHaveLength(40);
    for (const loser of losers)
      expect(loser).toEqual({
        ok: false,
        code: 'out-of-stock',
        message: 'checkout.errors.outOfStock',
        messageVars: { name: 'Heirloom tomato collection' },
        status: 409,
      });
    expect(await stockOf(product.id)).toBe(0);

    const payments = await Promise.all(winners.map((winner) => (winner.ok ? pay(winner.orderId) : null)));
    expect(payments.every((payment) => payment?.ok)).toBe(true);
    const paid = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orderItems.productId, product.id), eq(orders.status, 'paid')));
    expect(paid[0]?.count).toBe(10);
    expect(await stockOf(product.id)).toBe(0);
  });

  it('buyers of the same few products in different orders: each order is all or nothing, none oversold', async () => {
    const stock = { seeds: 12, trowel: 9, compost: 15 };
    const seeds = await createProduct(database, { name: 'Shared seeds', stockQuantity: stock.seeds });
    const trowel = await createProduct(database, { name: 'Shared trowel', stockQuantity: stock.trowel });
    const compost = await createProduct(database, { name: 'Shared compost', stockQuantity: stock.compost });
    const untracked = await createProduct(database, { name: 'Gift card', trackInventory: false, stockQuantity: 0 });
    // Each cart holds two or three of them, added in a different order, some with 2 units.
    const carts = Array.from({ length: 30 }, (_, index) => {
      if (index % 3 === 0)
        return [
          { productId: seeds.id, quantity: 1 + (index % 2) },
          { productId: trowel.id, quantity: 1 },
          { productId: compost.id, quantity: 1 },
        ];
      if (index % 3 === 1)
        return [
          { productId: compost.id, quantity: 2 },
          { productId: seeds.id, quantity: 1 },
        ];
      return [
        { productId: trowel.id, quantity: 1 },
        { productId: untracked.id, quantity: 1 },
        { productId: seeds.id, quantity: 1 },
      ];
    });
    const buyers = await Promise.all(carts.map((lines) => createBuyer(database, lines)));
    const warn = vi.spyOn(getLogger(), 'warn');
    const results = await Promise.all(buyers.map((buyer) => place(buyer)));
    // The statement locks products in id order, so no two orders ever wait on each other.
    expect(warn.mock.calls.filter((call) => call.includes(DEADLOCK_RETRY_MESSAGE))).toEqual([]);
    warn.mockRestore();

    for (const result of results)
      if (!result.ok) expect(result).toMatchObject({ ok: false, message: 'checkout.errors.outOfStock' });
    const placedIds = results.flatMap((result) => (result.ok ? [result.orderId] : []));
    expect(placedIds.length).toBeGreaterThan(0);
    expect(placedIds.length).toBeLessThan(30);
    // What the placed orders hold is exactly what left the shelf, line for line.
    const held = await db
      .select({ productId: orderItems.productId, quantity: orderItems.quantity, reserved: orderItems.reservedQuantity })
      .from(orderItems)
      .where(inArray(orderItems.orderId, placedIds));
    const heldOf = (productId: string) =>
      held.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.reserved, 0);
    for (const [product, start] of [
      [seeds, stock.seeds],
      [trowel, stock.trowel],
      [compost, stock.compost],
    ] as const) {
      const left = await stockOf(product.id);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(start - (left ?? 0)).toBe(heldOf(product.id));
    }
    expect(held.filter((line) => line.productId === untracked.id).every((line) => line.reserved === 0)).toBe(true);
    // Every placed order has all its cart's lines; a refused one left nothing behind.
    for (const [index, result] of results.entries()) {
      const lines = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, result.ok ? result.orderId : randomUUID()));
      expect(lines).toHaveLength(result.ok ? (carts[index]?.length ?? 0) : 0);
    }
    const refusedBuyers = buyers.filter((_, index) => !results[index]?.ok).map((buyer) => buyer.id);
    const refusedOrders = await db.select({ id: orders.id }).from(orders).where(inArray(orders.userId, refusedBuyers));
    expect(refusedOrders).toEqual([]);
  });
});

describe('the relief ledger', () => {
  it('sums what paid orders set aside', async () => {
    await drainJobs();
    const before = await reliefTotalCents();
    const product = await createProduct(database, { priceCents: 2000, stockQuantity: 5 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
    const orderId = await placed(buyer);
    await pay(orderId);
    await drainJobs();
    expect((await reliefTotalCents()) - before).toBe(200);
  });
});

describe('shipping and refunds (admin)', () => {
  it('ships a paid order with its tracking number and emails the customer', async () => {
    const product = await createProduct(database, { stockQuantity: 5 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
    const orderId = await placed(buyer);
    expect(await shipOrder({ orderId, trackingNumber: '1Z999AA10123456784', actor: asAdmin(buyer.id) })).toEqual({
      ok: false,
      code: 'cannot-ship',
      message: 'adminOrders.errors.cannotShip',
      status: 400,
    });
    await pay(orderId);
    expect(await shipOrder({ orderId, trackingNumber: '<script>', actor: asAdmin(buyer.id) })).toMatchObject({
      ok: false,
      field: 'trackingNumber',
    });
    expect(await shipOrder({ orderId, trackingNumber: '1Z999AA10123456784', actor: asAdmin(buyer.id) })).toEqual({
      ok: true,
      message: 'adminOrders.shipped',
    });
    expect(await orderRow(orderId)).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784' });
    await drainJobs();
    const emails = await emailsTo(buyer.email, 'order-shipped');
    expect(emails).toHaveLength(1);
  });

  it('refunds in parts, returns stock when asked, reverses the relief share and refunds at the provider', async () => {
    const product = await createProduct(database, { priceCents: 5000, stockQuantity: 5 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 2 }]);
    const orderId = await placed(buyer);
    await pay(orderId);
    await drainJobs();
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      subtotalCents: 10_000,
      shippingCents: 0,
      taxCents: 800,
      totalCents: 10_800,
      reliefCents: 1000,
    });
    expect(await stockOf(product.id)).toBe(3);

    const tooMuch = await refundOrder({
      orderId,
      amountCents: 10_801,
      restock: false,
      reason: 'Too much',
      actor: asAdmin(buyer.id),
    });
    expect(tooMuch).toMatchObject({ ok: false, message: 'adminOrders.errors.tooMuch' });
    const partial = await refundOrder({
      orderId,
      amountCents: 5400,
      restock: false,
      reason: 'One packet arrived torn',
      actor: asAdmin(buyer.id),
    });
    expect(partial).toEqual({ ok: true, message: 'adminOrders.refundedPartial' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refundedCents: 5400 });
    expect(await stockOf(product.id)).toBe(3);

    const rest = await refundOrder({
      orderId,
      amountCents: 5400,
      restock: true,
      reason: 'Customer returned the rest',
      actor: asAdmin(buyer.id),
    });
    expect(rest).toEqual({ ok: true, message: 'adminOrders.refundedFull' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refundedCents: 10_800 });
    expect(await stockOf(product.id)).toBe(5);
    const trail = await db.select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(trail.map(({ kind, change, quantityAfter }) => ({ kind, change, quantityAfter }))).toEqual([
      { kind: 'refund', change: 2, quantityAfter: 5 },
    ]);
    expect(
      await refundOrder({ orderId, amountCents: 1, restock: false, reason: 'Again', actor: asAdmin(buyer.id) }),
    ).toMatchObject({
      ok: false,
      message: 'adminOrders.errors.cannotRefund',
    });

    await drainJobs();
    const ledger = await db.select().from(reliefLedger).where(eq(reliefLedger.orderId, orderId));
    expect(ledger.map((entry) => entry.amountCents).sort((a, b) => a - b)).toEqual([-500, -500, 1000]);
    const refundRows = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refundRows.every((refund) => refund.providerRefundId?.startsWith('tre_'))).toBe(true);
    const [session] = await db
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.id, order.providerSessionId ?? ''));
    expect(session?.refundedCents).toBe(10_800);
    const emails = await emailsTo(buyer.email, 'order-refunded');
    expect(emails).toHaveLength(2);
  });
});
