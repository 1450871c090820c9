import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

/**
 * A person's address book (/account/addresses): checkout preselects the default one and can save
 * the address an order ships to. At most ADDRESS_BOOK_LIMIT per person; one default at most.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<ShippingAddress>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_addresses_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('saved_addresses_one_default').on(table.userId).where(sql`${table.isDefault}`),
  ],
);

/** The order lifecycle; the allowed moves are in app/features/orders/order-state.ts. */
export const orderStatus = pgEnum('order_status', ['pending_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded']);

export type ShippingAddress = {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
};

/**
 * An order. Money is integer US cents, computed on the server from the catalogue at placement
 * (app/features/orders/money.ts) and never read back from the browser. Stock for tracked
 * products is taken from `products.stock_quantity` when the order is placed (the reservation)
 * and given back if the order is cancelled or expires unpaid.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people read and quote: VL-1001, VL-1002, … */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    /**
     * The buyer; null once they deleted their account (the order stays, anonymised, as an
     * accounting record). Restrict: only the orders domain's erase may let go of a buyer.
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    /** The language the person checked out in: their order emails are written in it. */
    locale: text('locale').notNull().default('en'),
    /** The checkout form's one-time key: a double click or a retry finds the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: orderStatus('status').notNull().default('pending_payment'),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** Taken off the goods by a discount code (issue 39); recorded with the code's use. */
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The relief share promised for this order when it was placed (recorded in the ledger once paid). */
    reliefCents: integer('relief_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    shippingMethod: text('shipping_method').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress | null>(),
    provider: text('provider').notNull(),
    /** The provider's checkout session (Stripe `cs_…`, or the test provider's session id). */
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    paymentUrl: text('payment_url'),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }).notNull(),
    trackingNumber: text('tracking_number'),
    /**
     * The affiliate the order is attributed to (issue 39): their code was in the buyer's
     * attribution cookie when the order was placed, and they are not the buyer. No foreign key:
     * the order keeps it as an accounting record.
     */
    affiliateId: text('affiliate_id'),
    /** Set when the order came from a subscription renewal. */
    subscriptionId: uuid('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    unique('orders_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_status_idx').on(table.status, table.paymentExpiresAt),
    index('orders_affiliate_idx').on(table.affiliateId, table.paidAt),
    // The orders paid on one day: the ledger's party earnings split that day's entries by the time of payment.
    index('orders_paid_at_idx').on(table.paidAt),
    check(
      'orders_amounts_not_negative',
      sql`${table.subtotalCents} >= 0 and ${table.shippingCents} >= 0 and ${table.taxCents} >= 0 and ${table.reliefCents} >= 0`,
    ),
    check(
      'orders_total_adds_up',
      sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.shippingCents} + ${table.taxCents}`,
    ),
    check('orders_discount_within_subtotal', sql`${table.discountCents} between 0 and ${table.subtotalCents}`),
    check('orders_refund_within_total', sql`${table.refundedCents} between 0 and ${table.totalCents}`),
  ],
);

/** What was bought, at the price it was bought for (a later price change does not touch it). */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    isReliefProduct: boolean('is_relief_product').notNull(),
    /** Units taken from stock for this line (0 for untracked products); given back on release. */
    reservedQuantity: integer('reserved_quantity').notNull(),
    /** Units returned to stock by refunds. */
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
    /** This line's part of the order's discount (issue 39): the ledger and refunds read it. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The parcel this line ships in (decision 0095); null for lines that are not shipped, and until paid. */
    fulfilmentId: uuid('fulfilment_id').references((): AnyPgColumn => fulfilments.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('order_items_fulfilment_idx').on(table.fulfilmentId),
    primaryKey({ columns: [table.orderId, table.productId] }),
    check('order_items_quantity_range', sql`${table.quantity} between 1 and 99`),
    check('order_items_price_not_negative', sql`${table.unitPriceCents} >= 0`),
    check('order_items_restock_within', sql`${table.restockedQuantity} between 0 and ${table.quantity}`),
    check('order_items_discount_within', sql`${table.discountCents} between 0 and ${table.unitPriceCents} * ${table.quantity}`),
  ],
);

/** The order's timeline, newest last: placed, paid, shipped, refunded, … */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);

/** Refunds, in full or in part, each with its own relief reversal. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reliefReversalCents: integer('relief_reversal_cents').notNull(),
    restock: boolean('restock').notNull(),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('refunds_amount_positive', sql`${table.amountCents} > 0`)],
);

/** Where a parcel of an order stands (decision 0095). */
export const fulfilmentStatus = pgEnum('fulfilment_status', ['awaiting', 'shipped']);

/**
 * A parcel of a paid order: the goods one seller sends (issue 39, decision 0095). One per order and
 * seller, written in the transaction that marks the order paid: `seller_id` is the vendor's user
 * id (products.vendor_id), or null for the shop's own goods. Course places, class seats, fees and
 * relief gifts are not shipped, so they belong to no fulfilment. The order becomes shipped when its
 * last fulfilment is. No foreign key on the seller: like the order, it stays as a record.
 */
export const fulfilments = pgTable(
  'fulfilments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id'),
    status: fulfilmentStatus('status').notNull().default('awaiting'),
    /** Null only on parcels shipped through the whole-order form, which asks for no carrier. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    shippedBy: text('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One parcel per order and seller, the shop (null) included: paying twice cannot make a second set.
    uniqueIndex('fulfilments_order_seller').on(table.orderId, sql`coalesce(${table.sellerId}, '')`),
    index('fulfilments_seller_status_idx').on(table.sellerId, table.status, table.createdAt),
    // A vendor's latest shipped parcels, in the dashboard's order (listSellerFulfilments).
    index('fulfilments_seller_shipped_idx').on(table.sellerId, table.shippedAt),
    check(
      'fulfilments_shipped_has_tracking',
      sql`${table.status} = 'awaiting' or (${table.trackingNumber} is not null and ${table.shippedAt} is not null)`,
    ),
  ],
);
