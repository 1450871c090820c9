import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerAccount } from './ledger';

/**
 * A payout run (issue 39, decision 0096): an admin's settlement of what vendors, affiliates and
 * (decision 0104) instructors are owed by the money ledger, on orders paid more than the refund
 * window before `cutoff_at`.
 * `open` while any of its payouts is still to be paid; `paid` once every one is paid or cancelled
 * (at least one paid); `cancelled` when an admin abandoned it and none was paid. At most one run
 * is open at a time (the partial unique index), so two admins starting a run at once, or one
 * pressing twice, make one run. Who started and who paid are kept as ids without a foreign key,
 * as the ledger keeps its parties: an accounting record outlives the account that made it.
 */
export const payoutRunStatus = pgEnum('payout_run_status', ['open', 'paid', 'cancelled']);

/** How a run's money left: Stripe Connect transfers, or the admin's own bank transfers (the CSV). */
export const payoutMethod = pgEnum('payout_method', ['stripe', 'bank']);

/**
 * One payout: `pending` until paid, `failed` when Stripe refused it (tried again with the same key),
 * `cancelled` when an admin cancelled it (decision 0099): it no longer holds its amount, which the
 * next run pays again. A paid payout is never cancelled.
 */
export const payoutStatus = pgEnum('payout_status', ['pending', 'paid', 'failed', 'cancelled']);

export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: payoutRunStatus('status').notNull().default('open'),
    startedBy: text('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Orders paid more than the refund window before this count; entries written after it wait. */
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    refundWindowDays: integer('refund_window_days').notNull(),
    totalCents: integer('total_cents').notNull().default(0),
    payoutCount: integer('payout_count').notNull().default(0),
    method: payoutMethod('method'),
    paidBy: text('paid_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payout_runs_one_open').on(table.status).where(sql`${table.status} = 'open'`),
    index('payout_runs_started_idx').on(table.startedAt),
    check('payout_runs_total_positive', sql`${table.totalCents} >= 0 and ${table.payoutCount} >= 0`),
    check('payout_runs_paid_shape', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
  ],
);

/**
 * What one run pays one party. Held from the moment the run is started (whatever its status), so
 * the next run's balance leaves it out: a balance is paid once. `party_id` has no foreign key, as
 * in the ledger: the record outlives the person's account.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payoutRuns.id, { onDelete: 'restrict' }),
    account: ledgerAccount('account').notNull(),
    partyId: text('party_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: payoutStatus('status').notNull().default('pending'),
    /** Stripe's transfer id (`tr_…`), or the admin's bank reference. */
    providerTransferId: text('provider_transfer_id'),
    /** Why the last try failed (Stripe's message, or "no connected account"). */
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Who cancelled it, when and why (decision 0099); an id without a foreign key, as above. */
    cancelledBy: text('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payouts_once_per_run').on(table.runId, table.account, table.partyId),
    index('payouts_party_idx').on(table.account, table.partyId),
    check('payouts_amount_positive', sql`${table.amountCents} > 0`),
    check('payouts_party_account', sql`${table.account} in ('vendor', 'affiliate', 'instructor') and ${table.partyId} <> ''`),
    check('payouts_paid_shape', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
    // Compared as text: a migration may not use an enum value it adds in the same transaction.
    check(
      'payouts_cancelled_shape',
      sql`(${table.status}::text = 'cancelled') = (${table.cancelledAt} is not null and ${table.cancelReason} is not null)`,
    ),
  ],
);

/**
 * Where Stripe Connect sends a party's payouts: their connected account (`acct_…`), set by an
 * admin. Kept here rather than on the vendor's profile or the affiliate's row, so payouts write
 * only their own tables (decision 0096).
 */
export const payoutDestinations = pgTable(
  'payout_destinations',
  {
    account: ledgerAccount('account').notNull(),
    partyId: text('party_id').notNull(),
    stripeAccountId: text('stripe_account_id').notNull(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.account, table.partyId] }),
    check(
      'payout_destinations_account',
      sql`${table.account} in ('vendor', 'affiliate', 'instructor') and ${table.partyId} <> ''`,
    ),
    check('payout_destinations_stripe_id', sql`${table.stripeAccountId} ~ '^acct_[A-Za-z0-9]+$'`),
  ],
);
