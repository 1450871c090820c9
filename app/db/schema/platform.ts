import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The kernel's own tables, which no feature owns. Features never import this module: settings go
 * through app/db/app-meta.server.ts, the realtime overflow through app/db/realtime-bus.server.ts.
 */

/** Small key/value facts about this database, e.g. which demo content version is loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
