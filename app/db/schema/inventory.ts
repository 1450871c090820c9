import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

/**
 * The inventory audit trail (issue 4, /inventory): every stock change made by a person (an
 * adjustment with its reason, a CSV import, a new product's opening stock, a refund's restock),
 * with who made it and when. Orders' own reservations are in order_items and order_events.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    /** adjustment, import, created, edited */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_product_idx').on(table.productId, table.createdAt),
    index('stock_movements_created_idx').on(table.createdAt),
  ],
);
