import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../app/db/client.server';
import { cartItems, carts, users } from '../../app/db/schema/index';

/** A person with an account and a cart holding these lines (written straight to the database). */
export async function createBuyer(database: DatabaseHandle, lines: { productId: string; quantity: number }[]) {
  const id = randomUUID();
  const email = `buyer.${id.slice(0, 8)}@example.org`;
  await database.db
    .insert(users)
    .values({ id, name: 'Bea Buyer', firstName: 'Bea', lastName: 'Buyer', email, emailVerified: true });
  const [cart] = await database.db.insert(carts).values({ userId: id }).returning({ id: carts.id });
  if (!cart) throw new Error('cart insert returned nothing');
  if (lines.length) await database.db.insert(cartItems).values(lines.map((line) => ({ cartId: cart.id, ...line })));
  return { id, email };
}

export const TEST_ADDRESS = {
  name: 'Bea Buyer',
  line1: '12 Orchard Lane',
  line2: '',
  city: 'Springfield',
  region: 'OR',
  postalCode: '97477',
  country: 'US',
};
