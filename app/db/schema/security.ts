import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('security_events_created_at_idx').on(table.createdAt),
    index('security_events_user_id_idx').on(table.userId),
    index('security_events_type_idx').on(table.type),
  ],
);
