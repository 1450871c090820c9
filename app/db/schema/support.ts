import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * The support desk (issue 36, features/support, decision 0082): a ticket for each message sent
 * from /contact, and the thread of messages on it (the customer's first message, then the
 * answers admins send from /creator-hub/pro-support-desk, each also emailed through the outbox).
 * A person's tickets go with their account (features/support/personal-data.server.ts).
 */

/** open: waiting for us; answered: we replied last; closed: done (an admin may reopen it). */
export const supportTicketStatus = pgEnum('support_ticket_status', ['open', 'answered', 'closed']);
/** customer: written by the sender (from /contact); staff: an admin's answer. */
export const supportMessageAuthor = pgEnum('support_message_author', ['customer', 'staff']);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The reference people quote ("ticket 1042"): short, in order, never reused. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    /** The account of a sender who was signed in; null for a visitor (or once the account went). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Where the acknowledgement and every answer go, lower case. */
    email: text('email').notNull(),
    /** One of features/support/support.schema.ts's SUPPORT_TOPICS. */
    topic: text('topic').notNull(),
    status: supportTicketStatus('status').notNull().default('open'),
    /** The latest message's time: the list's "last activity". */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The admin who closed it; null while open (or once their account went). */
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('support_tickets_name_length', sql`char_length(${table.name}) between 1 and 100`),
    check('support_tickets_email_length', sql`char_length(${table.email}) between 3 and 254`),
    check('support_tickets_closed_has_time', sql`${table.status} <> 'closed' or ${table.closedAt} is not null`),
    index('support_tickets_status_created_idx').on(table.status, table.createdAt),
    index('support_tickets_created_idx').on(table.createdAt),
    index('support_tickets_user_idx').on(table.userId),
    index('support_tickets_email_idx').on(table.email),
    index('support_tickets_closed_by_idx').on(table.closedBy),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: supportMessageAuthor('author').notNull(),
    /** The admin who answered (staff), or the signed-in sender (customer); null for a visitor or an erased account. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('support_messages_body_length', sql`char_length(${table.body}) between 1 and 5000`),
    index('support_messages_ticket_idx').on(table.ticketId, table.createdAt),
    index('support_messages_author_idx').on(table.authorId),
  ],
);
