import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

export const discountKind = pgEnum('discount_kind', ['percent', 'amount']);

/**
 * A discount code (issue 39, decision 0092): a percentage or an amount off the goods it applies
 * to, with a minimum order, a window in time, a total and a per-person limit, optionally tied to
 * an affiliate (an order using it is attributed to them). `times_used` counts the redemptions of
 * orders not cancelled; the database refuses it past the limit, whatever the code does.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the admin typed it (letters, digits, dashes); unique whatever the case. */
    code: text('code').notNull(),
    /** What the code is for, for the admins' list (a campaign, a partner). */
    note: text('note').notNull().default(''),
    kind: discountKind('kind').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** The goods it applies to must come to at least this, before the discount. */
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perPersonLimit: integer('per_person_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    /** What it applies to: these products and these categories; both empty, every product sold. */
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** An approved affiliate's user id: orders with the code are theirs. */
    affiliateId: text('affiliate_id').references(() => users.id, { onDelete: 'set null' }),
    /** Switched off by an admin; kept for the orders that used it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_unique').on(sql`lower(${table.code})`),
    check(
      'discount_codes_kind_value',
      sql`(${table.kind} = 'percent' and ${table.percentOff} between 1 and 100 and ${table.amountOffCents} is null)
        or (${table.kind} = 'amount' and ${table.amountOffCents} > 0 and ${table.percentOff} is null)`,
    ),
    check('discount_codes_minimum_not_negative', sql`${table.minimumOrderCents} >= 0`),
    check('discount_codes_window', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
    check(
      'discount_codes_limits_positive',
      sql`coalesce(${table.totalLimit}, 1) > 0 and coalesce(${table.perPersonLimit}, 1) > 0`,
    ),
    check(
      'discount_codes_used_within_limit',
      sql`${table.timesUsed} >= 0 and (${table.totalLimit} is null or ${table.timesUsed} <= ${table.totalLimit})`,
    ),
  ],
);

/**
 * One order's use of a code: written in the order's own transaction, with the code's count. An
 * order cancelled unpaid gives its use back (`released_at`), so an abandoned checkout does not
 * spend a limited code; a refund does not (the code was used).
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    index('discount_redemptions_code_user_idx').on(table.codeId, table.userId),
    check('discount_redemptions_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
