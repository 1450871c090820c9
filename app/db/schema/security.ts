import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const securitySeverity = pgEnum('security_severity', ['low', 'medium', 'high', 'critical']);

/** SPEC §3, §7: security events, with who, where from and on which page. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, e.g. SIGN_IN_FAILED. */
    type: text('type').notNull(),
    severity: securitySeverity('severity').notNull(),
    details: jsonb('details').notNull().default({}),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    url: text('url'),
    /** Set once the person concerned has seen the Security Alert toast for a high or critical event. */
    alertShownAt: timestamp('alert_shown_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('security_events_created_at_idx').on(table.createdAt),
    index('security_events_user_id_idx').on(table.userId),
    index('security_events_type_idx').on(table.type),
  ],
);

/**
 * Rate-limit counters (rate-limiter-flexible's Drizzle store), shared by every instance and
 * kept across restarts. With REDIS_URL the counters live in Redis instead.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);
