import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, testPaymentSessions, users } from '~/db/schema/index';
import { action as cartAction } from '~/routes/api/cart';
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/shop/checkout';
import { loader as checkoutSuccessLoader } from '~/routes/shop/checkout-success';
import { action as payTestAction, loader as payTestLoader } from '~/routes/shop/pay-test';
import { loader as paymentErrorLoader } from '~/routes/shop/payment-error';
import { formPost, pageGet, signUpShopper } from '../factories/accounts';
import { TEST_ADDRESS } from '../factories/buyers';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
// Who handles `order:` payment references, as the server registers it.
import '../../server/payment-references';

const database = await setupTestDatabase();
const db = database.db;

type Outcome = { outcome: { status: string; totalCents: number } | null; signedIn: boolean };

describe('/checkout through its route', () => {
  it('charges catalogue prices whatever the form says, and the result pages show the order only to its owner', async () => {
    const product = await createProduct(database, { name: 'Worm castings', priceCents: 2000, stockQuantity: 5 });
    const { jar, email } = await signUpShopper('route');
    await callAction(cartAction, formPost('/api/cart', { intent: 'add', productId: product.id }, jar));
    const page = await callAction(checkoutLoader, pageGet('/checkout', jar));
    const { checkout } = page.data as { checkout: { idempotencyKey: string; totals: { standard: { totalCents: number } } } };
    expect(checkout.totals.standard.totalCents).toBe(2000 + 695 + 160);

    // Bad address: answered field by field, nothing written.
    const bad = await callAction(
      checkoutAction,
      formPost('/checkout', { idempotencyKey: checkout.idempotencyKey, ...TEST_ADDRESS, city: '', postalCode: '123' }, jar),
    );
    expect(bad.status).toBe(400);
    expect((bad.data as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      city: 'checkout.errors.cityRequired',
      postalCode: 'checkout.errors.postalInvalid',
    });

    // Tampered amounts are ignored: the server prices the cart itself.
    const placed = await callAction(
      checkoutAction,
      formPost(
        '/checkout',
        {
          idempotencyKey: checkout.idempotencyKey,
          ...TEST_ADDRESS,
          shippingMethod: 'express',
          priceCents: '1',
          unitPriceCents: '1',
          totalCents: '1',
          shippingCents: '0',
        },
        jar,
      ),
    );
    expect(placed.status).toBe(302);
    expect(placed.headers.get('location')).toMatch(/^\/pay\/test\/tcs_/);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, user?.id ?? ''));
    expect(order).toMatchObject({
      subtotalCents: 2000,
      shippingCents: 1495,
      taxCents: 160,
      totalCents: 3655,
      shippingMethod: 'express',
    });

    const mine = await callAction(checkoutSuccessLoader, pageGet(`/checkout/success?order=${order?.id}`, jar));
    expect((mine.data as Outcome).outcome).toMatchObject({ status: 'pending_payment', totalCents: 3655 });
    // Another address of the set shows the same real state, not what its name claims.
    const errorPage = await callAction(paymentErrorLoader, pageGet(`/payment/error?order=${order?.id}`, jar));
    expect((errorPage.data as Outcome).outcome?.status).toBe('pending_payment');

    const stranger = await signUpShopper('stranger');
    const theirs = await callAction(checkoutSuccessLoader, pageGet(`/checkout/success?order=${order?.id}`, stranger.jar));
    expect((theirs.data as Outcome).outcome).toBeNull();
    const visitor = await callAction(checkoutSuccessLoader, pageGet(`/checkout/success?order=${order?.id}`, new CookieJar()));
    expect(visitor.data as Outcome).toMatchObject({ outcome: null, signedIn: false });
  });

  it('after a crash between the payment and its webhook, paying again and the result page both show it paid', async () => {
    const product = await createProduct(database, { priceCents: 1500, stockQuantity: 5 });
    const { jar, email } = await signUpShopper('crash');
    await callAction(cartAction, formPost('/api/cart', { intent: 'add', productId: product.id }, jar));
    const page = await callAction(checkoutLoader, pageGet('/checkout', jar));
    const { idempotencyKey } = (page.data as { checkout: { idempotencyKey: string } }).checkout;
    const placed = await callAction(checkoutAction, formPost('/checkout', { idempotencyKey, ...TEST_ADDRESS }, jar));
    const sessionId = placed.headers.get('location')?.replace('/pay/test/', '') ?? '';
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, user?.id ?? ''));
    // The state a kill -9 used to leave: the test bank says paid, the store never heard.
    await db
      .update(testPaymentSessions)
      .set({ status: 'paid', paymentId: 'tpi_crash' })
      .where(eq(testPaymentSessions.id, sessionId));

    // The customer submits the page again: sent to the result page, not told "already finished".
    const card = { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    const again = await callAction(payTestAction, formPost(`/pay/test/${sessionId}`, card, jar), { sessionId });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe(`http://localhost/checkout/success?order=${order?.id}`);
    const testPage = await callAction(payTestLoader, pageGet(`/pay/test/${sessionId}`, jar), { sessionId });
    expect((testPage.data as { session: { state: string; returnUrl: string } }).session).toMatchObject({
      state: 'paid',
      returnUrl: `http://localhost/checkout/success?order=${order?.id}`,
    });

    // The result page asks the provider, and the order is paid.
    const result = await callAction(checkoutSuccessLoader, pageGet(`/checkout/success?order=${order?.id}`, jar));
    expect((result.data as Outcome).outcome?.status).toBe('paid');
    const [row] = await db
      .select({ status: orders.status, paymentId: orders.providerPaymentId })
      .from(orders)
      .where(eq(orders.id, order?.id ?? ''));
    expect(row).toEqual({ status: 'paid', paymentId: 'tpi_crash' });
  });

  it('refuses a shipping method that does not exist', async () => {
    const product = await createProduct(database);
    const { jar } = await signUpShopper('method');
    await callAction(cartAction, formPost('/api/cart', { intent: 'add', productId: product.id }, jar));
    const answer = await callAction(
      checkoutAction,
      formPost('/checkout', { idempotencyKey: crypto.randomUUID(), ...TEST_ADDRESS, shippingMethod: 'teleport' }, jar),
    );
    expect(answer.status).toBe(400);
    expect((answer.data as { formError: string }).formError).toBe('checkout.errors.shippingMethod');
  });
});

