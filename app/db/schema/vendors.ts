import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * Selling here (issue 39, features/vendors): a person applies with their business, what they
 * sell, their organic or regenerative certificates and where to be paid; an administrator
 * approves (the vendor role and the vendor's profile in the same transaction), asks for changes
 * or rejects with a reason. Every step is kept with who took it and when.
 */

export const vendorApplicationStatus = pgEnum('vendor_application_status', [
  'submitted',
  'changes_requested',
  'approved',
  'rejected',
]);

export const vendorApplications = pgTable(
  'vendor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    /** ISO 3166-1 alpha-2: where the business is and ships from. */
    country: text('country').notNull(),
    /** What they sell and how it is grown or made, in their words. */
    offering: text('offering').notNull(),
    website: text('website'),
    payoutAccountHolder: text('payout_account_holder').notNull(),
    payoutCountry: text('payout_country').notNull(),
    /** The encrypted account details (instructors' seal: version, nonce, tag and ciphertext, base64url). */
    payoutDetails: text('payout_details').notNull(),
    payoutLast4: text('payout_last4').notNull(),
    /** When the applicant accepted /legal/vendor-terms, and which version they read. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    termsVersion: text('terms_version').notNull(),
    status: vendorApplicationStatus('status').notNull().default('submitted'),
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
    uniqueIndex('vendor_applications_one_open').on(table.userId).where(sql`${table.status} <> 'rejected'`),
    index('vendor_applications_status_idx').on(table.status, table.submittedAt),
    check('vendor_applications_business_length', sql`char_length(${table.businessName}) between 2 and 120`),
    check('vendor_applications_offering_length', sql`char_length(${table.offering}) between 1 and 4000`),
    check('vendor_applications_country', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check('vendor_applications_website_https', sql`${table.website} is null or ${table.website} like 'https://%'`),
  ],
);

export const vendorApplicationAction = pgEnum('vendor_application_action', [
  'submitted',
  'resubmitted',
  'approved',
  'changes_requested',
  'rejected',
]);

/** The history of a vendor application: each submission and decision, by whom and when. */
export const vendorApplicationEvents = pgTable(
  'vendor_application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => vendorApplications.id, { onDelete: 'cascade' }),
    action: vendorApplicationAction('action').notNull(),
    /** Who took the step: the applicant, or the administrator who decided. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vendor_application_events_application_idx').on(table.applicationId, table.createdAt),
    index('vendor_application_events_actor_idx').on(table.actorId),
  ],
);

/**
 * Where a certificate stands with the marketplace team (decision 0102): a renewal a vendor sends
 * from their dashboard is pending until an administrator accepts or refuses it; certificates sent
 * with an application are accepted with the application's approval. Only accepted ones count for
 * Certified Organic and its reminders.
 */
export const vendorCertificateReview = pgEnum('vendor_certificate_review', ['pending', 'accepted', 'refused']);

/**
 * Organic or regenerative certificates, with the day each expires: sent with an application
 * (`applicationId`), or later from the vendor's dashboard as a renewal (no application). The
 * files are private (DATA_DIR/private/vendor-certificates, named by `storageKey`), read only
 * through an authorised route by administrators.
 */
export const vendorCertificates = pgTable(
  'vendor_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The application it was sent with; null for a renewal sent from the dashboard. */
    applicationId: uuid('application_id').references(() => vendorApplications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who certified it, as the certificate says ("Soil Association", "Regenerative Organic Certified"). */
    issuer: text('issuer').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    /** What the file's first bytes say it is (never what the browser claimed). */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewState: vendorCertificateReview('review_state').notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The administrator who accepted or refused it (null while pending, or once their account went). */
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why a renewal was refused, as the vendor was told. */
    refusalReason: text('refusal_reason'),
  },
  (table) => [
    index('vendor_certificates_application_idx').on(table.applicationId),
    index('vendor_certificates_user_idx').on(table.userId),
    index('vendor_certificates_reviewed_by_idx').on(table.reviewedBy),
    // The administrators' queue: renewals waiting for a decision, oldest first.
    index('vendor_certificates_pending_idx').on(table.uploadedAt).where(sql`${table.reviewState} = 'pending'`),
    check('vendor_certificates_reviewed_has_time', sql`${table.reviewState} = 'pending' or ${table.reviewedAt} is not null`),
    check(
      'vendor_certificates_refused_has_reason',
      sql`(${table.reviewState} = 'refused') = (${table.refusalReason} is not null)`,
    ),
    check('vendor_certificates_type', sql`${table.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`),
    check('vendor_certificates_size', sql`${table.sizeBytes} between 1 and 10485760`),
    check('vendor_certificates_issuer_length', sql`char_length(${table.issuer}) between 2 and 120`),
  ],
);

export const vendorStatus = pgEnum('vendor_status', ['active', 'paused', 'suspended']);

/**
 * An approved vendor's shop (made by the approval): the name and address buyers see, its state,
 * and the platform's commission on its sales when it differs from VENDOR_COMMISSION_PERCENT.
 * Keyed by the person, which is what products.vendor_id holds.
 */
export const vendorProfiles = pgTable(
  'vendor_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => vendorApplications.id, { onDelete: 'set null' }),
    storeName: text('store_name').notNull(),
    slug: text('slug').notNull().unique(),
    status: vendorStatus('status').notNull().default('active'),
    /** Null: the platform's default (VENDOR_COMMISSION_PERCENT). */
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vendor_profiles_store_name_length', sql`char_length(${table.storeName}) between 2 and 120`),
    check('vendor_profiles_slug', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('vendor_profiles_commission', sql`${table.commissionPercent} is null or ${table.commissionPercent} between 0 and 100`),
  ],
);

/** The badges vendors earn from data (decision 0098; the rules in features/vendors/badge-rules.ts). */
export const vendorBadge = pgEnum('vendor_badge', ['certified-organic', 'top-seller', 'fast-shipper', 'relief-partner']);

/** Why a badge stopped: its certificate ran out, the store was paused or suspended, or its criterion stopped holding. */
export const vendorBadgeRevokeReason = pgEnum('vendor_badge_revoke_reason', [
  'certificate-expired',
  'store-inactive',
  'criterion-unmet',
]);

/**
 * Each time a vendor held a badge, from its award to its revocation (null while held): the
 * current set and its history in one table. The daily job awards and revokes; a partial unique
 * index keeps at most one open holding per vendor and badge, so two runs at once cannot award
 * twice.
 */
export const vendorBadges = pgTable(
  'vendor_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendorProfiles.userId, { onDelete: 'cascade' }),
    badge: vendorBadge('badge').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: vendorBadgeRevokeReason('revoke_reason'),
  },
  (table) => [
    uniqueIndex('vendor_badges_one_held').on(table.vendorId, table.badge).where(sql`${table.revokedAt} is null`),
    // The badges shown on a product page: the vendor's, held now.
    index('vendor_badges_vendor_idx').on(table.vendorId, table.revokedAt),
    check('vendor_badges_revoked_with_reason', sql`(${table.revokedAt} is null) = (${table.revokeReason} is null)`),
    check('vendor_badges_revoked_after_award', sql`${table.revokedAt} is null or ${table.revokedAt} >= ${table.awardedAt}`),
  ],
);

/**
 * Each vendor's sales figures as the badge job last worked them out (decision 0108): what the
 * dashboard's badge standings show beside the store's live state and certificates. Summing a
 * year of a large vendor's parcels on each visit took 100 ms; the job does it once a day for
 * every vendor (and again for one vendor when a renewal is accepted), in the transaction that
 * awards and revokes their badges.
 */
export const vendorBadgeFigures = pgTable(
  'vendor_badge_figures',
  {
    vendorId: text('vendor_id')
      .primaryKey()
      .references(() => vendorProfiles.userId, { onDelete: 'cascade' }),
    paidOrders: integer('paid_orders').notNull(),
    parcelsShipped: integer('parcels_shipped').notNull(),
    parcelsOnTime: integer('parcels_on_time').notNull(),
    parcelsLate: integer('parcels_late').notNull(),
    reliefCents: bigint('relief_cents', { mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'vendor_badge_figures_counts',
      sql`${table.paidOrders} >= 0 and ${table.parcelsShipped} >= 0 and ${table.parcelsOnTime} between 0 and ${table.parcelsShipped} and ${table.parcelsLate} >= 0`,
    ),
  ],
);

/** The notices about a certificate's end: 30 and 7 days before, and on expiry (decision 0098). */
export const vendorCertificateNoticeKind = pgEnum('vendor_certificate_notice_kind', ['reminder-30', 'reminder-7', 'expired']);

/**
 * Which notices were sent for a certificate, written in the transaction that queues the email:
 * the primary key is what makes each notice go once, whatever runs twice.
 */
export const vendorCertificateNotices = pgTable(
  'vendor_certificate_notices',
  {
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => vendorCertificates.id, { onDelete: 'cascade' }),
    kind: vendorCertificateNoticeKind('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.certificateId, table.kind] })],
);

/** vendor: written by the vendor on their dashboard; staff: an administrator's (decision 0102). */
export const vendorMessageAuthor = pgEnum('vendor_message_author', ['vendor', 'staff']);

/**
 * The one conversation between a vendor and the marketplace team (decision 0102): every message
 * either side wrote, keyed by the vendor's store. `readAt` is when the other side read it (the
 * vendor, a staff message; any administrator, a vendor's), null while unread. A message that
 * refuses a renewed certificate names it.
 */
export const vendorMessages = pgTable(
  'vendor_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendorProfiles.userId, { onDelete: 'cascade' }),
    author: vendorMessageAuthor('author').notNull(),
    /** The administrator or the vendor who wrote it; null once their account went. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The renewal this message refuses (its body is the reason); null for a message written as such. */
    certificateId: uuid('certificate_id').references(() => vendorCertificates.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    check('vendor_messages_body_length', sql`char_length(${table.body}) between 1 and 5000`),
    index('vendor_messages_vendor_idx').on(table.vendorId, table.createdAt),
    index('vendor_messages_author_idx').on(table.authorId),
    index('vendor_messages_certificate_idx').on(table.certificateId),
    // Unread messages, per side: the counts on the dashboard and in the administrators' list.
    index('vendor_messages_unread_idx').on(table.vendorId, table.author).where(sql`${table.readAt} is null`),
  ],
);
