import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * The forum (issue 37, features/forum, decision 0086): categories, threads whose first post is
 * the question or the opening words, replies, likes, subscriptions, notifications, reports and
 * the moderators' log. A member's forum standing (handle, trust level, counters, a ban) is one
 * row per person who posted. Posts stay when their author's account goes, signed with the name
 * they were written under (as blog posts do, decision 0078); likes, subscriptions, notifications
 * and reports go with the account (features/forum/personal-data.server.ts).
 */

/** question: a thread that can have an accepted answer; discussion: one that cannot. */
export const forumThreadKind = pgEnum('forum_thread_kind', ['discussion', 'question']);
/**
 * visible: everyone who may read the category sees it; pending: held for a moderator (a new
 * member's first posts, trust-levels.ts), seen only by its author and moderators; hidden: taken
 * down by a moderator, seen only by moderators.
 */
export const forumPostStatus = pgEnum('forum_post_status', ['visible', 'pending', 'hidden']);
export const forumNotificationKind = pgEnum('forum_notification_kind', ['reply', 'mention', 'like', 'accepted', 'approved']);
export const forumReportReason = pgEnum('forum_report_reason', ['spam', 'abuse', 'off-topic', 'other']);
export const forumReportStatus = pgEnum('forum_report_status', ['open', 'upheld', 'dismissed']);

export const forumCategories = pgTable(
  'forum_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
    /** Visitors read a public category, and its threads are in the site search; others need an account. */
    isPublic: boolean('is_public').notNull().default(true),
    /**
     * How many of its threads are visible: kept by a trigger on forum_threads (migration 0054),
     * so /forum's category counts are a column, not a count over every thread on each visit.
     */
    visibleThreads: integer('visible_threads').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('forum_categories_slug_unique').on(table.slug),
    check('forum_categories_visible_threads', sql`${table.visibleThreads} >= 0`),
    check('forum_categories_slug_shape', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.slug}) <= 60`),
    check('forum_categories_name_length', sql`char_length(${table.name}) between 1 and 60`),
  ],
);

/** A person's standing in the forum, made when they first post (or are mentioned, or moderated). */
export const forumMembers = pgTable(
  'forum_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What @mentions name: lower-case letters, digits and underscores, unique. */
    handle: text('handle').notNull(),
    /** Admins moderate always; an admin may make a trusted member a moderator too. */
    isModerator: boolean('is_moderator').notNull().default(false),
    visiblePosts: integer('visible_posts').notNull().default(0),
    likesReceived: integer('likes_received').notNull().default(0),
    hiddenPosts: integer('hidden_posts').notNull().default(0),
    /** A moderator's last hide of their post: a recent one keeps them at level 0. */
    lastHiddenAt: timestamp('last_hidden_at', { withTimezone: true }),
    /** Posting is refused until then (reading is not); null: not banned. */
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    banReason: text('ban_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('forum_members_handle_unique').on(table.handle),
    check('forum_members_handle_shape', sql`${table.handle} ~ '^[a-z0-9_]{3,24}$'`),
  ],
);

export const forumThreads = pgTable(
  'forum_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    kind: forumThreadKind('kind').notNull().default('discussion'),
    /** Null once the account went, or for the threads we ship (the byline stays). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** The opening post's status: a held first post holds its thread, a hidden one hides it. */
    status: forumPostStatus('status').notNull().default('visible'),
    isPinned: boolean('is_pinned').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    acceptedPostId: uuid('accepted_post_id'),
    /** Visible replies (the opening post not counted). */
    replyCount: integer('reply_count').notNull().default(0),
    /** Posts made so far, hidden ones included: the next post's number is this plus one. */
    postCount: integer('post_count').notNull().default(0),
    /**
     * Bumped by every change to the thread or one of its posts; a post carries the revision of its
     * last change, so an open page that saw revision N catches up with "everything after N".
     */
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }).notNull().defaultNow(),
    lastPosterName: text('last_poster_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('forum_threads_slug_unique').on(table.slug),
    check('forum_threads_slug_shape', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.slug}) <= 90`),
    check('forum_threads_title_length', sql`char_length(${table.title}) between 5 and 140`),
    check('forum_threads_counts', sql`${table.replyCount} >= 0 and ${table.postCount} >= 0`),
    index('forum_threads_category_latest_idx').on(table.categoryId, table.status, table.isPinned, table.lastPostedAt),
    index('forum_threads_latest_idx').on(table.status, table.lastPostedAt),
    index('forum_threads_author_idx').on(table.authorId),
  ],
);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    /** 1 is the opening post; replies follow, never reused. */
    number: integer('number').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    bodyMd: text('body_md').notNull(),
    status: forumPostStatus('status').notNull().default('visible'),
    /** The post this one quotes (its number in the thread), shown as "in reply to". */
    quotesNumber: integer('quotes_number'),
    likeCount: integer('like_count').notNull().default(0),
    /** The thread's revision when this post last changed (see forum_threads.revision). */
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    moderatedBy: text('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('forum_posts_thread_number_unique').on(table.threadId, table.number),
    check('forum_posts_body_length', sql`char_length(${table.bodyMd}) between 1 and 20000`),
    check('forum_posts_number_positive', sql`${table.number} >= 1`),
    check('forum_posts_like_count', sql`${table.likeCount} >= 0`),
    index('forum_posts_thread_revision_idx').on(table.threadId, table.revision),
    index('forum_posts_author_created_idx').on(table.authorId, table.createdAt),
    index('forum_posts_pending_idx').on(table.status, table.createdAt),
    index('forum_posts_moderated_by_idx').on(table.moderatedBy),
  ],
);

