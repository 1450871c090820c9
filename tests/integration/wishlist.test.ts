import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, wishlistItems } from '~/db/schema/index';
import { loader as wishlistLoader, action as wishlistPageAction } from '~/routes/account/wishlist';
import { action as productAction, loader as productLoader } from '~/routes/shop/product';
import { formPost, pageGet, signUpShopper } from '../factories/accounts';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

type Answer = { status: number; data: { kind?: string; ok: boolean; message: string; messageVars?: Record<string, string> } };

const onProductPage = async (handle: string, jar: CookieJar, fields: Record<string, string>) =>
  (await callAction(productAction, formPost(`/product/${handle}`, fields, jar), { handle })) as Answer;

describe('the wishlist (SPEC §3, §8)', () => {
  it('asks visitors to log in, for adding and for removing', async () => {
    const product = await createProduct(database);
    const visitor = new CookieJar();
    const add = await onProductPage(product.handle, visitor, { intent: 'wishlist-add', productId: product.id });
    expect(add.status).toBe(401);
    expect(add.data.message).toBe('wishlist.errors.signInToAdd');
    const remove = await onProductPage(product.handle, visitor, { intent: 'wishlist-remove', productId: product.id });
    expect(remove.data.message).toBe('wishlist.errors.signInToRemove');
  });

  it('adds once, refuses a duplicate through the unique index, lists and removes', async () => {
    const product = await createProduct(database, { name: 'Hand trowel', priceCents: 1850, isReliefProduct: false });
    const { jar, email } = await signUpShopper('wishlist');

    const added = await onProductPage(product.handle, jar, { intent: 'wishlist-add', productId: product.id });
    expect(added.data).toEqual({
      kind: 'wishlist',
      ok: true,
      message: 'wishlist.toasts.added',
      messageVars: { name: 'Hand trowel' },
    });

    const again = await onProductPage(product.handle, jar, { intent: 'wishlist-add', productId: product.id });
    expect(again.status).toBe(400);
    expect(again.data.message).toBe('wishlist.errors.duplicate');

    const page = await callAction(productLoader, pageGet(`/product/${product.handle}`, jar), { handle: product.handle });
    expect((page.data as { inWishlist: boolean }).inWishlist).toBe(true);

    const listed = await callAction(wishlistLoader, pageGet('/account/wishlist', jar));
    const wishlist = (
      listed.data as { wishlist: { ok: boolean; items: { productId: string; name: string; priceCents: number }[] } }
    ).wishlist;
    expect(wishlist.ok).toBe(true);
    expect(wishlist.items.map(({ productId, name, priceCents }) => ({ productId, name, priceCents }))).toEqual([
      { productId: product.id, name: 'Hand trowel', priceCents: 1850 },
    ]);

    const removed = (await callAction(
      wishlistPageAction,
      formPost('/account/wishlist', { productId: product.id }, jar),
    )) as Answer;
    expect(removed.data).toEqual({ ok: true, message: 'wishlist.toasts.removed' });
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const left = await database.db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, user?.id ?? ''), eq(wishlistItems.productId, product.id)));
    expect(left).toEqual([]);
  });

  it('refuses unknown, malformed and unpublished products without writing anything', async () => {
    const draft = await createProduct(database, { status: 'draft' });
    const { jar } = await signUpShopper('wishlist-bad');
    for (const productId of [draft.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '']) {
      const answer = await onProductPage(draft.handle, jar, { intent: 'wishlist-add', productId });
      expect(answer.status).toBe(400);
      expect(answer.data.message).toBe('wishlist.errors.addFailed');
    }
    const listed = await callAction(wishlistLoader, pageGet('/account/wishlist', jar));
    expect((listed.data as { wishlist: { items: unknown[] } }).wishlist.items).toEqual([]);
  });
});
