import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

/**
 * Reviews and ratings (issue 11, decision 0040): one per verified buyer and product. The
 * database holds the rules the code relies on: one review per person and product, a rating of
 * 1 to 5, and bounded texts (the form's zod schema gives the messages). A deleted account takes
 * its reviews with it.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name shown with the review ("Rosa B."), taken when it was written. */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('product_reviews_one_per_buyer').on(table.productId, table.userId),
    index('product_reviews_product_created_idx').on(table.productId, table.createdAt),
    index('product_reviews_user_idx').on(table.userId),
    check('product_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('product_reviews_title_length', sql`char_length(${table.title}) between 1 and 120`),
    check('product_reviews_body_length', sql`char_length(${table.body}) between 1 and 4000`),
  ],
);
