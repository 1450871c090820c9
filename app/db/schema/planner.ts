import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Season plans a member saved from /season-planner (issue 36, features/planner): what they
 * chose (a zone or a last-frost date, and a hemisphere) under a name of their own, not the
 * computed calendar, which the engine works out again when the plan is opened. Theirs alone:
 * exported with their data and deleted with their account.
 */
export const seasonPlans = pgTable(
  'season_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A USDA zone of features/planner/zones.ts, or null when the plan is from a date. */
    zone: text('zone'),
    lastFrost: date('last_frost', { mode: 'string' }),
    hemisphere: text('hemisphere').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('season_plans_user_idx').on(table.userId, table.createdAt),
    check('season_plans_zone_or_date', sql`${table.zone} is not null or ${table.lastFrost} is not null`),
    check('season_plans_hemisphere_known', sql`${table.hemisphere} in ('north', 'south')`),
    check('season_plans_name_length', sql`char_length(${table.name}) between 1 and 80`),
  ],
);
