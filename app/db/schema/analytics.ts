import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/** What a day's page views are counted by: the page's path, the referring site's host ('' when none), the language. */
export const PAGE_VIEW_DIMENSIONS = ['path', 'source', 'lang'] as const;
export type PageViewDimension = (typeof PAGE_VIEW_DIMENSIONS)[number];

/**
 * Page views rolled up by UTC day (decision 0109): each view counts once under each dimension, so
 * a day's views are the sum of its `lang` rows. The analytics screen reads these, never the views.
 */
export const pageViewDays = pgTable(
  'page_view_days',
  {
    day: date('day').notNull(),
    dimension: text('dimension', { enum: PAGE_VIEW_DIMENSIONS }).notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.value] }),
    check('page_view_days_dimension', sql`${table.dimension} in ('path', 'source', 'lang')`),
    check('page_view_days_views', sql`${table.views} > 0`),
  ],
);
