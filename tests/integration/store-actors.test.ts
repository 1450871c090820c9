import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/db/client.server';
import {
  orderEvents,
  orders,
  productReviews,
  products,
  refunds,
  savedAddresses,
  stockMovements,
  subscriptionPlans,
  subscriptions,
  wishlistItems,
} from '~/db/schema/index';
import { importCsv } from '~/features/inventory/csv-import.server';
import { createProduct as createProductAsAdmin, updateProduct } from '~/features/inventory/product-editing.server';
import type { ProductInput } from '~/features/inventory/product-form';
import { addProductPhotos, changeProductPhotos } from '~/features/inventory/product-photos.server';
import { adjustStock } from '~/features/inventory/stock-adjustment.server';
import { makeDefaultAddress, removeAddress, saveAddress } from '~/features/orders/address-book.server';
import { markDelivered, refundOrder, shipOrder } from '~/features/orders/admin-orders.server';
import { placeOrder } from '~/features/orders/checkout.server';
import { submitReview } from '~/features/reviews/reviews.server';
import { changeSubscription, payAndResume } from '~/features/subscriptions/subscription-lifecycle.server';
import { demoSubscriptionPlansSeeder } from '~/features/subscriptions/subscriptions-seed.server';
import { addToWishlist, loadWishlist, removeFromWishlist } from '~/features/wishlist/wishlist.server';
import { type Actor, isActorRefusal } from '~/utils/actor';
import { asAdmin, asUser } from '../factories/actors';
import { createBuyer, TEST_ADDRESS } from '../factories/buyers';
import { createOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { setupTestDatabase } from '../setup/test-database';
// Who handles `order:` payment references, as the server registers it.
import '../../server/payment-references';

/*
 * Operations check who acts (issue 34, point 4; convention 16), whichever route calls them: the
 * store's operations, called directly as a second route would, refuse a person without the right
 * with Access Denied, and write nothing. What is a person's own (their cart, wishlist, reviews,
 * new addresses and subscriptions) is written for the actor alone, so there is no one else to name.
 */

const database = await setupTestDatabase();
const db = database.db;

/** The refusal an operation threw, or null when it answered. */
async function refusalOf(operation: () => Promise<unknown>): Promise<unknown> {
  try {
    await operation();
  } catch (error) {
    return error;
  }
  return null;
}

async function expectRefused(operation: () => Promise<unknown>) {
  const refusal = await refusalOf(operation);
  expect(isActorRefusal(refusal), String(refusal)).toBe(true);
  expect(refusal).toMatchObject({ init: { status: 403 }, data: { kind: 'access-denied' } });
}

const countOf = async (table: typeof stockMovements | typeof refunds | typeof orders | typeof products) =>
  (await db.select({ total: count() }).from(table))[0]?.total ?? 0;

async function person(): Promise<Actor & { email: string; firstName: string; lastName: string }> {
  const { id, email } = await createBuyer(database, []);
  return { ...asUser(id), email, firstName: 'Bea', lastName: 'Buyer' };
}

describe("an admin's order operations", () => {
  it('refuse a signed-in shopper: no shipping, delivery or refund, nothing on the timeline', async () => {
    const product = await createProduct(database);
    const buyer = await person();
    const order = await createOrder(database, { userId: buyer.id, email: buyer.email, product });
    const before = { refunds: await countOf(refunds) };

    await expectRefused(() => shipOrder({ actor: buyer, orderId: order.id, trackingNumber: '1Z999AA10123456784' }));
    await expectRefused(() => markDelivered({ actor: buyer, orderId: order.id }));
    await expectRefused(() =>
      refundOrder({ actor: buyer, orderId: order.id, amountCents: 100, restock: false, reason: 'My own refund' }),
    );
    // An instructor is no admin either.
    await expectRefused(() =>
      shipOrder({ actor: { id: buyer.id, role: 'instructor' }, orderId: order.id, trackingNumber: '1Z999AA10123456784' }),
    );

    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'paid', trackingNumber: null, refundedCents: 0 });
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toEqual([]);
    expect(await countOf(refunds)).toBe(before.refunds);
  });
});

describe('placing an order', () => {
  it("takes the actor's own cart, never another's", async () => {
    const product = await createProduct(database, { stockQuantity: 5 });
    const owner = await createBuyer(database, [{ productId: product.id, quantity: 2 }]);
    const other = await person();
    const placed = await placeOrder({
      actor: other,
      idempotencyKey: randomUUID(),
      shippingMethod: 'standard',
      address: TEST_ADDRESS,
      origin: 'http://localhost',
      locale: 'en',
    });
    expect(placed).toMatchObject({ ok: false, code: 'empty-cart' });
    expect(await db.select().from(orders).where(eq(orders.userId, owner.id))).toEqual([]);
    const [stock] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(stock?.stock).toBe(5);
  });
});

describe('the address book', () => {
  it("refuses someone else's address to anyone, an admin included, and changes nothing", async () => {
    const owner = await person();
    const stranger = await person();
    const saved = await saveAddress({ actor: owner, address: TEST_ADDRESS });
    if (!saved.ok) throw new Error(saved.message);
    const second = await saveAddress({ actor: owner, address: { ...TEST_ADDRESS, line1: '4 Mill Road' } });
    if (!second.ok) throw new Error(second.message);

    for (const actor of [stranger, asAdmin(stranger.id)]) {
      await expectRefused(() => removeAddress({ actor, addressId: saved.id }));
      await expectRefused(() => makeDefaultAddress({ actor, addressId: second.id }));
    }
    const book = await db
      .select({ id: savedAddresses.id, isDefault: savedAddresses.isDefault })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, owner.id));
    expect(book).toHaveLength(2);
    expect(book.find((entry) => entry.id === saved.id)?.isDefault).toBe(true);
    // An address that does not exist is simply not found, for its owner or anyone.
    expect(await removeAddress({ actor: stranger, addressId: randomUUID() })).toMatchObject({ ok: false, code: 'not-found' });
  });
});

