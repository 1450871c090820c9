import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { courses } from './learning';
import { orders } from './orders';

/*
 * Live coaching classes (issue 13), owned by the learning feature with its courses
 * (scripts/architecture/schema-owners.cjs): the classes, the seats and places in line, and each
 * person's calendar feed.
 */

export const classStatus = pgEnum('class_status', ['scheduled', 'cancelled']);

/**
 * A live coaching class (issue 13): a time, a length and a number of seats. Booking takes the
 * class's row lock, so seats are never overbooked; the rest wait in line (class_bookings).
 */
export const coachingClasses = pgTable(
  'coaching_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Demo and imported classes are found again by this key; null for classes made in the browser. */
    sourceKey: text('source_key').unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown, rendered and sanitised on the way out. */
    descriptionMd: text('description_md').notNull().default(''),
    instructorId: text('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    instructorName: text('instructor_name').notNull(),
    /** A course the class goes with, if any. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    /** A paid class is sold as this product (decision 0053), as a paid course is. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The refund rule: a paid seat cancelled at least this many hours before the start is refunded in full. */
    refundCutoffHours: integer('refund_cutoff_hours').notNull().default(24),
    status: classStatus('status').notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coaching_classes_starts_idx').on(table.status, table.startsAt),
    check('coaching_classes_duration_range', sql`${table.durationMinutes} between 15 and 480`),
    check('coaching_classes_capacity_range', sql`${table.capacity} between 1 and 500`),
    check('coaching_classes_price_not_negative', sql`${table.priceCents} >= 0`),
    check('coaching_classes_refund_cutoff_range', sql`${table.refundCutoffHours} between 0 and 168`),
    check('coaching_classes_title_length', sql`char_length(${table.title}) between 1 and 120`),
  ],
);

export const bookingStatus = pgEnum('class_booking_status', ['booked', 'waitlisted', 'cancelled', 'held']);

/**
 * A person's place in a class: a seat, or a place in line (by `queued_at`) promoted to a seat
 * when one frees. At most one live booking per person and class.
 */
export const classBookings = pgTable(
  'class_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => coachingClasses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: bookingStatus('status').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A paid class's seat is `held` while it is paid for: by its order (`order_id`, pending until
     * the provider confirms or the order is cancelled) or, offered to the first person in line,
     * until `hold_expires_at` (decision 0053). A held seat counts as taken.
     */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The language the person booked in: their emails about the class are written in it. */
    locale: text('locale').notNull().default('en'),
    /** When the reminders went (24 hours and 1 hour before): each is sent once. */
    remindedDayBeforeAt: timestamp('reminded_day_before_at', { withTimezone: true }),
    remindedHourBeforeAt: timestamp('reminded_hour_before_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('class_bookings_one_live_per_person').on(table.classId, table.userId).where(sql`${table.status} <> 'cancelled'`),
    index('class_bookings_class_status_idx').on(table.classId, table.status, table.queuedAt),
    index('class_bookings_user_idx').on(table.userId),
    index('class_bookings_order_idx').on(table.orderId),
  ],
);

/**
 * A person's private calendar feed of their classes (/calendar/{token}.ics): calendar apps poll
 * the address, so it carries a secret token instead of a session. Resetting it makes a new token.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
