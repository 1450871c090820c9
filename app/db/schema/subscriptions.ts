import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import type { ShippingAddress } from './orders';

/**
 * Subscription plans (/subscriptions, issue 4): a seasonal seed box every month or every quarter.
 * Each plan sells one subscription-only product, so every renewal is an ordinary order.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    intervalMonths: integer('interval_months').notNull(),
    priceCents: integer('price_cents').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('subscription_plans_interval', sql`${table.intervalMonths} between 1 and 12`),
    check('subscription_plans_price', sql`${table.priceCents} > 0`),
  ],
);

export const subscriptionStatus = pgEnum('subscription_status', ['incomplete', 'active', 'paused', 'past_due', 'cancelled']);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    status: subscriptionStatus('status').notNull().default('incomplete'),
    provider: text('provider').notNull(),
    /** The saved way to pay for renewals: the provider's customer/payment-method reference. */
    paymentRef: text('payment_ref'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    /** When the next renewal is due (set once the first payment succeeds). */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** A plan change waiting for the next renewal. */
    pendingPlanId: uuid('pending_plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    renewalCount: integer('renewal_count').notNull().default(0),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    index('subscriptions_due_idx').on(table.status, table.currentPeriodEnd),
  ],
);
