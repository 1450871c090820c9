import { sql } from 'drizzle-orm';
import { check, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const newsletterStatus = pgEnum('newsletter_status', ['pending', 'confirmed', 'unsubscribed']);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; the unique index makes duplicates impossible. */
    email: text('email').notNull(),
    status: newsletterStatus('status').notNull().default('pending'),
    lang: text('lang').notNull().default('en'),
    /** Hash of the emailed confirmation token; set when the confirmation email is sent. */
    confirmTokenHash: text('confirm_token_hash'),
    /**
     * In every newsletter email's unsubscribe link and List-Unsubscribe header: it lets its
     * holder see and change this subscription, nothing else (random, 122 bits).
     */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(table.email),
    check('newsletter_subscriptions_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);
