import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * Teaching here (issue 13, features/instructors): a person applies, an administrator approves
 * (the instructor role is granted in the same transaction), asks for changes or rejects with a
 * reason. Every step is kept with who took it and when.
 */

export const applicationStatus = pgEnum('instructor_application_status', [
  'submitted',
  'changes_requested',
  'approved',
  'rejected',
]);

export const instructorApplications = pgTable(
  'instructor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What they teach, in a line ("Seed saving and small-plot vegetables"). */
    expertise: text('expertise').notNull(),
    /** Their experience, in their words. */
    experience: text('experience').notNull(),
    /** A sample lesson in markdown, rendered and sanitised for the reviewer. */
    sampleLesson: text('sample_lesson').notNull(),
    /** Up to five https links: a website, videos, a portfolio. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** The IANA time zone they teach from (classes are scheduled in it). */
    timeZone: text('time_zone').notNull(),
    status: applicationStatus('status').notNull().default('submitted'),
    /** The language they applied in: the decision's email is written in it. */
    locale: text('locale').notNull().default('en'),
    /** The administrator's latest note: the changes asked for, or the reason for a rejection. */
    decisionNote: text('decision_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // One application in play per person: a rejected one may be followed by a new one.
    uniqueIndex('instructor_applications_one_open').on(table.userId).where(sql`${table.status} <> 'rejected'`),
    index('instructor_applications_status_idx').on(table.status, table.submittedAt),
    check('instructor_applications_expertise_length', sql`char_length(${table.expertise}) between 3 and 160`),
    check('instructor_applications_experience_length', sql`char_length(${table.experience}) between 1 and 4000`),
    check('instructor_applications_sample_length', sql`char_length(${table.sampleLesson}) between 1 and 20000`),
  ],
);

export const applicationAction = pgEnum('instructor_application_action', [
  'submitted',
  'resubmitted',
  'approved',
  'changes_requested',
  'rejected',
]);

/** The history of an application: each submission and decision, by whom and when. */
export const instructorApplicationEvents = pgTable(
  'instructor_application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => instructorApplications.id, { onDelete: 'cascade' }),
    action: applicationAction('action').notNull(),
    /** Who took the step: the applicant, or the administrator who decided. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('instructor_application_events_application_idx').on(table.applicationId, table.createdAt),
    index('instructor_application_events_actor_idx').on(table.actorId),
  ],
);

export const documentKind = pgEnum('instructor_document_kind', ['identity', 'credential']);

/**
 * Identity and credential documents a person sends with their application (issue 13). The
 * files are private: kept under DATA_DIR outside anything served, named by `storageKey`, and
 * read only through an authorised route by their owner and administrators.
 */
export const instructorDocuments = pgTable(
  'instructor_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: documentKind('kind').notNull(),
    /** The name the file had on the person's device, cleaned; shown and offered on download. */
    fileName: text('file_name').notNull(),
    /** What the file's first bytes say it is (never what the browser claimed). */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The file's name in the private store: a random id and the type's extension. */
    storageKey: text('storage_key').notNull().unique(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('instructor_documents_user_idx').on(table.userId, table.uploadedAt),
    check('instructor_documents_type', sql`${table.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`),
    check('instructor_documents_size', sql`${table.sizeBytes} between 1 and 10485760`),
    check('instructor_documents_name_length', sql`char_length(${table.fileName}) between 1 and 200`),
  ],
);

/**
 * What an approved instructor sets up before teaching (/instructor/onboarding, decision 0054): the
 * profile learners see beside their courses and classes, and where their share is paid. The bank
 * details are encrypted at rest (AES-256-GCM with a key derived from the auth secret); only the
 * holder's name, the country and the account's last four characters are kept readable, to show.
 */
export const instructorProfiles = pgTable(
  'instructor_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name learners see (may differ from the account's name). */
    displayName: text('display_name').notNull(),
    /** One line: "Market gardener in Oaxaca, saving seed since 2009". */
    headline: text('headline').notNull(),
    /** Markdown, rendered and sanitised on the way out. */
    bioMd: text('bio_md').notNull().default(''),
    /** An https link to their own site, if any. */
    website: text('website'),
    payoutAccountHolder: text('payout_account_holder'),
    payoutCountry: text('payout_country'),
    /** The encrypted account details (version, nonce, tag and ciphertext, base64url). */
    payoutDetails: text('payout_details'),
    payoutLast4: text('payout_last4'),
    payoutUpdatedAt: timestamp('payout_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('instructor_profiles_display_name_length', sql`char_length(${table.displayName}) between 2 and 80`),
    check('instructor_profiles_headline_length', sql`char_length(${table.headline}) between 3 and 140`),
    check('instructor_profiles_bio_length', sql`char_length(${table.bioMd}) <= 4000`),
    check('instructor_profiles_website_https', sql`${table.website} is null or ${table.website} like 'https://%'`),
  ],
);

/**
 * Money paid to an instructor (decision 0057): each bank transfer an administrator made from the
 * sealed payout details, recorded with its amount, date and reference. What an instructor is due
 * is their earned share (orders, less refunds) less these. They are accounting records: when an
 * instructor deletes their account the rows stay, without the link to the person.
 */
export const instructorPayouts = pgTable(
  'instructor_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the instructor's account is deleted (the payout stays, as an order does). */
    instructorId: text('instructor_id').references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /** The day the transfer was sent. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The bank's or our reference for the transfer, to find it on a statement. */
    reference: text('reference').notNull(),
    /** The last four characters of the account it was sent to, as the details read then. */
    accountLast4: text('account_last4'),
    note: text('note'),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('instructor_payouts_instructor_idx').on(table.instructorId, table.paidOn),
    index('instructor_payouts_recorded_by_idx').on(table.recordedBy),
    check('instructor_payouts_amount_positive', sql`${table.amountCents} > 0`),
    check('instructor_payouts_reference_length', sql`char_length(${table.reference}) between 1 and 80`),
    check('instructor_payouts_note_length', sql`${table.note} is null or char_length(${table.note}) <= 500`),
  ],
);
