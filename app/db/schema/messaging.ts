import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * - queued: written, waiting for the delivery job
 * - sent: handed to the SMTP server
 * - outbox: no SMTP server is configured; the message is kept here to be read on the
 *   admin email page (and the local mailbox outside production)
 * - failed: delivery gave up after its retries
 */
export const emailStatus = pgEnum('email_status', ['queued', 'sent', 'outbox', 'failed']);

/** Every email the platform sends, whatever the transport. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The template that produced it, e.g. verify-email. */
    template: text('template').notNull(),
    locale: text('locale').notNull().default('en'),
    toAddress: text('to_address').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    /**
     * The bodies. Kept while the message waits or when the outbox is the delivery; once an
     * SMTP server has taken it they are cleared, so links in it (reset, verify) do not stay
     * readable in the database.
     */
    html: text('html'),
    text: text('text'),
    status: emailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Small facts for the admin list (e.g. which order), never secrets. */
    meta: jsonb('meta').notNull().default({}),
    /**
     * Set by senders that may run twice (a retried background job): a second message with the
     * same key is not written, so a retry never sends the same email twice.
     */
    dedupeKey: text('dedupe_key').unique(),
    /**
     * For newsletter emails: the one-click unsubscribe address, sent as List-Unsubscribe with
     * List-Unsubscribe-Post (RFC 8058). Cleared with the bodies once the SMTP server has it.
     */
    listUnsubscribe: text('list_unsubscribe'),
    /**
     * Where the recipient's answer should go, when it is not MAIL_FROM (a no-reply address): the
     * support desk's emails ask for replies at SUPPORT_EMAIL. Sent as Reply-To. The site's own
     * address, not the recipient's, so it is kept after delivery.
     */
    replyTo: text('reply_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_messages_created_at_idx').on(table.createdAt),
    index('email_messages_to_address_idx').on(table.toAddress),
    index('email_messages_status_idx').on(table.status),
  ],
);
