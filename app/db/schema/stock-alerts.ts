import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

/**
 * "Email me when it is back in stock" (issue 11, decision 0040): one request per product and
 * address. `notified_at` is set in the same transaction that writes the email, so a request is
 * answered once; asking again after that starts a new wait. The person's account, when they
 * were signed in, is kept so that deleting it removes the request too.
 */
export const stockAlertRequests = pgTable(
  'stock_alert_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The language the person used when asking: the email is written in it. */
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    unique('stock_alert_requests_product_email').on(table.productId, table.email),
    index('stock_alert_requests_waiting_idx').on(table.productId).where(sql`${table.notifiedAt} is null`),
    index('stock_alert_requests_user_idx').on(table.userId),
    index('stock_alert_requests_email_idx').on(table.email),
    check('stock_alert_requests_email_lower', sql`${table.email} = lower(${table.email})`),
    check('stock_alert_requests_email_length', sql`char_length(${table.email}) between 3 and 254`),
  ],
);
