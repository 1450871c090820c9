import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { type ProductImage, products } from '~/db/schema/catalog';
import { wishlistItems } from '~/db/schema/wishlist';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { getLogger } from '~/utils/logger.server';
import { type WishlistCode, wishlistFailure } from './failures';

/*
 * A person's wishlist (SPEC §3) is their own (convention 16): loading, adding and removing take
 * the acting person and work on `actor.id`'s list only, so no caller can read or change someone
 * else's. A visitor has none: the product page asks them to sign in (`sign-in-to-add`).
 */

/** SPEC §3's joined product fields, plus what a card needs to link and show stock. */
export type WishlistEntry = {
  productId: string;
  handle: string;
  name: string;
  priceCents: number | null;
  image: ProductImage | null;
  description: string;
  isReliefProduct: boolean;
  priceId: string | null;
  trackInventory: boolean;
  stockQuantity: number;
  isAvailable: boolean;
  addedAt: Date;
};

/** The actor's saved products, newest first. */
export async function loadWishlist({ actor }: { actor: Actor }): Promise<Result<{ items: WishlistEntry[] }, WishlistCode>> {
  const userId = actor.id;
  try {
    const rows = await getDb()
      .select({
        productId: products.id,
        handle: products.handle,
        name: products.name,
        priceCents: products.priceCents,
        images: products.images,
        description: products.summary,
        isReliefProduct: products.isReliefProduct,
        priceId: products.priceId,
        trackInventory: products.trackInventory,
        stockQuantity: products.stockQuantity,
        status: products.status,
        addedAt: wishlistItems.createdAt,
      })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt));
    return {
      ok: true as const,
      items: rows.map(({ images, status, ...row }) => ({ ...row, image: images[0] ?? null, isAvailable: status === 'active' })),
    };
  } catch (error) {
    getLogger().error({ err: error, userId }, 'wishlist load failed');
    return wishlistFailure('load-failed');
  }
}

/** Whether the person saved the product (the product page's wishlist button), as an SQL column another read can include. */
export function inWishlistSql(userId: string, productId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${wishlistItems} where ${and(
    eq(wishlistItems.userId, userId),
    eq(wishlistItems.productId, productId),
  )})`;
}

/** SPEC §3, §8: insert the pair; the unique index answers a second add ('Item already in wishlist'). */
export async function addToWishlist({
  actor,
  productId,
}: {
  actor: Actor;
  productId: string;
}): Promise<Result<{ message: string; name: string }, WishlistCode>> {
  const userId = actor.id;
  if (!isUuid(productId)) return wishlistFailure('add-failed');
  const db = getDb();
  const [product] = await db
    .select({ name: products.name, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (product?.status !== 'active') return wishlistFailure('add-failed');
  try {
    await db.insert(wishlistItems).values({ userId, productId });
  } catch (error) {
    if (isUniqueViolation(error)) return wishlistFailure('duplicate');
    getLogger().error({ err: error, userId, productId }, 'wishlist add failed');
    return wishlistFailure('add-failed');
  }
  return { ok: true, message: 'wishlist.toasts.added', name: product.name };
}

export async function removeFromWishlist({
  actor,
  productId,
}: {
  actor: Actor;
  productId: string;
}): Promise<Result<{ message: string }, WishlistCode>> {
  const userId = actor.id;
  if (!isUuid(productId)) return wishlistFailure('remove-failed');
  try {
    await getDb()
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  } catch (error) {
    getLogger().error({ err: error, userId, productId }, 'wishlist remove failed');
    return wishlistFailure('remove-failed');
  }
  return { ok: true, message: 'wishlist.toasts.removed' };
}
