import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emailMessages } from './messaging';

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

/*
 * Newsletter issues (issue 36): admins write an issue in markdown and send it once to every
 * confirmed subscriber, through the messaging outbox (decision 0083).
 *
 * - draft: being written; the only state in which it may be edited or sent
 * - sending: the send was asked for; its audience is fixed (one delivery row per subscriber) and
 *   the `newsletter.send-issue` job works through it in batches
 * - sent: every delivery row has been settled (queued for delivery or skipped)
 */
export const newsletterIssueStatus = pgEnum('newsletter_issue_status', ['draft', 'sending', 'sent']);

export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** The line mail apps show after the subject; in the email's hidden preheader. */
    preheader: text('preheader').notNull().default(''),
    bodyMd: text('body_md').notNull(),
    status: newsletterIssueStatus('status').notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin asked for the send: the audience is the confirmed subscribers at that moment. */
    sendRequestedAt: timestamp('send_requested_at', { withTimezone: true }),
    /** When the last delivery row was settled. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('newsletter_issues_created_at_idx').on(table.createdAt)],
);

/**
 * - waiting: in the audience, not yet reached by the send job
 * - queued: its email was written to the messaging outbox in the same transaction that set this
 *   status (what happens next, sent or failed, is the message's own status)
 * - skipped: unsubscribed between the send request and its batch; no email
 */
export const newsletterDeliveryStatus = pgEnum('newsletter_delivery_status', ['waiting', 'queued', 'skipped']);

/** One row per issue and subscriber: the unique pair is what makes a second email impossible. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    /** A subscription erased with its account takes its delivery rows with it. */
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    status: newsletterDeliveryStatus('status').notNull().default('waiting'),
    /** The outbox message, once queued. */
    emailMessageId: uuid('email_message_id').references(() => emailMessages.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('newsletter_deliveries_issue_subscription_key').on(table.issueId, table.subscriptionId),
    index('newsletter_deliveries_issue_status_idx').on(table.issueId, table.status),
  ],
);
