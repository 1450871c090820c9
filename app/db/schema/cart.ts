import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

/**
 * Carts live on the server (issue 4, beyond SPEC §4's in-memory cart): a visitor's is found by
 * a random id in a cookie, a signed-in person's by their user id; a visitor's cart merges into
 * the account at sign-in. Prices are never stored here: they are read from the catalogue.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The discount code the shopper applied (issue 39), checked again when the order is placed. */
    discountCode: text('discount_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('carts_updated_at_idx').on(table.updatedAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.productId] }),
    // 99 matches MAX_LINE_QUANTITY in app/features/cart/cart-rules.ts.
    check('cart_items_quantity_range', sql`${table.quantity} between 1 and 99`),
  ],
);