describe('the sign-in wall on the way to checkout', () => {
  it("shows a visitor's own cart beside sign-in and sign-up, says why, and is never cached", async () => {
    const { loader: signInLoader } = await import('~/routes/auth/sign-in');
    const { loader: signUpLoader } = await import('~/routes/auth/sign-up');
    const product = await createProduct(database, { name: 'Kale seeds', priceCents: 450, stockQuantity: 9 });
    const visitor = new CookieJar();
    const added = await callAction(cartAction, formPost('/api/cart', { intent: 'add', productId: product.id }, visitor));
    visitor.apply(added.headers);
    await callAction(cartAction, formPost('/api/cart', { intent: 'add', productId: product.id }, visitor));

    for (const [loader, path] of [
      [signInLoader, '/auth'],
      [signUpLoader, '/signup'],
    ] as const) {
      const walled = await callAction(loader, pageGet(`${path}?redirectTo=%2Fcheckout`, visitor));
      expect(walled.data).toMatchObject({
        checkoutWall: { count: 2, totalCents: 900, lines: [{ name: 'Kale seeds', quantity: 2, lineCents: 900 }] },
      });
      expect(walled.headers.get('cache-control')).toBe('private, no-store');
      // Elsewhere bound, or without a cart, the page is the plain one.
      expect((await callAction(loader, pageGet(`${path}?redirectTo=%2Forders`, visitor))).data).toMatchObject({
        checkoutWall: null,
      });
      const stranger = await callAction(loader, pageGet(`${path}?redirectTo=%2Fcheckout`, new CookieJar()));
      expect(stranger.data).toMatchObject({ checkoutWall: null });
      expect(stranger.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});
