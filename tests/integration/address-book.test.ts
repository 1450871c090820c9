import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, savedAddresses, users } from '~/db/schema/index';
import { ADDRESS_BOOK_LIMIT } from '~/features/orders/address-book.server';
import { action as addressesAction, loader as addressesLoader } from '~/routes/account/addresses';
import { action as cartAction } from '~/routes/api/cart';
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/shop/checkout';
import { formPost, pageGet, signUpShopper } from '../factories/accounts';
import { TEST_ADDRESS } from '../factories/buyers';
import { createProduct } from '../factories/products';
import type { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
const db = database.db;

type Book = { addresses: Array<{ id: string; address: typeof TEST_ADDRESS; isDefault: boolean }>; accountName: string };

const act = (jar: CookieJar, fields: Record<string, string>) =>
  callAction(addressesAction, formPost('/account/addresses', fields, jar));
const bookOf = async (jar: CookieJar) => (await callAction(addressesLoader, pageGet('/account/addresses', jar))).data as Book;
const userIdOf = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

describe('the address book (/account/addresses)', () => {
  it('checks each address per country, keeps one default, finds a repeat instead of copying it, and stops at the limit', async () => {
    const { jar, email } = await signUpShopper('book');
    const bad = await act(jar, { intent: 'add', ...TEST_ADDRESS, postalCode: 'ABC' });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      ok: false,
      fieldErrors: { postalCode: 'checkout.errors.postalInvalid' },
      values: { city: 'Springfield' },
    });
    expect(
      await db
        .select()
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, await userIdOf(email))),
    ).toEqual([]);

    expect((await act(jar, { intent: 'add', ...TEST_ADDRESS })).data).toMatchObject({ ok: true, message: 'addresses.saved' });
    await act(jar, { intent: 'add', ...TEST_ADDRESS, line1: '4 Mill Road', city: 'Eugene', postalCode: '97401' });
    let book = await bookOf(jar);
    expect(book.accountName).toBe('Sam Shopper');
    expect(book.addresses.map((entry) => [entry.address.line1, entry.isDefault])).toEqual([
      ['12 Orchard Lane', true],
      ['4 Mill Road', false],
    ]);
    // The same address again (in other case) is found, not copied.
    await act(jar, { intent: 'add', ...TEST_ADDRESS, city: 'SPRINGFIELD' });
    expect((await bookOf(jar)).addresses).toHaveLength(2);

    const mill = book.addresses[1]?.id ?? '';
    expect((await act(jar, { intent: 'make-default', addressId: mill })).data).toMatchObject({ ok: true });
    book = await bookOf(jar);
    expect(book.addresses.map((entry) => entry.isDefault)).toEqual([true, false]);
    expect(book.addresses[0]?.id).toBe(mill);

    // Removing the default hands it to the newest remaining one.
    await act(jar, { intent: 'remove', addressId: mill });
    book = await bookOf(jar);
    expect(book.addresses.map((entry) => [entry.address.line1, entry.isDefault])).toEqual([['12 Orchard Lane', true]]);

    for (let i = book.addresses.length; i < ADDRESS_BOOK_LIMIT; i++)
      expect((await act(jar, { intent: 'add', ...TEST_ADDRESS, line1: `${i} Hedge Row` })).status).toBe(200);
    const full = await act(jar, { intent: 'add', ...TEST_ADDRESS, line1: '99 One Too Many' });
    expect(full.data).toMatchObject({
      ok: false,
      message: 'addresses.errors.full',
      messageVars: { count: String(ADDRESS_BOOK_LIMIT) },
    });
    expect((await bookOf(jar)).addresses).toHaveLength(ADDRESS_BOOK_LIMIT);
  });

  it("never shows, changes or ships to someone else's address", async () => {
    const owner = await signUpShopper('owner');
    const stranger = await signUpShopper('stranger');
    await act(owner.jar, { intent: 'add', ...TEST_ADDRESS });
    const [theirs] = (await bookOf(owner.jar)).addresses;
    expect((await bookOf(stranger.jar)).addresses).toEqual([]);
    for (const intent of ['remove', 'make-default']) {
      const answer = await act(stranger.jar, { intent, addressId: theirs?.id ?? '' });
      expect(answer.status, intent).toBe(404);
    }
    expect((await bookOf(owner.jar)).addresses).toHaveLength(1);

    // At checkout, another person's saved address id is not an address: the empty fields are refused.
    const product = await createProduct(database, { stockQuantity: 5 });
    await callAction(cartAction, formPost('/api/cart', { intent: 'add', productId: product.id }, stranger.jar));
    const page = await callAction(checkoutLoader, pageGet('/checkout', stranger.jar));
    const { idempotencyKey } = (page.data as { checkout: { idempotencyKey: string } }).checkout;
    const refused = await callAction(
      checkoutAction,
      formPost('/checkout', { idempotencyKey, savedAddressId: theirs?.id ?? '' }, stranger.jar),
    );
    expect(refused.status).toBe(400);
  });

  it('checkout starts from the default address and the account name, ships to a chosen saved address, and saves a new one on request', async () => {
    const { jar, email } = await signUpShopper('checkout-book');
    const product = await createProduct(database, { stockQuantity: 10 });
    const addToCart = () => callAction(cartAction, formPost('/api/cart', { intent: 'add', productId: product.id }, jar));
    const checkoutPage = async () =>
      (await callAction(checkoutLoader, pageGet('/checkout', jar))).data as {
        checkout: { idempotencyKey: string; savedAddresses: Book['addresses']; accountName: string };
      };

    await addToCart();
    let { checkout } = await checkoutPage();
    expect(checkout.savedAddresses).toEqual([]);
    expect(checkout.accountName).toBe('Sam Shopper');
    const first = await callAction(
      checkoutAction,
      formPost(
        '/checkout',
        { idempotencyKey: checkout.idempotencyKey, savedAddressId: 'new', ...TEST_ADDRESS, saveAddress: 'on' },
        jar,
      ),
    );
    expect(first.status).toBe(302);
    ({ checkout } = await checkoutPage());
    expect(checkout.savedAddresses.map((entry) => [entry.address, entry.isDefault])).toEqual([[TEST_ADDRESS, true]]);

    await act(jar, {
      intent: 'add',
      ...TEST_ADDRESS,
      name: 'Gift for Gran',
      line1: '7 Elm Street',
      city: 'Salem',
      postalCode: '97301',
    });
    const gran = (await bookOf(jar)).addresses.find((entry) => entry.address.name === 'Gift for Gran');
    await addToCart();
    ({ checkout } = await checkoutPage());
    const second = await callAction(
      checkoutAction,
      // The typed fields are ignored when a saved address is chosen.
      formPost('/checkout', { idempotencyKey: checkout.idempotencyKey, savedAddressId: gran?.id ?? '', city: 'Elsewhere' }, jar),
    );
    expect(second.status).toBe(302);
    const placed = await db
      .select({ address: orders.shippingAddress })
      .from(orders)
      .where(eq(orders.userId, await userIdOf(email)));
    expect(placed.map((row) => row.address?.line1).sort()).toEqual(['12 Orchard Lane', '7 Elm Street']);
  });
});