describe("the inventory's operations", () => {
  it('refuse anyone but an admin: no stock change, no product, no import, no photo', async () => {
    const product = await createProduct(database, { stockQuantity: 7 });
    const shopper = await person();
    const before = { movements: await countOf(stockMovements), products: await countOf(products) };
    const handle = `refused-${randomUUID().slice(0, 8)}`;
    const input: ProductInput = {
      handle,
      name: 'Refused product',
      summary: '',
      descriptionMd: '',
      priceCents: 500,
      images: [],
      category: 'tools',
      tags: [],
      isReliefProduct: false,
      trackInventory: true,
      status: 'draft',
      isFeatured: false,
      priceId: null,
      seoTitle: null,
      seoDescription: null,
    };

    await expectRefused(() => adjustStock({ actor: shopper, productId: product.id, change: -7, reason: 'Not my shop' }));
    await expectRefused(() => createProductAsAdmin({ actor: shopper, product: input, openingStock: 3 }));
    await expectRefused(() =>
      updateProduct({ actor: shopper, productId: product.id, product: { ...input, handle: product.handle } }),
    );
    await expectRefused(() => importCsv({ actor: shopper, text: `handle,stock_quantity\n${product.handle},0\n` }));
    await expectRefused(() =>
      addProductPhotos({ actor: shopper, productId: product.id, files: [new Blob(['not a photo'])], alts: ['A photo'] }),
    );
    await expectRefused(() =>
      changeProductPhotos({ actor: shopper, productId: product.id, expected: [], alts: [], operation: { kind: 'save' } }),
    );

    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stockQuantity: 7, name: product.name, images: product.images });
    expect(await countOf(stockMovements)).toBe(before.movements);
    expect(await countOf(products)).toBe(before.products);
  });
});

describe('subscriptions', () => {
  let planId: string;

  beforeAll(async () => {
    await db.transaction((tx) => demoSubscriptionPlansSeeder.run(tx as unknown as Database));
    const [plan] = await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).limit(1);
    planId = plan?.id ?? '';
  });

  async function subscriptionOf(owner: { id: string; email: string }, status: 'active' | 'past_due') {
    const [row] = await db
      .insert(subscriptions)
      .values({ userId: owner.id, planId, status, provider: 'test', shippingAddress: TEST_ADDRESS, email: owner.email })
      .returning();
    if (!row) throw new Error('subscription insert returned nothing');
    return row;
  }

  it("refuse a change or a payment of someone else's subscription, an admin's included, and write nothing", async () => {
    const owner = await person();
    const stranger = await person();
    const active = await subscriptionOf(owner, 'active');
    const due = await subscriptionOf(owner, 'past_due');
    const ordersBefore = await countOf(orders);

    for (const actor of [stranger, { ...asAdmin(stranger.id), email: stranger.email }]) {
      for (const intent of ['pause', 'cancel', 'change-plan'] as const)
        await expectRefused(() => changeSubscription({ actor, subscriptionId: active.id, intent, planId }));
      await expectRefused(() =>
        payAndResume({ actor, subscriptionId: due.id, idempotencyKey: randomUUID(), origin: 'http://localhost' }),
      );
    }

    const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id));
    expect(rows.find((row) => row.id === active.id)).toMatchObject({ status: 'active', pendingPlanId: null, cancelledAt: null });
    expect(rows.find((row) => row.id === due.id)).toMatchObject({ status: 'past_due', provider: 'test' });
    expect(await countOf(orders)).toBe(ordersBefore);
    // The owner may.
    expect(await changeSubscription({ actor: owner, subscriptionId: active.id, intent: 'pause' })).toMatchObject({ ok: true });
  });
});

describe("a person's own things", () => {
  it("the wishlist is the actor's: another's remove leaves it, and loading shows only one's own", async () => {
    const product = await createProduct(database);
    const owner = await person();
    const other = await person();
    expect(await addToWishlist({ actor: owner, productId: product.id })).toMatchObject({ ok: true });
    expect(await removeFromWishlist({ actor: other, productId: product.id })).toMatchObject({ ok: true });
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, owner.id))).toHaveLength(1);
    expect(await loadWishlist({ actor: other })).toEqual({ ok: true, items: [] });
  });

  it("a review is published in the actor's name, and only for what the actor bought", async () => {
    const product = await createProduct(database);
    const buyer = await person();
    const other = await person();
    await createOrder(database, { userId: buyer.id, email: buyer.email, product });
    const input = { rating: 5, title: 'Good kit', body: 'It did what it said on the packet.' };
    expect(await submitReview({ actor: other, productId: product.id, input })).toMatchObject({ ok: false, code: 'not-buyer' });
    expect(await db.select().from(productReviews).where(eq(productReviews.productId, product.id))).toEqual([]);
    expect(await submitReview({ actor: buyer, productId: product.id, input })).toMatchObject({ ok: true });
    const [review] = await db.select().from(productReviews).where(eq(productReviews.productId, product.id));
    expect(review?.userId).toBe(buyer.id);
  });
});
