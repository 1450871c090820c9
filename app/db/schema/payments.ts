import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every payment-provider webhook event we have applied, by the provider's event id: a replay
 * finds its row and changes nothing (issue 4, "processed exactly once").
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    sessionId: text('session_id'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * The built-in test provider's checkout sessions: what our hosted test payment page charges,
 * and whether it has been paid, cancelled or has expired. A declined card leaves a session open
 * (decision 0041): the customer tries again on the same page.
 */
export const testPaymentSessions = pgTable('test_payment_sessions', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** What the hosted page lists (as Stripe lists line items): the lines, and shipping and tax when the store says. */
  lines: jsonb('lines').$type<{ name: string; unitAmountCents: number; quantity: number }[]>().notNull().default([]),
  shippingCents: integer('shipping_cents'),
  taxCents: integer('tax_cents'),
  customerEmail: text('customer_email'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status').notNull().default('open'),
  paymentId: text('payment_id'),
  /** Set when the customer agreed to keep the card for renewals: the test bank's card reference. */
  saveCard: boolean('save_card').notNull().default(false),
  savedCardNumber: text('saved_card_number'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The card behind a successful payment, as the provider identifies it (issue 39's fraud signal
 * "one card across many affiliates", decision 0094): Stripe's `payment_method.card.fingerprint`
 * (the same card number gives the same fingerprint on one Stripe account), or the test
 * provider's stand-in derived from its test card. Never a card number: the fingerprint cannot be
 * turned back into one. One row per payment; written with the payment event that succeeded.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    provider: text('provider').notNull(),
    paymentId: text('payment_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.paymentId] }),
    index('payment_cards_fingerprint_idx').on(table.fingerprint),
  ],
);
