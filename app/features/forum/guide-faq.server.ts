import { and, asc, eq } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { forumCategories, forumGuideFaq, forumPosts, forumThreads } from '~/db/schema/forum';
import { getContentDocument, listContentSlugs, renderMarkdown, searchText } from '~/features/content/content.server';
import { publishedPath } from '~/features/content/published-path';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { type ForumCode, forumFailure } from './failures';
import type { GuideFaqInput } from './forum.schema';
import { faqAnchor, type GuideFaqEntry } from './guide-faq-rules';
import { ensureMember } from './members.server';
import { logAction } from './moderation.server';

/*
 * A guide's FAQ from the forum (issue 37: "an accepted answer that can become a guide's FAQ";
 * decision 0097). An admin takes a question thread's accepted answer into one of the guides in
 * content/guides, worded as the guide should say it; the guide's page shows the entries with a
 * link back to the thread. Only admins: a guide is the site's own editorial text, which forum
 * moderators (members an admin trusted with the queue) do not write. Each operation checks the
 * admin itself, whatever route calls it, and logs what it did in the moderators' log in the same
 * transaction.
 */

const REFUSAL = 'only an admin edits a guide’s FAQ';

/** The guides an entry can go into: each file of content/guides, by its title, with its address. */
export async function listFaqGuides(): Promise<{ slug: string; title: string; path: string }[]> {
  const slugs = await listContentSlugs('guides');
  const documents = await Promise.all(slugs.map((slug) => getContentDocument('guides', slug)));
  return documents
    .flatMap((document) =>
      document ? [{ slug: document.slug, title: document.title, path: publishedPath('guides', document.slug) }] : [],
    )
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The guide a form named, or the failure its field shows. */
async function guideOf(slug: string) {
  const document = await getContentDocument('guides', slug);
  return document ? { slug, title: document.title, path: publishedPath('guides', slug) } : null;
}

/** A question thread with its accepted answer, which an entry is taken from. */
export async function findFaqSource({ threadId }: { threadId: string }, db: Executor = getDb()) {
  const [row] = await db
    .select({
      threadId: forumThreads.id,
      slug: forumThreads.slug,
      title: forumThreads.title,
      kind: forumThreads.kind,
      postId: forumPosts.id,
      answerMd: forumPosts.bodyMd,
      answerStatus: forumPosts.status,
    })
    .from(forumThreads)
    .leftJoin(forumPosts, eq(forumPosts.id, forumThreads.acceptedPostId))
    .where(eq(forumThreads.id, threadId));
  return row ?? null;
}

type Saved = Result<{ entryId: string; guidePath: string; anchor: string }, ForumCode>;

/** An admin adds a thread's accepted answer, in their words, to a guide's FAQ (once per guide and thread). */
export async function addGuideFaqEntry({
  actor,
  threadId,
  entry,
}: {
  actor: Actor;
  threadId: string;
  entry: GuideFaqInput;
}): Promise<Saved> {
  requireAdmin(actor, REFUSAL);
  const guide = await guideOf(entry.guide);
  if (!guide) return forumFailure('faq-guide-unknown');
  return getDb().transaction(async (tx) => {
    const source = await findFaqSource({ threadId }, tx);
    if (!source) return forumFailure('not-found');
    if (source.kind !== 'question') return forumFailure('not-a-question');
    if (!source.postId || source.answerStatus !== 'visible') return forumFailure('faq-no-answer');
    const admin = await ensureMember(tx, actor.id);
    const [saved] = await tx
      .insert(forumGuideFaq)
      .values({
        guideSlug: guide.slug,
        threadId,
        postId: source.postId,
        question: entry.question,
        answerMd: entry.answer,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: forumGuideFaq.id });
    if (!saved) return forumFailure('faq-already-in-guide');
    await logAction(tx, admin, {
      action: 'faq-add',
      threadId,
      postId: source.postId,
      detail: `${guide.title}: ${entry.question}`,
    });
    return { ok: true as const, entryId: saved.id, guidePath: guide.path, anchor: faqAnchor(saved.id) };
  });
}

/** An admin rewords an entry, or moves it to another guide. */
export async function editGuideFaqEntry({
  actor,
  entryId,
  entry,
}: {
  actor: Actor;
  entryId: string;
  entry: GuideFaqInput;
}): Promise<Saved> {
  requireAdmin(actor, REFUSAL);
  const guide = await guideOf(entry.guide);
  if (!guide) return forumFailure('faq-guide-unknown');
  return getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({ threadId: forumGuideFaq.threadId, guideSlug: forumGuideFaq.guideSlug })
      .from(forumGuideFaq)
      .where(eq(forumGuideFaq.id, entryId))
      .for('update');
    if (!current) return forumFailure('not-found');
    if (current.guideSlug !== guide.slug && current.threadId) {
      const [taken] = await tx
        .select({ id: forumGuideFaq.id })
        .from(forumGuideFaq)
        .where(and(eq(forumGuideFaq.guideSlug, guide.slug), eq(forumGuideFaq.threadId, current.threadId)));
      if (taken) return forumFailure('faq-already-in-guide');
    }
    const admin = await ensureMember(tx, actor.id);
    await tx
      .update(forumGuideFaq)
      .set({
        guideSlug: guide.slug,
        question: entry.question,
        answerMd: entry.answer,
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where(eq(forumGuideFaq.id, entryId));
    await logAction(tx, admin, { action: 'faq-edit', threadId: current.threadId, detail: `${guide.title}: ${entry.question}` });
    return { ok: true as const, entryId, guidePath: guide.path, anchor: faqAnchor(entryId) };
  });
}

/** An admin takes an entry out of its guide's FAQ (the log keeps what it said and who removed it). */
export async function removeGuideFaqEntry({
  actor,
  entryId,
}: {
  actor: Actor;
  entryId: string;
}): Promise<Result<object, ForumCode>> {
  requireAdmin(actor, REFUSAL);
  return getDb().transaction(async (tx) => {
    const [removed] = await tx
      .delete(forumGuideFaq)
      .where(eq(forumGuideFaq.id, entryId))
      .returning({ threadId: forumGuideFaq.threadId, guideSlug: forumGuideFaq.guideSlug, question: forumGuideFaq.question });
    if (!removed) return forumFailure('not-found');
    const admin = await ensureMember(tx, actor.id);
    const title = (await guideOf(removed.guideSlug))?.title ?? removed.guideSlug;
    await logAction(tx, admin, { action: 'faq-remove', threadId: removed.threadId, detail: `${title}: ${removed.question}` });
    return { ok: true as const };
  });
}

/** The entries taken from a thread, for the admin's form page: which guide, and the words. */
export async function listThreadFaqEntries({ threadId }: { threadId: string }, db: Executor = getDb()) {
  return db
    .select({
      id: forumGuideFaq.id,
      guideSlug: forumGuideFaq.guideSlug,
      question: forumGuideFaq.question,
      answerMd: forumGuideFaq.answerMd,
    })
    .from(forumGuideFaq)
    .where(eq(forumGuideFaq.threadId, threadId))
    .orderBy(asc(forumGuideFaq.createdAt));
}

/** A guide's FAQ from the forum, oldest first: what every reader of the guide sees. */
export async function listGuideFaq({ guideSlug }: { guideSlug: string }, db: Executor = getDb()): Promise<GuideFaqEntry[]> {
  const rows = await db
    .select({
      id: forumGuideFaq.id,
      question: forumGuideFaq.question,
      answerMd: forumGuideFaq.answerMd,
      threadSlug: forumThreads.slug,
      threadTitle: forumThreads.title,
      threadStatus: forumThreads.status,
      isPublic: forumCategories.isPublic,
    })
    .from(forumGuideFaq)
    .leftJoin(forumThreads, eq(forumThreads.id, forumGuideFaq.threadId))
    .leftJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
    .where(eq(forumGuideFaq.guideSlug, guideSlug))
    .orderBy(asc(forumGuideFaq.createdAt), asc(forumGuideFaq.id));
  return rows.map((row) => {
    const anchor = faqAnchor(row.id);
    // Headings in an answer sit under the entry's h3; their ids stay inside the entry's.
    const { html } = renderMarkdown(row.answerMd, { headingOffset: 3, idPrefix: `${anchor}-`, isUserContent: true });
    const isReadable = row.threadSlug !== null && row.threadStatus === 'visible' && row.isPublic === true;
    return {
      id: row.id,
      anchor,
      question: row.question,
      answerHtml: html,
      answerText: searchText(html),
      thread: isReadable && row.threadSlug && row.threadTitle ? { slug: row.threadSlug, title: row.threadTitle } : null,
    };
  });
}
