import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { orders } from './orders';

/*
 * The learning platform (issue 13): courses made of modules and lessons, a quiz per course,
 * and what each learner did with them. Courses are archived, never deleted, once anyone
 * enrolled: an enrolment keeps its course (restrict). A person's learning records go with
 * their account (features/learning/personal-data.server.ts).
 */

export const courseLevel = pgEnum('course_level', ['beginner', 'intermediate', 'advanced']);
export const courseStatus = pgEnum('course_status', ['draft', 'published', 'archived']);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Courses are written in several languages; 'simple' does not stem one language's words into another's. */
export const COURSE_SEARCH_CONFIG = 'simple';
const searchConfig = sql.raw(`'${COURSE_SEARCH_CONFIG}'`);

/** A course. Money is integer US cents; 0 is a free course. */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown, rendered and sanitised on the way out. */
    descriptionMd: text('description_md').notNull().default(''),
    level: courseLevel('level').notNull(),
    /** One of features/learning/learning.schema.ts's COURSE_TOPICS. */
    topic: text('topic').notNull(),
    /** The language the course is taught in (a code of app/i18n/languages.ts). */
    language: text('language').notNull().default('en'),
    priceCents: integer('price_cents').notNull().default(0),
    coverImage: text('cover_image'),
    /** The teaching instructor; null for the school's own courses or once they left. */
    instructorId: text('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown as the course's instructor (kept when the account goes). */
    instructorName: text('instructor_name').notNull(),
    status: courseStatus('status').notNull().default('draft'),
    /**
     * A paid course is sold as an order line of this product: a place on the course, never
     * listed or sold on its own (status draft), untracked, not shipped (decision 0048).
     */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The sum of the lessons' minutes, kept by whoever writes the lessons. */
    estimatedMinutes: integer('estimated_minutes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector(${searchConfig}, ${courses.title}), 'A')
          || setweight(to_tsvector(${searchConfig}, ${courses.topic}), 'B')
          || setweight(to_tsvector(${searchConfig}, ${courses.summary}), 'B')
          || setweight(to_tsvector(${searchConfig}, ${courses.descriptionMd}), 'D')`,
      ),
  },
  (table) => [
    check('courses_slug_shape', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.slug}) <= 80`),
    check('courses_price_not_negative', sql`${table.priceCents} >= 0`),
    check('courses_title_length', sql`char_length(${table.title}) between 1 and 120`),
    check('courses_summary_length', sql`char_length(${table.summary}) <= 300`),
    check('courses_minutes_not_negative', sql`${table.estimatedMinutes} >= 0`),
    index('courses_status_published_idx').on(table.status, table.publishedAt),
    index('courses_instructor_idx').on(table.instructorId),
    index('courses_search_idx').using('gin', table.searchVector),
  ],
);

/** A course's parts, in teaching order. */
export const courseModules = pgTable(
  'course_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (table) => [
    unique('course_modules_position').on(table.courseId, table.position),
    check('course_modules_title_length', sql`char_length(${table.title}) between 1 and 120`),
  ],
);