export const forumLikes = pgTable(
  'forum_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] }), index('forum_likes_user_idx').on(table.userId)],
);

/** Watching a thread: a notification for every new reply. Writing in a thread watches it. */
export const forumSubscriptions = pgTable(
  'forum_subscriptions',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.userId] }), index('forum_subscriptions_user_idx').on(table.userId)],
);

/**
 * What a member is told, in the site and by email. Unique per person, kind and post, so a
 * redelivered event notifies once; `emailed_at` is set when the email was queued.
 */
export const forumNotifications = pgTable(
  'forum_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: forumNotificationKind('kind').notNull(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    /** Who did it (the replier, the liker), as shown. */
    actorName: text('actor_name').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('forum_notifications_once').on(table.userId, table.kind, table.postId),
    index('forum_notifications_user_idx').on(table.userId, table.readAt, table.createdAt),
    index('forum_notifications_thread_idx').on(table.threadId),
    index('forum_notifications_post_idx').on(table.postId),
  ],
);

export const forumReports = pgTable(
  'forum_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: forumReportReason('reason').notNull(),
    note: text('note').notNull().default(''),
    status: forumReportStatus('status').notNull().default('open'),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('forum_reports_once').on(table.postId, table.reporterId),
    check('forum_reports_note_length', sql`char_length(${table.note}) <= 500`),
    index('forum_reports_status_idx').on(table.status, table.createdAt),
    index('forum_reports_reporter_idx').on(table.reporterId),
    index('forum_reports_handled_by_idx').on(table.handledBy),
  ],
);

/** Every moderator action, with who and when; kept when the thread or the people go. */
export const forumModerationLog = pgTable(
  'forum_moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: text('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    moderatorName: text('moderator_name').notNull(),
    /** hide, unhide, approve, lock, unlock, pin, unpin, move, ban, unban, dismiss-report */
    action: text('action').notNull(),
    threadId: uuid('thread_id').references(() => forumThreads.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references(() => forumPosts.id, { onDelete: 'set null' }),
    memberId: text('member_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, in words a later moderator understands ("moved from Soil to Seeds", the ban's reason). */
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('forum_moderation_log_created_idx').on(table.createdAt),
    index('forum_moderation_log_moderator_idx').on(table.moderatorId),
    index('forum_moderation_log_thread_idx').on(table.threadId),
    index('forum_moderation_log_post_idx').on(table.postId),
    index('forum_moderation_log_member_idx').on(table.memberId),
  ],
);

/**
 * A question and its answer taken from a forum thread into a guide's FAQ (issue 37: "an accepted
 * answer that can become a guide's FAQ"; decision 0097). Editorial: an admin words both, and the
 * guide page shows them with a link back to the thread. The guide is a file in content/guides,
 * named by its slug. Who added and last changed an entry, and when, are kept here; every change,
 * a removal included, is also in the moderators' log.
 */
export const forumGuideFaq = pgTable(
  'forum_guide_faq',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guideSlug: text('guide_slug').notNull(),
    /** The thread the answer came from: the entry stays (without its link) if the thread ever goes. */
    threadId: uuid('thread_id').references(() => forumThreads.id, { onDelete: 'set null' }),
    /** The accepted answer it was taken from. */
    postId: uuid('post_id').references(() => forumPosts.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answerMd: text('answer_md').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('forum_guide_faq_guide_thread_unique').on(table.guideSlug, table.threadId),
    check('forum_guide_faq_guide_shape', sql`${table.guideSlug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('forum_guide_faq_question_length', sql`char_length(${table.question}) between 5 and 200`),
    check('forum_guide_faq_answer_length', sql`char_length(${table.answerMd}) between 1 and 5000`),
    index('forum_guide_faq_guide_idx').on(table.guideSlug, table.createdAt),
    index('forum_guide_faq_thread_idx').on(table.threadId),
    index('forum_guide_faq_created_by_idx').on(table.createdBy),
    index('forum_guide_faq_updated_by_idx').on(table.updatedBy),
  ],
);
