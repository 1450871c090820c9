import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders, refunds } from './orders';

/**
 * Whose money a ledger entry is (issue 39): the platform's commission, the relief share, tax and
 * shipping collected, and the shares of the people the platform sells for (an instructor's
 * course or class, a vendor's goods) or who brought the buyer (an affiliate, and the leader
 * who recruited them).
 */
export const ledgerAccount = pgEnum('ledger_account', [
  'platform',
  'relief',
  'tax',
  'shipping',
  'instructor',
  'vendor',
  'affiliate',
]);

/**
 * The money ledger (decision 0089): every cent a buyer paid for an order, split by whose it is,
 * written by jobs after the payment (`paid`) and after each refund (`refund`, negative entries
 * in proportion to what each account still holds). Append-only: an entry is never changed, a
 * refund reverses. For every paid order the entries sum to what the buyer paid less what was
 * refunded, to the cent (tests/integration/ledger.test.ts fails otherwise).
 *
 * `party_id` names the instructor, vendor or affiliate ('' for the platform's own accounts); it
 * has no foreign key, so an accounting record outlives the person's account, as an order does.
 * One entry per order, event, account and party: a job run twice writes nothing new.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** 'paid', or 'refund:<refund id>'. */
    event: text('event').notNull(),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    account: ledgerAccount('account').notNull(),
    partyId: text('party_id').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_entries_once').on(table.orderId, table.event, table.account, table.partyId),
    index('ledger_entries_party_idx').on(table.account, table.partyId, table.createdAt),
    index('ledger_entries_refund_idx').on(table.refundId),
    check(
      'ledger_entries_party_named',
      sql`(${table.account} in ('instructor', 'vendor', 'affiliate')) = (${table.partyId} <> '')`,
    ),
    check('ledger_entries_event_shape', sql`${table.event} = 'paid' or ${table.event} = 'refund:' || ${table.refundId}::text`),
  ],
);

/**
 * The ledger's party accounts rolled up by day (issue 39): for each instructor, vendor and
 * affiliate, the sum of their entries on orders paid that day (UTC), refunds included, and the
 * number of orders that paid them. The dashboards read these few rows instead of summing every
 * entry per request. Kept by the database in the transaction that writes the entries (triggers of
 * migration 0048: an insert into `ledger_entries`, and a change of an order's `paid_at`, which
 * moves its entries to another day), so whatever writes the ledger, the roll-up cannot drift from
 * it; tests/integration/ledger.test.ts checks that it equals the entries' sums.
 */
export const ledgerPartyDays = pgTable(
  'ledger_party_days',
  {
    account: ledgerAccount('account').notNull(),
    partyId: text('party_id').notNull(),
    /** The UTC day the orders were paid. */
    day: date('day').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    /** Orders with a `paid` entry for the party that day. */
    orders: integer('orders').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.account, table.partyId, table.day] })],
);
