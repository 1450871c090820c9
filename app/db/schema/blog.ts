import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * The blog (issue 36): posts written by admins in markdown, every saved version of a post kept,
 * and comments from signed-in people, held for moderation until their author is trusted
 * (features/blog/blog-rules.ts). A person's comments go with their account
 * (features/blog/personal-data.server.ts); a post stays when its writer's account goes, with its
 * byline (decision 0078).
 */

/**
 * draft: only admins see it; scheduled: published by the `blog.publish-due` job once `publish_at`
 * has passed; published: on /blog and in the feed since `published_at`.
 */
export const blogPostStatus = pgEnum('blog_post_status', ['draft', 'scheduled', 'published']);
export const blogCommentStatus = pgEnum('blog_comment_status', ['pending', 'approved', 'rejected']);

/** A cover uploaded in the editor, resized like a product photo (catalog/photo-pipeline). */
export type BlogCoverPhoto = { id: string; width: number; height: number; widths: number[] };

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The summary under the title on /blog, and the page's meta description unless seoDescription says otherwise. */
    description: text('description').notNull(),
    bodyMd: text('body_md').notNull().default(''),
    /** Worked out from the body when it is saved (blog-rules.ts's readingMinutes). */
    readingMinutes: integer('reading_minutes').notNull().default(1),
    /** Lower-case tag slugs, in the writer's order. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The cover's address: a file of public/ (the seeded posts' SVGs) or an uploaded photo's fallback. */
    coverImage: text('cover_image'),
    coverAlt: text('cover_alt').notNull().default(''),
    /** Set when the cover is an uploaded photo: its variants, for srcset. */
    coverPhoto: jsonb('cover_photo').$type<BlogCoverPhoto>(),
    /** The name the post is signed with (decision 0078): a writer's own, or a guest's they publish. */
    byline: text('byline').notNull(),
    /** The admin who wrote it; null once their account went (the byline stays). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    status: blogPostStatus('status').notNull().default('draft'),
    /** When a scheduled post goes out. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When it first went out: the date readers see and `datePublished`. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The last change of its words: `dateModified`, the feed's `updated`. */
    contentUpdatedAt: timestamp('content_updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('blog_posts_slug_unique').on(table.slug),
    check('blog_posts_slug_shape', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.slug}) <= 80`),
    check('blog_posts_title_length', sql`char_length(${table.title}) between 1 and 120`),
    check('blog_posts_description_length', sql`char_length(${table.description}) <= 300`),
    check('blog_posts_scheduled_has_time', sql`${table.status} <> 'scheduled' or ${table.publishAt} is not null`),
    check('blog_posts_published_has_time', sql`${table.status} <> 'published' or ${table.publishedAt} is not null`),
    index('blog_posts_status_published_idx').on(table.status, table.publishedAt),
    index('blog_posts_due_idx').on(table.status, table.publishAt),
    index('blog_posts_tags_idx').using('gin', table.tags),
    index('blog_posts_author_idx').on(table.authorId),
  ],
);

/** Every saved version of a post, the newest last; the editor lists them and shows an old one. */
export const blogPostRevisions = pgTable(
  'blog_post_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    bodyMd: text('body_md').notNull(),
    tags: text('tags').array().notNull(),
    /** The admin who saved it; null once their account went. */
    savedBy: text('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedByName: text('saved_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blog_post_revisions_post_idx').on(table.postId, table.createdAt),
    index('blog_post_revisions_saved_by_idx').on(table.savedBy),
  ],
);

/** A comment on a post. Only its author and admins see it while it is pending or once rejected. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, shown as text (never as HTML). */
    body: text('body').notNull(),
    status: blogCommentStatus('status').notNull().default('pending'),
    moderatedBy: text('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('blog_comments_body_length', sql`char_length(${table.body}) between 1 and 2000`),
    index('blog_comments_post_idx').on(table.postId, table.status, table.createdAt),
    index('blog_comments_user_idx').on(table.userId, table.status),
    index('blog_comments_pending_idx').on(table.status, table.createdAt),
    index('blog_comments_moderated_by_idx').on(table.moderatedBy),
  ],
);
