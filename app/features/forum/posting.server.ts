import { and, count, eq, gt, like, or, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { forumCategories, forumMembers, forumPosts, forumSubscriptions, forumThreads } from '~/db/schema/forum';
import { slugify } from '~/features/content/content.server';
import { publishEvent } from '~/features/jobs/events.server';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { forumPostPublished, forumThreadChanged } from './events';
import { type ForumCode, forumFailure } from './failures';
import type { ThreadFormInput } from './forum.schema';
import { ensureMember, type ForumStanding, limitsFor, moderates } from './members.server';
import { announceThreadChange } from './thread-live.server';
import { countLinks } from './trust-levels';

/*
 * Writing in the forum (issue 37): a new thread, a reply, an edit of one's own post. Each runs
 * in one transaction that first locks the member's row (members.server.ts), so their rate and
 * link limits are counted with nothing slipping past, and then the thread's row, which numbers
 * the posts and the thread's revision one at a time. A new member's post is held for a moderator
 * (trust-levels.ts); a visible one announces itself to open pages and to the people to notify.
 */

const HOUR_MS = 3_600_000;

/** What stops this member writing these words now: a ban, or more links or pictures than their level allows. */
function contentRefusal(actor: Actor, standing: ForumStanding, body: string) {
  if (standing.bannedUntil && standing.bannedUntil.getTime() > Date.now()) return forumFailure('banned');
  const limits = limitsFor(actor, standing);
  const { links, images } = countLinks(body);
  if (limits.maxLinks !== null && links > limits.maxLinks)
    return forumFailure('too-many-links', { vars: { count: limits.maxLinks } });
  if (limits.maxImages !== null && images > limits.maxImages) return forumFailure('no-images');
  return null;
}

/** What stops this member posting now, if anything: the words (above), or their rate. */
async function refusal(
  tx: Executor,
  actor: Actor,
  standing: ForumStanding,
  body: string,
  { isThread }: { isThread: boolean },
): Promise<ReturnType<typeof forumFailure> | null> {
  const refused = contentRefusal(actor, standing, body);
  if (refused) return refused;
  const limits = limitsFor(actor, standing);
  const [lastHour] = await tx
    .select({ count: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.authorId, actor.id), gt(forumPosts.createdAt, new Date(Date.now() - HOUR_MS))));
  if (Number(lastHour?.count ?? 0) >= limits.postsPerHour) return forumFailure('rate-limited', { retryAfterSeconds: 600 });
  if (isThread) {
    const [lastDay] = await tx
      .select({ count: count() })
      .from(forumThreads)
      .where(and(eq(forumThreads.authorId, actor.id), gt(forumThreads.createdAt, new Date(Date.now() - 24 * HOUR_MS))));
    if (Number(lastDay?.count ?? 0) >= limits.threadsPerDay) return forumFailure('threads-per-day');
  }
  return null;
}

/** A visible post counts towards its author's standing. */
async function countVisiblePost(tx: Executor, userId: string | null, by: number) {
  if (!userId) return;
  await tx
    .update(forumMembers)
    .set({ visiblePosts: sql`greatest(0, ${forumMembers.visiblePosts} + ${by})`, updatedAt: new Date() })
    .where(eq(forumMembers.userId, userId));
}

async function watch(tx: Executor, threadId: string, userId: string) {
  await tx.insert(forumSubscriptions).values({ threadId, userId }).onConflictDoNothing();
}

