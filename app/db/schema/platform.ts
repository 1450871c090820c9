import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Small key/value facts about this database, e.g. which demo content version is loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Transactional outbox: a change and the event announcing it are written in one
 * transaction; durable jobs pick events up and run their side effects once.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [index('outbox_events_unprocessed_idx').on(table.createdAt).where(sql`${table.processedAt} is null`)],
);

/**
 * Realtime messages too long for a PostgreSQL NOTIFY payload (8000 bytes; a WebRTC offer with
 * video can come close): the message is kept here and the notification carries its id. Rows
 * older than a few minutes are deleted as new ones arrive (app/db/realtime-bus.server.ts).
 */
export const realtimeOverflow = pgTable(
  'realtime_overflow',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('realtime_overflow_created_idx').on(table.createdAt)],
);
