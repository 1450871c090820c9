import { asc, count, desc, eq } from 'drizzle-orm';
import { readPage, readSort, type SortState } from '~/components/ui/data-table-params';
import { type Executor, getDb } from '~/db/client.server';
import { blogPostRevisions, blogPosts } from '~/db/schema/blog';
import { type Actor, requireAdmin } from '~/utils/actor';

/*
 * The blog editor's reads (admins only): the list of every post (the shared data table,
 * decision 0068), a post to edit with its revisions, and one revision.
 */

export const ADMIN_POST_SORT_KEYS = ['title', 'status', 'published', 'updated'] as const;
export type AdminPostSortKey = (typeof ADMIN_POST_SORT_KEYS)[number];
export const ADMIN_POST_DEFAULT_SORT: SortState<AdminPostSortKey> = { key: 'updated', dir: 'desc' };
const SORT_COLUMNS = {
  title: blogPosts.title,
  status: blogPosts.status,
  published: blogPosts.publishedAt,
  updated: blogPosts.updatedAt,
} as const;
export const ADMIN_POSTS_PER_PAGE = 25;

export function readAdminPostQuery(params: URLSearchParams) {
  return { sort: readSort(params, ADMIN_POST_SORT_KEYS, ADMIN_POST_DEFAULT_SORT), page: readPage(params) };
}

export async function listPostsForAdmin(
  { actor, sort, page }: { actor: Actor; sort: SortState<AdminPostSortKey>; page: number },
  db: Executor = getDb(),
) {
  requireAdmin(actor);
  const column = SORT_COLUMNS[sort.key] ?? blogPosts.updatedAt;
  const direction = sort.dir === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        status: blogPosts.status,
        byline: blogPosts.byline,
        publishAt: blogPosts.publishAt,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .orderBy(direction(column), desc(blogPosts.id))
      .limit(ADMIN_POSTS_PER_PAGE)
      .offset((page - 1) * ADMIN_POSTS_PER_PAGE),
    db.select({ count: count() }).from(blogPosts),
  ]);
  const totalPosts = Number(total?.count ?? 0);
  return { posts: rows, total: totalPosts, pageCount: Math.max(1, Math.ceil(totalPosts / ADMIN_POSTS_PER_PAGE)) };
}

/** A post as the editor shows it, with its revisions newest first; null for none. */
export async function findPostForEditing({ actor, postId }: { actor: Actor; postId: string }, db: Executor = getDb()) {
  requireAdmin(actor);
  if (!/^[0-9a-f-]{36}$/i.test(postId)) return null;
  const [post] = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      description: blogPosts.description,
      bodyMd: blogPosts.bodyMd,
      tags: blogPosts.tags,
      byline: blogPosts.byline,
      coverImage: blogPosts.coverImage,
      coverAlt: blogPosts.coverAlt,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      status: blogPosts.status,
      publishAt: blogPosts.publishAt,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId));
  if (!post) return null;
  const revisions = await db
    .select({ id: blogPostRevisions.id, savedByName: blogPostRevisions.savedByName, createdAt: blogPostRevisions.createdAt })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt), desc(blogPostRevisions.id));
  return { ...post, revisions };
}

/** One saved version of a post; null when it is not one of this post's. */
export async function findRevision(
  { actor, postId, revisionId }: { actor: Actor; postId: string; revisionId: string },
  db: Executor = getDb(),
) {
  requireAdmin(actor);
  if (!/^[0-9a-f-]{36}$/i.test(revisionId)) return null;
  const [revision] = await db
    .select({
      id: blogPostRevisions.id,
      postId: blogPostRevisions.postId,
      title: blogPostRevisions.title,
      description: blogPostRevisions.description,
      bodyMd: blogPostRevisions.bodyMd,
      tags: blogPostRevisions.tags,
      savedByName: blogPostRevisions.savedByName,
      createdAt: blogPostRevisions.createdAt,
    })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.id, revisionId));
  return revision && revision.postId === postId ? revision : null;
}
