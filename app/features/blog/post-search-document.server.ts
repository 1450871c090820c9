import { inArray } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { blogPosts } from '~/db/schema/blog';
import { markdownToText } from '~/features/content/content.server';
import { countSearchDocuments, removeSearchDocuments, saveSearchDocuments } from '~/features/search/documents.server';
import { postSearchDocument } from './search-document';

/**
 * Posts in the site search (decision 0077), written by the blog when a post changes
 * (`blog.post_changed`): a published post is found; a draft, a scheduled one or a deleted one is
 * not. Rewritten from the row as it is now, so a repeated or late event does no harm.
 */
export async function reindexPosts(db: Executor, postIds: readonly string[] | 'all') {
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      description: blogPosts.description,
      bodyMd: blogPosts.bodyMd,
      tags: blogPosts.tags,
      coverImage: blogPosts.coverImage,
      coverAlt: blogPosts.coverAlt,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(postIds === 'all' ? undefined : inArray(blogPosts.id, [...postIds]));
  const published = rows.filter((row) => row.status === 'published');
  await saveSearchDocuments(
    db,
    published.map((row) => postSearchDocument({ ...row, text: markdownToText(row.bodyMd) })),
  );
  const found = new Set(published.map((row) => row.id));
  if (postIds !== 'all')
    await removeSearchDocuments(
      db,
      'post',
      postIds.filter((id) => !found.has(id)),
    );
}

/** Fills the search with the published posts once, when it has none (a new install, or the upgrade that added the index). */
export async function backfillBlogSearch(db: Executor) {
  if ((await countSearchDocuments(db, 'post')) === 0) await reindexPosts(db, 'all');
}
