import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const affiliateStatus = pgEnum('affiliate_status', ['applied', 'approved', 'rejected', 'suspended']);

/**
 * A person in the affiliate programme (issue 39): their application, its decision and, once
 * approved, their code (what links carry in `?ref=`) and rate. One row per person; a rejected
 * person may apply again, which sends the same row back to `applied`.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Chosen at approval from their name, unique whatever the case ("maya-green", "maya-green-2"). */
    code: text('code'),
    status: affiliateStatus('status').notNull().default('applied'),
    /** Where and how they will recommend us (a site, a channel, a newsletter, a garden club). */
    channel: text('channel').notNull(),
    /** Their audience and how they will disclose the relationship, in their words. */
    plan: text('plan').notNull(),
    /** They applied to lead a team too (and accepted the leader addendum). */
    wantsToLead: boolean('wants_to_lead').notNull().default(false),
    /** Approved as a leader: earns the override on the affiliates they recruited. */
    isLeader: boolean('is_leader').notNull().default(false),
    /** The leader who recruited them (their code was on the application), if any. */
    leaderId: text('leader_id').references(() => users.id, { onDelete: 'set null' }),
    /** Their own rate, when an admin set one; otherwise the programme's (AFFILIATE_COMMISSION_PERCENT). */
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    leaderAddendumAcceptedAt: timestamp('leader_addendum_accepted_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    /** The administrator's note: the reason for a rejection or a suspension. */
    decisionNote: text('decision_note'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('affiliates_code_unique').on(sql`lower(${table.code})`),
    index('affiliates_status_idx').on(table.status, table.appliedAt),
    index('affiliates_leader_idx').on(table.leaderId),
    check('affiliates_channel_length', sql`char_length(${table.channel}) between 3 and 300`),
    check('affiliates_plan_length', sql`char_length(${table.plan}) between 20 and 2000`),
    check('affiliates_rate_range', sql`${table.commissionPercent} is null or ${table.commissionPercent} between 0 and 50`),
    check('affiliates_code_when_approved', sql`${table.status} <> 'approved' or ${table.code} is not null`),
    check('affiliates_not_own_leader', sql`${table.leaderId} is null or ${table.leaderId} <> ${table.userId}`),
  ],
);

export const affiliateEventType = pgEnum('affiliate_event_type', ['page_view', 'engagement', 'page_exit', 'conversion']);

/**
 * What the browser's tracking sends (SPEC §3, §7, §9: `affiliate-pixel-track`), stored as it came
 * in batches; the dashboard reads `affiliate_daily`, which a job rolls these up into. The code is
 * kept as sent (an unknown code is stored too: it shows links to a code that is not ours).
 */
export const affiliateEvents = pgTable(
  'affiliate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    type: affiliateEventType('type').notNull(),
    pageUrl: text('page_url').notNull(),
    orderId: text('order_id'),
    amountCents: integer('amount_cents'),
    sessionId: text('session_id').notNull(),
    /** When the browser says it happened. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    screenResolution: text('screen_resolution').notNull().default(''),
    timezone: text('timezone').notNull().default(''),
  },
  (table) => [
    index('affiliate_events_code_idx').on(sql`lower(${table.code})`, table.receivedAt),
    index('affiliate_events_session_idx').on(table.sessionId, table.code),
  ],
);

/**
 * A day of one code's tracking, rolled up from `affiliate_events` by a job (never summed per
 * request): visits (sessions with a page view), page views, engaged visits and conversions.
 * How far the events have been read is kept in app meta (`affiliates.rolled-through`).
 */
export const affiliateDaily = pgTable(
  'affiliate_daily',
  {
    code: text('code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    engaged: integer('engaged').notNull().default(0),
    conversions: integer('conversions').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.code, table.day] })],
);

/**
 * The programme's rate for one category of what is sold (decision 0100): an order line of that
 * category earns it, unless the affiliate has a rate of their own, which wins. A category without
 * a row earns the programme's rate (AFFILIATE_COMMISSION_PERCENT). Read when an order is posted to
 * the ledger, so a change applies to orders posted after it and never rewrites what was earned.
 */
export const affiliateCategoryRates = pgTable(
  'affiliate_category_rates',
  {
    category: text('category').primaryKey(),
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [check('affiliate_category_rates_range', sql`${table.commissionPercent} between 0 and 50`)],
);
