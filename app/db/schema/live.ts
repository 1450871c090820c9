import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { coachingClasses } from './coaching';

/*
 * Live video sessions of coaching classes (issue 13, features/live). The room itself lives in
 * the browsers and the signalling bus; what is kept is who came, and the room's text chat so a
 * late arrival reads what was said. Both go with the person's account.
 */

/** Who joined a class's room: the first and the latest time, how often, and when they last left. */
export const classAttendance = pgTable(
  'class_attendance',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => coachingClasses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstJoinedAt: timestamp('first_joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastJoinedAt: timestamp('last_joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastLeftAt: timestamp('last_left_at', { withTimezone: true }),
    joins: integer('joins').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.classId, table.userId] }), index('class_attendance_user_idx').on(table.userId)],
);

/** A line of a room's text chat. */
export const classChatMessages = pgTable(
  'class_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => coachingClasses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('class_chat_messages_class_idx').on(table.classId, table.createdAt),
    index('class_chat_messages_user_idx').on(table.userId),
    check('class_chat_messages_body_length', sql`char_length(${table.body}) between 1 and 1000`),
  ],
);
