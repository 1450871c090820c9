import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * Open roles at the company (issue 36, features/careers): admins write and publish them at
 * /careers/admin; /careers lists the published ones whose closing date has not passed, and
 * /careers/{slug} shows one with JobPosting data. A role stays when the admin who wrote it goes.
 */

/** Where the work is done: schema.org's TELECOMMUTE for remote; hybrid and on-site name a place. */
export const careerWorkplace = pgEnum('career_workplace', ['remote', 'hybrid', 'on-site']);
/** schema.org's employmentType values, in lower case. */
export const careerEmploymentType = pgEnum('career_employment_type', [
  'full-time',
  'part-time',
  'contract',
  'temporary',
  'internship',
]);

export const careerRoles = pgTable(
  'career_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    team: text('team').notNull(),
    workplace: careerWorkplace('workplace').notNull(),
    /** A town or region; for a remote role, the countries or time zones it is open to. */
    location: text('location').notNull(),
    employmentType: careerEmploymentType('employment_type').notNull(),
    /** One or two sentences for the list and the page's meta description (50 to 160 characters). */
    summary: text('summary').notNull(),
    descriptionMd: text('description_md').notNull(),
    /** How to apply: an address to write to, or a page to apply on (at least one). */
    applyEmail: text('apply_email'),
    applyUrl: text('apply_url'),
    published: boolean('published').notNull().default(false),
    /** When it was first published: `datePosted`. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The last day applications are read, if there is one: `validThrough`; the role leaves /careers after it. */
    closesOn: date('closes_on', { mode: 'string' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('career_roles_slug_unique').on(table.slug),
    check('career_roles_slug_shape', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.slug}) <= 80`),
    check('career_roles_title_length', sql`char_length(${table.title}) between 1 and 100`),
    check('career_roles_apply_given', sql`${table.applyEmail} is not null or ${table.applyUrl} is not null`),
    check('career_roles_published_has_time', sql`not ${table.published} or ${table.publishedAt} is not null`),
    index('career_roles_published_idx').on(table.published, table.publishedAt),
    index('career_roles_created_by_idx').on(table.createdBy),
  ],
);
