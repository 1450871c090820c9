import { and, arrayContains, arrayOverlaps, count, desc, eq, ne, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { type BlogCoverPhoto, blogPosts } from '~/db/schema/blog';
import { POSTS_PER_PAGE } from './blog-rules';

/*
 * What readers see of the blog: published posts only, newest first (convention 3: explicit
 * columns, no SQL in routes).
 */

const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  description: blogPosts.description,
  byline: blogPosts.byline,
  tags: blogPosts.tags,
  coverImage: blogPosts.coverImage,
  coverAlt: blogPosts.coverAlt,
  coverPhoto: blogPosts.coverPhoto,
  readingMinutes: blogPosts.readingMinutes,
  publishedAt: blogPosts.publishedAt,
  contentUpdatedAt: blogPosts.contentUpdatedAt,
};

export type PostCard = {
  id: string;
  slug: string;
  title: string;
  description: string;
  byline: string;
  tags: string[];
  coverImage: string | null;
  coverAlt: string;
  coverPhoto: BlogCoverPhoto | null;
  readingMinutes: number;
  publishedAt: Date;
  contentUpdatedAt: Date;
};

const isPublished = eq(blogPosts.status, 'published');

const asCard = <T extends { publishedAt: Date | null }>(row: T) => ({ ...row, publishedAt: row.publishedAt ?? new Date(0) });

/** A page of published posts, newest first, optionally those with a tag. */
export async function listPublishedPosts({ page, tag }: { page: number; tag?: string | null }, db: Executor = getDb()) {
  const where = tag ? and(isPublished, arrayContains(blogPosts.tags, [tag])) : isPublished;
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(POSTS_PER_PAGE)
      .offset((page - 1) * POSTS_PER_PAGE),
    db.select({ count: count() }).from(blogPosts).where(where),
  ]);
  const totalPosts = total?.count ?? 0;
  return {
    posts: rows.map(asCard) as PostCard[],
    total: totalPosts,
    pageCount: Math.max(1, Math.ceil(totalPosts / POSTS_PER_PAGE)),
  };
}

/** The tags of published posts with how many posts carry each, most used first. */
export async function listPublishedTags(db: Executor = getDb()): Promise<{ tag: string; posts: number }[]> {
  const tag = sql<string>`unnest(${blogPosts.tags})`.as('tag');
  const tagged = db.select({ tag }).from(blogPosts).where(isPublished).as('tagged');
  const rows = await db
    .select({ tag: tagged.tag, posts: count() })
    .from(tagged)
    .groupBy(tagged.tag)
    .orderBy(desc(count()), tagged.tag)
    .limit(30);
  return rows.map((row) => ({ tag: row.tag, posts: Number(row.posts) }));
}

/** A published post by its address, with its body; null for none (or not yet published). */
export async function findPublishedPost(slug: string, db: Executor = getDb()) {
  const [row] = await db
    .select({ ...cardColumns, bodyMd: blogPosts.bodyMd, seoTitle: blogPosts.seoTitle, seoDescription: blogPosts.seoDescription })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished));
  return row ? (asCard(row) as PostCard & { bodyMd: string; seoTitle: string | null; seoDescription: string | null }) : null;
}

/** Up to `limit` other published posts sharing most tags with this one, then the newest. */
export async function findRelatedPosts(
  { postId, tags, limit = 3 }: { postId: string; tags: string[]; limit?: number },
  db: Executor = getDb(),
) {
  if (tags.length === 0) return [];
  const shared = sql<number>`cardinality(array(select unnest(${blogPosts.tags}) intersect select unnest(${sql.param(tags)}::text[])))`;
  const rows = await db
    .select(cardColumns)
    .from(blogPosts)
    .where(and(isPublished, ne(blogPosts.id, postId), arrayOverlaps(blogPosts.tags, tags)))
    .orderBy(desc(shared), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(asCard) as PostCard[];
}

/** The newest published posts for the feed. */
export async function listFeedPosts({ limit = 20 }: { limit?: number } = {}, db: Executor = getDb()) {
  const rows = await db
    .select(cardColumns)
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(asCard) as PostCard[];
}

/** Every published post's address and last change, for the sitemap. */
export function listPublishedPostPaths(db: Executor = getDb()) {
  return db
    .select({ slug: blogPosts.slug, contentUpdatedAt: blogPosts.contentUpdatedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt));
}
