import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { products } from '~/db/schema/catalog';
import { wishlistItems } from '~/db/schema/wishlist';

/** The wishlist: exported, deleted with the account. */
export const wishlistPersonalData: PersonalData = {
  domain: 'wishlist',
  tables: { wishlist_items: 'wishlist' },
  async export(db, person) {
    const wishlist = await db
      .select({ product: products.name, handle: products.handle, savedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.userId, person.id))
      .orderBy(asc(wishlistItems.createdAt));
    return { wishlist };
  },
  async erase(tx, person) {
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, person.id));
  },
};