/**
 * A lesson. `position` orders the lessons of the whole course (modules group them). A preview
 * lesson is open to everyone; the others to enrolled learners, `drip_days` after they enrolled
 * when the course drips its lessons. `materials` are store product handles.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    bodyMd: text('body_md').notNull().default(''),
    minutes: integer('minutes').notNull().default(0),
    isPreview: boolean('is_preview').notNull().default(false),
    /** An external video (https), shown above the lesson's text. */
    videoUrl: text('video_url'),
    dripDays: integer('drip_days'),
    materials: text('materials').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    unique('lessons_course_slug').on(table.courseId, table.slug),
    unique('lessons_course_position').on(table.courseId, table.position),
    check('lessons_slug_shape', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.slug}) <= 120`),
    check('lessons_minutes_range', sql`${table.minutes} between 0 and 600`),
    check('lessons_drip_days_range', sql`${table.dripDays} is null or ${table.dripDays} between 0 and 365`),
    check('lessons_video_url_https', sql`${table.videoUrl} is null or ${table.videoUrl} like 'https://%'`),
    check('lessons_materials_count', sql`cardinality(${table.materials}) <= 6`),
  ],
);

export const lessonFileKind = pgEnum('lesson_file_kind', ['video', 'captions', 'resource']);

/**
 * A file an instructor uploaded to a lesson: its video (at most one; it replaces the external
 * link when present), the video's captions (WebVTT, at most one, kept one by the course's row
 * lock as a new upload replaces the old), or a downloadable resource. Kept under DATA_DIR outside anything served,
 * named by `storageKey`, and sent only by the lesson's file route to those who may open the lesson.
 */
export const lessonFiles = pgTable(
  'lesson_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    kind: lessonFileKind('kind').notNull(),
    /** The name the file had on the instructor's device, cleaned; offered on download. */
    fileName: text('file_name').notNull(),
    /** What the file's first bytes say it is (never what the browser claimed). */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The file's name in the private store: a random id and the type's extension. */
    storageKey: text('storage_key').notNull().unique(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lesson_files_lesson_idx').on(table.lessonId, table.kind, table.uploadedAt),
    uniqueIndex('lesson_files_one_video').on(table.lessonId).where(sql`${table.kind} = 'video'`),
    check('lesson_files_size', sql`${table.sizeBytes} between 1 and 2147483647`),
    check('lesson_files_name_length', sql`char_length(${table.fileName}) between 1 and 200`),
  ],
);

export type QuizOption = { id: string; text: string };
export type QuizQuestion = {
  id: string;
  kind: 'single' | 'multiple';
  prompt: string;
  options: QuizOption[];
  /** Never sent to the browser before the learner passed (features/learning/quiz.server.ts). */
  correct: string[];
  explanation: string;
};

/** A course's quiz (one per course). A required quiz must be passed for the course to be complete. */
export const courseQuizzes = pgTable(
  'course_quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .unique()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    passPercent: smallint('pass_percent').notNull().default(70),
    isRequired: boolean('is_required').notNull().default(true),
    questions: jsonb('questions').$type<QuizQuestion[]>().notNull(),
  },
  (table) => [check('course_quizzes_pass_percent', sql`${table.passPercent} between 1 and 100`)],
);

export const enrolmentSource = pgEnum('enrolment_source', ['free', 'purchase', 'granted']);

/** A learner's place on a course: one per person and course. */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: enrolmentSource('source').notNull(),
    /** The paid order that bought the place (source 'purchase'); a full refund ends the enrolment. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lesson the learner last opened or finished: "resume where you left off". */
    lastLessonId: uuid('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once, when every lesson is done and a required quiz is passed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('course_enrolments_one_per_learner').on(table.courseId, table.userId),
    index('course_enrolments_user_idx').on(table.userId, table.lastActivityAt),
    index('course_enrolments_order_idx').on(table.orderId),
  ],
);

/** A lesson a learner marked complete. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.enrolmentId, table.lessonId] })],
);

/** A learner's own note on a lesson (plain text). */
export const lessonNotes = pgTable(
  'lesson_notes',
  {
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.enrolmentId, table.lessonId] }),
    check('lesson_notes_body_length', sql`char_length(${table.body}) between 1 and 5000`),
  ],
);

/** One submission of a quiz, graded on the server. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => courseQuizzes.id, { onDelete: 'cascade' }),
    /** Question id → the option ids chosen. */
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
    correctCount: integer('correct_count').notNull(),
    questionCount: integer('question_count').notNull(),
    scorePercent: smallint('score_percent').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quiz_attempts_enrolment_idx').on(table.enrolmentId, table.createdAt),
    check('quiz_attempts_score_range', sql`${table.scorePercent} between 0 and 100`),
  ],
);

/**
 * A certificate of completion (issue 13): issued once, in the transaction that finishes the
 * course; anyone with its code can verify it at /certificates/{code}. Names and titles are kept
 * as they were at issue. An admin may revoke one (with the reason) or re-issue it: the new
 * certificate names the one it replaces, which is revoked. At most one valid certificate per
 * enrolment, whatever runs at once (a unique index on the valid ones).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the learner shares and a verifier types: "VL-7KQ2-M9XD-3TPA". */
    code: text('code').notNull().unique(),
    enrolmentId: uuid('enrolment_id').references(() => courseEnrolments.id, { onDelete: 'set null' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    instructorName: text('instructor_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The certificate this one re-issues (revoked when this one was made). */
    replacesId: uuid('replaces_id'),
    reissueReason: text('reissue_reason'),
    reissuedBy: text('reissued_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('certificates_one_valid_per_enrolment').on(table.enrolmentId).where(sql`${table.revokedAt} is null`),
    index('certificates_user_idx').on(table.userId, table.issuedAt),
    index('certificates_issued_idx').on(table.issuedAt),
    check('certificates_code_shape', sql`${table.code} ~ '^VL(-[0-9A-Z]{4}){3}$'`),
    check('certificates_revocation_reason', sql`(${table.revokedAt} is null) = (${table.revokedReason} is null)`),
    check(
      'certificates_reason_length',
      sql`char_length(coalesce(${table.revokedReason}, '')) <= 500 and char_length(coalesce(${table.reissueReason}, '')) <= 500`,
    ),
  ],
);

/**
 * A learner's review of a course: one per learner and course, from people enrolled on it. A
 * deleted account takes its reviews with it (as product reviews, decision 0040).
 */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name shown with the review ("Rosa B."), taken when it was written. */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('course_reviews_one_per_learner').on(table.courseId, table.userId),
    index('course_reviews_course_created_idx').on(table.courseId, table.createdAt),
    index('course_reviews_user_idx').on(table.userId),
    check('course_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('course_reviews_body_length', sql`char_length(${table.body}) between 1 and 2000`),
  ],
);
