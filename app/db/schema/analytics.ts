import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    search: text('search').notNull().default(''),
    referrer: text('referrer'),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_created_at_idx').on(table.createdAt), index('page_views_path_idx').on(table.path)],
);
