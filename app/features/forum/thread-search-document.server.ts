import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '~/db/client.server';
import { forumCategories, forumPosts, forumThreads } from '~/db/schema/forum';
import { markdownToText } from '~/features/content/content.server';
import { countSearchDocuments, removeSearchDocuments, saveSearchDocuments } from '~/features/search/documents.server';
import { threadSearchDocument } from './search-document';

/**
 * Threads in the site search (decision 0077), rewritten from the rows as they are now when a
 * thread changes (`forum.thread_changed`): a visible thread of a public category is found;
 * a held, hidden or members-only one is not. A repeated or late event does no harm.
 */
export async function reindexThreads(db: Executor, threadIds: readonly string[] | 'all') {
  const opening = alias(forumPosts, 'opening');
  const answer = alias(forumPosts, 'answer');
  const rows = await db
    .select({
      id: forumThreads.id,
      slug: forumThreads.slug,
      title: forumThreads.title,
      status: forumThreads.status,
      createdAt: forumThreads.createdAt,
      categoryName: forumCategories.name,
      isPublic: forumCategories.isPublic,
      openingMd: opening.bodyMd,
      answerMd: answer.bodyMd,
      answerStatus: answer.status,
    })
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
    .innerJoin(opening, and(eq(opening.threadId, forumThreads.id), eq(opening.number, 1)))
    .leftJoin(answer, eq(answer.id, forumThreads.acceptedPostId))
    .where(threadIds === 'all' ? undefined : inArray(forumThreads.id, [...threadIds]));
  const shown = rows.filter((row) => row.status === 'visible' && row.isPublic);
  await saveSearchDocuments(
    db,
    shown.map((row) =>
      threadSearchDocument({
        ...row,
        text: markdownToText(row.openingMd),
        answerText: row.answerMd && row.answerStatus === 'visible' ? markdownToText(row.answerMd) : null,
      }),
    ),
  );
  const found = new Set(shown.map((row) => row.id));
  if (threadIds !== 'all')
    await removeSearchDocuments(
      db,
      'thread',
      threadIds.filter((id) => !found.has(id)),
    );
}

/** Fills the search with the forum's threads once, when it has none (a new install, or the upgrade that added the forum). */
export async function backfillForumSearch(db: Executor) {
  if ((await countSearchDocuments(db, 'thread')) === 0) await reindexThreads(db, 'all');
}
