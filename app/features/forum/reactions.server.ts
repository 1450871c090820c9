import { and, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { forumLikes, forumMembers, forumPosts, forumSubscriptions, forumThreads } from '~/db/schema/forum';
import { publishEvent } from '~/features/jobs/events.server';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { forumPostAcknowledged, forumThreadChanged } from './events';
import { type ForumCode, forumFailure } from './failures';
import { ensureMember, moderates } from './members.server';
import { announceThreadChange } from './thread-live.server';

/*
 * Members' answers to posts (issue 37): likes, the accepted answer of a question, and watching
 * a thread. Each checks the person may read the post, in the operation.
 */

async function visiblePost(tx: Executor, postId: string) {
  const [post] = await tx
    .select({
      id: forumPosts.id,
      threadId: forumPosts.threadId,
      number: forumPosts.number,
      authorId: forumPosts.authorId,
      status: forumPosts.status,
      threadStatus: forumThreads.status,
    })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .where(eq(forumPosts.id, postId));
  return post && post.status === 'visible' && post.threadStatus === 'visible' ? post : null;
}

/** Bumps the thread's revision (locked) and marks the post as changed at it; answers the revision before. */
async function touchPost(tx: Executor, threadId: string, postId: string | null): Promise<number> {
  const [thread] = await tx
    .update(forumThreads)
    .set({ revision: sql`${forumThreads.revision} + 1` })
    .where(eq(forumThreads.id, threadId))
    .returning({ revision: forumThreads.revision });
  const revision = Number(thread?.revision ?? 1);
  if (postId) await tx.update(forumPosts).set({ revision }).where(eq(forumPosts.id, postId));
  return revision - 1;
}

/** Likes a post (not one's own), or takes the like back; answers the post's new count. */
export async function setLike({
  actor,
  postId,
  isLiked,
}: {
  actor: Actor;
  postId: string;
  isLiked: boolean;
}): Promise<Result<{ likeCount: number }, ForumCode>> {
  let before = -1;
  let threadId = '';
  const result = await getDb().transaction(async (tx) => {
    const standing = await ensureMember(tx, actor.id);
    const post = await visiblePost(tx, postId);
    if (!post) return forumFailure('not-found');
    if (post.authorId === actor.id) return forumFailure('own-post');
    const changed = isLiked
      ? await tx
          .insert(forumLikes)
          .values({ postId, userId: actor.id })
          .onConflictDoNothing()
          .returning({ postId: forumLikes.postId })
      : await tx
          .delete(forumLikes)
          .where(and(eq(forumLikes.postId, postId), eq(forumLikes.userId, actor.id)))
          .returning({ postId: forumLikes.postId });
    const by = changed.length === 0 ? 0 : isLiked ? 1 : -1;
    const [updated] = await tx
      .update(forumPosts)
      .set({ likeCount: sql`greatest(0, ${forumPosts.likeCount} + ${by})` })
      .where(eq(forumPosts.id, postId))
      .returning({ likeCount: forumPosts.likeCount });
    if (by !== 0) {
      threadId = post.threadId;
      before = await touchPost(tx, post.threadId, postId);
      if (post.authorId) {
        await tx
          .update(forumMembers)
          .set({ likesReceived: sql`greatest(0, ${forumMembers.likesReceived} + ${by})` })
          .where(eq(forumMembers.userId, post.authorId));
        if (by > 0) await publishEvent(tx, forumPostAcknowledged, { postId, kind: 'like', actorName: standing.name });
      }
    }
    return { ok: true as const, likeCount: updated?.likeCount ?? 0 };
  });
  if (result.ok && before >= 0) await announceThreadChange(threadId, before);
  return result;
}

/**
 * The asker (or a moderator) marks the reply that answered a question; null takes the mark off.
 * One accepted answer per thread: marking another moves it.
 */
export async function acceptAnswer({
  actor,
  threadId,
  postId,
}: {
  actor: Actor;
  threadId: string;
  postId: string | null;
}): Promise<Result<object, ForumCode>> {
  let before = -1;
  const result = await getDb().transaction(async (tx) => {
    const standing = await ensureMember(tx, actor.id);
    const [thread] = await tx
      .select({
        id: forumThreads.id,
        kind: forumThreads.kind,
        authorId: forumThreads.authorId,
        status: forumThreads.status,
        acceptedPostId: forumThreads.acceptedPostId,
      })
      .from(forumThreads)
      .where(eq(forumThreads.id, threadId))
      .for('update');
    if (thread?.status !== 'visible') return forumFailure('not-found');
    if (thread.authorId !== actor.id && !moderates(actor, standing)) return forumFailure('not-yours');
    if (thread.kind !== 'question') return forumFailure('not-a-question');
    if (postId) {
      const post = await visiblePost(tx, postId);
      if (!post || post.threadId !== threadId || post.number === 1) return forumFailure('not-found');
    }
    if (thread.acceptedPostId === postId) return { ok: true as const };
    await tx.update(forumThreads).set({ acceptedPostId: postId, updatedAt: new Date() }).where(eq(forumThreads.id, threadId));
    before = await touchPost(tx, threadId, postId);
    // The answer that lost its mark changes on open pages too.
    if (thread.acceptedPostId)
      await tx
        .update(forumPosts)
        .set({ revision: before + 1 })
        .where(eq(forumPosts.id, thread.acceptedPostId));
    await publishEvent(tx, forumThreadChanged, { threadId });
    if (postId) await publishEvent(tx, forumPostAcknowledged, { postId, kind: 'accepted', actorName: standing.name });
    return { ok: true as const };
  });
  if (result.ok && before >= 0) await announceThreadChange(threadId, before);
  return result;
}

/** Watches a thread (a notification for each reply) or stops watching it. */
export async function setWatching({
  actor,
  threadId,
  isWatching,
}: {
  actor: Actor;
  threadId: string;
  isWatching: boolean;
}): Promise<Result<object, ForumCode>> {
  const db = getDb();
  const [thread] = await db.select({ status: forumThreads.status }).from(forumThreads).where(eq(forumThreads.id, threadId));
  if (thread?.status !== 'visible') return forumFailure('not-found');
  if (isWatching) await db.insert(forumSubscriptions).values({ threadId, userId: actor.id }).onConflictDoNothing();
  else
    await db
      .delete(forumSubscriptions)
      .where(and(eq(forumSubscriptions.threadId, threadId), eq(forumSubscriptions.userId, actor.id)));
  return { ok: true };
}
