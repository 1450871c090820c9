import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { type ProductImage, products } from '~/db/schema/catalog';
import { wishlistItems } from '~/db/schema/wishlist';
import type { Outcome } from '~/utils/form-result';
import { isUuid } from '~/utils/ids';
import { getLogger } from '~/utils/logger.server';

/** SPEC §8's wishlist messages, as translation keys. */
export const WISHLIST_MESSAGES = {
  signInToAdd: 'wishlist.errors.signInToAdd',
  signInToRemove: 'wishlist.errors.signInToRemove',
  duplicate: 'wishlist.errors.duplicate',
  addFailed: 'wishlist.errors.addFailed',
  removeFailed: 'wishlist.errors.removeFailed',
  loadFailed: 'wishlist.errors.loadFailed',
  added: 'wishlist.toasts.added',
  removed: 'wishlist.toasts.removed',
} as const;

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

export type WishlistLoad = Outcome<{ items: WishlistEntry[] }>;

export async function loadWishlist(userId: string): Promise<WishlistLoad> {
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
      ok: true,
      items: rows.map(({ images, status, ...row }) => ({ ...row, image: images[0] ?? null, isAvailable: status === 'active' })),
    };
  } catch (error) {
    getLogger().error({ err: error, userId }, 'wishlist load failed');
    return { ok: false, message: WISHLIST_MESSAGES.loadFailed };
  }
}

/** Whether the person saved the product (the product page's wishlist button), as an SQL column another read can include. */
export function inWishlistSql(userId: string, productId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${wishlistItems} where ${and(
    eq(wishlistItems.userId, userId),
    eq(wishlistItems.productId, productId),
  )})`;
}

export type WishlistChange = Outcome<{ message: string; name?: string }>;

/** SPEC §3, §8: insert the pair; the unique index answers a second add ('Item already in wishlist'). */
export async function addToWishlist(userId: string, productId: string): Promise<WishlistChange> {
  if (!isUuid(productId)) return { ok: false, message: WISHLIST_MESSAGES.addFailed };
  const db = getDb();
  const [product] = await db
    .select({ name: products.name, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (product?.status !== 'active') return { ok: false, message: WISHLIST_MESSAGES.addFailed };
  try {
    await db.insert(wishlistItems).values({ userId, productId });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, message: WISHLIST_MESSAGES.duplicate };
    getLogger().error({ err: error, userId, productId }, 'wishlist add failed');
    return { ok: false, message: WISHLIST_MESSAGES.addFailed };
  }
  return { ok: true, message: WISHLIST_MESSAGES.added, name: product.name };
}

export async function removeFromWishlist(userId: string, productId: string): Promise<WishlistChange> {
  if (!isUuid(productId)) return { ok: false, message: WISHLIST_MESSAGES.removeFailed };
  try {
    await getDb()
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  } catch (error) {
    getLogger().error({ err: error, userId, productId }, 'wishlist remove failed');
    return { ok: false, message: WISHLIST_MESSAGES.removeFailed };
  }
  return { ok: true, message: WISHLIST_MESSAGES.removed };
}
