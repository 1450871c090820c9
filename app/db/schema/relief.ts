import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const reliefEntryKind = pgEnum('relief_entry_kind', ['order_share', 'refund_reversal', 'donation']);

/**
 * The relief ledger: money set aside for relief work. Append-only; a refund adds a negative
 * reversal rather than editing the original entry. `source_key` makes each entry once-only
 * (order:<id>, refund:<id>, donation:<id>), so a redelivered event cannot count twice.
 */
export const reliefLedger = pgTable(
  'relief_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceKey: text('source_key').notNull().unique(),
    kind: reliefEntryKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('relief_ledger_created_idx').on(table.createdAt)],
);