/** The first free address for a title: its slug, else with "-2", "-3"… */
async function freeSlug(tx: Executor, title: string): Promise<string> {
  const base = (slugify(title).slice(0, 80).replace(/-+$/, '') || 'thread').replace(/^-+/, '');
  const taken = new Set(
    (
      await tx
        .select({ slug: forumThreads.slug })
        .from(forumThreads)
        .where(or(eq(forumThreads.slug, base), like(forumThreads.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let number = 2; ; number++) if (!taken.has(`${base}-${number}`)) return `${base}-${number}`;
}

/** A signed-in member starts a thread in a category they may read. */
export async function createThread({
  actor,
  input,
}: {
  actor: Actor;
  input: ThreadFormInput;
}): Promise<Result<{ threadId: string; slug: string; isHeld: boolean }, ForumCode>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await getDb().transaction(async (tx) => {
        const [category] = await tx
          .select({ id: forumCategories.id })
          .from(forumCategories)
          .where(eq(forumCategories.slug, input.category));
        if (!category) return forumFailure('category-not-found');
        const standing = await ensureMember(tx, actor.id);
        const refused = await refusal(tx, actor, standing, input.body, { isThread: true });
        if (refused) return refused;
        const isHeld = limitsFor(actor, standing).isHeld;
        const status = isHeld ? 'pending' : 'visible';
        const slug = await freeSlug(tx, input.title);
        const [thread] = await tx
          .insert(forumThreads)
          .values({
            categoryId: category.id,
            slug,
            title: input.title,
            kind: input.kind,
            authorId: actor.id,
            authorName: standing.name,
            status,
            postCount: 1,
            revision: 1,
            lastPosterName: standing.name,
          })
          .returning({ id: forumThreads.id });
        if (!thread) throw new Error('the thread returned no id');
        const [post] = await tx
          .insert(forumPosts)
          .values({
            threadId: thread.id,
            number: 1,
            authorId: actor.id,
            authorName: standing.name,
            bodyMd: input.body,
            status,
            revision: 1,
          })
          .returning({ id: forumPosts.id });
        if (!post) throw new Error('the post returned no id');
        await watch(tx, thread.id, actor.id);
        if (!isHeld) {
          await countVisiblePost(tx, actor.id, 1);
          await publishEvent(tx, forumPostPublished, { postId: post.id });
          await publishEvent(tx, forumThreadChanged, { threadId: thread.id });
        }
        return { ok: true as const, threadId: thread.id, slug, isHeld };
      });
    } catch (error) {
      // Two threads of the same title at the same moment: the second takes the next number.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** A signed-in member replies in a thread they may read, unless it is locked (moderators may still). */
export async function replyToThread({
  actor,
  threadId,
  body,
  quotes,
}: {
  actor: Actor;
  threadId: string;
  body: string;
  quotes: number | null;
}): Promise<Result<{ postId: string; number: number; isHeld: boolean }, ForumCode>> {
  let before = 0;
  const result = await getDb().transaction(async (tx) => {
    const standing = await ensureMember(tx, actor.id);
    const [thread] = await tx
      .select({
        id: forumThreads.id,
        status: forumThreads.status,
        isLocked: forumThreads.isLocked,
        authorId: forumThreads.authorId,
        postCount: forumThreads.postCount,
        revision: forumThreads.revision,
        categoryIsPublic: forumCategories.isPublic,
      })
      .from(forumThreads)
      .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
      .where(eq(forumThreads.id, threadId))
      .for('update', { of: forumThreads });
    const isModerator = moderates(actor, standing);
    if (!thread || (thread.status !== 'visible' && !isModerator)) return forumFailure('not-found');
    if (thread.isLocked && !isModerator) return forumFailure('locked');
    const refused = await refusal(tx, actor, standing, body, { isThread: false });
    if (refused) return refused;
    if (quotes !== null && (quotes < 1 || quotes > thread.postCount)) return forumFailure('quotes-unknown');
    const isHeld = limitsFor(actor, standing).isHeld;
    const number = thread.postCount + 1;
    const revision = thread.revision + 1;
    before = thread.revision;
    const [post] = await tx
      .insert(forumPosts)
      .values({
        threadId,
        number,
        authorId: actor.id,
        authorName: standing.name,
        bodyMd: body,
        status: isHeld ? 'pending' : 'visible',
        quotesNumber: quotes,
        revision,
      })
      .returning({ id: forumPosts.id });
    if (!post) throw new Error('the post returned no id');
    await tx
      .update(forumThreads)
      .set({
        postCount: number,
        revision,
        ...(isHeld
          ? {}
          : { replyCount: sql`${forumThreads.replyCount} + 1`, lastPostedAt: new Date(), lastPosterName: standing.name }),
        updatedAt: new Date(),
      })
      .where(eq(forumThreads.id, threadId));
    await watch(tx, threadId, actor.id);
    if (!isHeld) {
      await countVisiblePost(tx, actor.id, 1);
      await publishEvent(tx, forumPostPublished, { postId: post.id });
    }
    return { ok: true as const, postId: post.id, number, isHeld };
  });
  if (result.ok && !result.isHeld) await announceThreadChange(threadId, before);
  return result;
}

/**
 * The author changes their own post (a moderator may change anyone's). A held post stays held;
 * an edit of the opening post changes what search shows of the thread.
 */
export async function editPost({
  actor,
  postId,
  body,
}: {
  actor: Actor;
  postId: string;
  body: string;
}): Promise<Result<{ threadId: string; number: number }, ForumCode>> {
  let before = 0;
  let isVisible = false;
  const result = await getDb().transaction(async (tx) => {
    const standing = await ensureMember(tx, actor.id);
    const [post] = await tx
      .select({
        id: forumPosts.id,
        threadId: forumPosts.threadId,
        number: forumPosts.number,
        authorId: forumPosts.authorId,
        status: forumPosts.status,
      })
      .from(forumPosts)
      .where(eq(forumPosts.id, postId));
    const isModerator = moderates(actor, standing);
    if (!post || (post.status === 'hidden' && !isModerator)) return forumFailure('not-found');
    if (post.authorId !== actor.id && !isModerator) return forumFailure('not-yours');
    const [thread] = await tx
      .select({ revision: forumThreads.revision, isLocked: forumThreads.isLocked })
      .from(forumThreads)
      .where(eq(forumThreads.id, post.threadId))
      .for('update');
    if (!thread) return forumFailure('not-found');
    if (thread.isLocked && !isModerator) return forumFailure('locked');
    const refused = contentRefusal(actor, standing, body);
    if (refused) return refused;
    before = thread.revision;
    isVisible = post.status === 'visible';
    await tx
      .update(forumThreads)
      .set({ revision: thread.revision + 1, updatedAt: new Date() })
      .where(eq(forumThreads.id, post.threadId));
    await tx
      .update(forumPosts)
      .set({ bodyMd: body, editedAt: new Date(), revision: thread.revision + 1 })
      .where(eq(forumPosts.id, postId));
    if (post.number === 1 && isVisible) await publishEvent(tx, forumThreadChanged, { threadId: post.threadId });
    return { ok: true as const, threadId: post.threadId, number: post.number };
  });
  if (result.ok && isVisible) await announceThreadChange(result.threadId, before);
  return result;
}
