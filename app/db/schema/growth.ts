import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Growth automations (decision 0114): messages the site sends by itself when people do (or stop
 * doing) something, each switched on and tuned by an admin. One row per automation, made on
 * first change; none means off with its defaults. Who changed one is in the security log.
 */
export const growthAutomations = pgTable(
  'growth_automations',
  {
    /** 'cart-reminder'. */
    key: text('key').primaryKey(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    /** How long after a cart was last changed its reminder goes (1 to 72 hours). */
    delayHours: integer('delay_hours').notNull().default(24),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('growth_automations_delay_range', sql`${table.delayHours} between 1 and 72`)],
);
