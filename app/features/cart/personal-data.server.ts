import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { cartItems, carts } from '~/db/schema/cart';
import { products } from '~/db/schema/catalog';

/** The saved cart: exported line by line, deleted with the account. */
export const cartPersonalData: PersonalData = {
  domain: 'cart',
  tables: { carts: 'cart' },
  async export(db, person) {
    const lines = await db
      .select({ product: products.name, handle: products.handle, quantity: cartItems.quantity, addedAt: cartItems.addedAt })
      .from(carts)
      .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(carts.userId, person.id))
      .orderBy(asc(cartItems.addedAt));
    return { cart: lines };
  },
  async erase(tx, person) {
    await tx.delete(carts).where(eq(carts.userId, person.id));
  },
};
