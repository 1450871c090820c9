import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const donationStatus = pgEnum('donation_status', ['pending', 'paid', 'cancelled']);

/**
 * One-off donations (/donate, issue 4). Paid through the same provider as orders; 100% of a paid
 * donation goes to the relief ledger. Visitors can give too, so the account is optional.
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    amountCents: integer('amount_cents').notNull(),
    /** The perk tier the amount reached (see app/features/donations/perks.ts), or null below the first. */
    tier: text('tier'),
    /** Opted in to have their name on the supporters' wall (a perk of the top tier). */
    showOnWall: boolean('show_on_wall').notNull().default(false),
    status: donationStatus('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    paymentUrl: text('payment_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    check('donations_amount_range', sql`${table.amountCents} between 100 and 1000000`),
    index('donations_user_idx').on(table.userId),
    index('donations_wall_idx').on(table.status, table.showOnWall, table.paidAt),
  ],
);
