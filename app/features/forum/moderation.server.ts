import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { forumCategories, forumMembers, forumModerationLog, forumPosts, forumReports, forumThreads } from '~/db/schema/forum';
import { findUserRole } from '~/features/accounts/roles.server';
import { publishEvent } from '~/features/jobs/events.server';
import { type Actor, isAdmin, refuseActor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { forumPostAcknowledged, forumPostPublished, forumThreadChanged } from './events';
import { type ForumCode, forumFailure } from './failures';
import { ensureMember, type ForumStanding, moderates } from './members.server';
import { announceThreadChange } from './thread-live.server';

/*
 * Moderation (issue 37): members report posts; moderators (admins, and members an admin made
 * moderators) work the queue of reports and held posts, hide and restore posts, approve or
 * reject held ones, lock, pin and move threads, and ban members from posting. Every power is
 * checked here, in the operation, whatever route calls it, and every action is written to the
 * moderators' log with who and when, in the same transaction as the action.
 */

/** The moderator acting, or Access Denied for anyone else. */
async function requireModerator(tx: Executor, actor: Actor): Promise<ForumStanding> {
  const standing = await ensureMember(tx, actor.id);
  if (!moderates(actor, standing)) refuseActor('forum moderators only', ['admin']);
  return standing;
}

type LogEntry = { action: string; threadId?: string | null; postId?: string | null; memberId?: string | null; detail?: string };

/** A moderator's action in the log, with who (their name as it was) and when. */
export async function logAction(tx: Executor, moderator: ForumStanding, entry: LogEntry) {
  await tx.insert(forumModerationLog).values({
    moderatorId: moderator.userId,
    moderatorName: moderator.name,
    action: entry.action,
    threadId: entry.threadId ?? null,
    postId: entry.postId ?? null,
    memberId: entry.memberId ?? null,
    detail: entry.detail ?? '',
  });
}

/** A signed-in member reports a post they can read (once per post). */
export async function reportPost({
  actor,
  postId,
  reason,
  note,
}: {
  actor: Actor;
  postId: string;
  reason: 'spam' | 'abuse' | 'off-topic' | 'other';
  note: string;
}): Promise<Result<object, ForumCode>> {
  const db = getDb();
  const [post] = await db
    .select({ status: forumPosts.status, authorId: forumPosts.authorId })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId));
  if (post?.status !== 'visible') return forumFailure('not-found');
  if (post.authorId === actor.id) return forumFailure('own-post');
  const inserted = await db
    .insert(forumReports)
    .values({ postId, reporterId: actor.id, reason, note })
    .onConflictDoNothing()
    .returning({ id: forumReports.id });
  if (inserted.length === 0) return forumFailure('already-reported');
  return { ok: true };
}

type PostForModeration = {
  id: string;
  threadId: string;
  number: number;
  authorId: string | null;
  status: 'visible' | 'pending' | 'hidden';
  revision: number;
};

async function lockPost(tx: Executor, postId: string): Promise<PostForModeration | null> {
  const [post] = await tx
    .select({ id: forumPosts.id, threadId: forumPosts.threadId })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId));
  if (!post) return null;
  // The thread first, as every writer does (posting.server.ts): no two orders, no deadlock.
  const [thread] = await tx
    .select({ revision: forumThreads.revision })
    .from(forumThreads)
    .where(eq(forumThreads.id, post.threadId))
    .for('update');
  const [row] = await tx
    .select({ number: forumPosts.number, authorId: forumPosts.authorId, status: forumPosts.status })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId))
    .for('update');
  if (!thread || !row) return null;
  return { id: post.id, threadId: post.threadId, revision: thread.revision, ...row };
}

/** Changes a post's status, keeping the thread's counts and revision and the author's standing right. */
async function changeStatus(
  tx: Executor,
  moderator: ForumStanding,
  post: PostForModeration,
  status: PostForModeration['status'],
) {
  const revision = post.revision + 1;
  const wasVisible = post.status === 'visible';
  const isVisible = status === 'visible';
  await tx
    .update(forumPosts)
    .set({ status, revision, moderatedBy: moderator.userId, moderatedAt: new Date() })
    .where(eq(forumPosts.id, post.id));
  const replyBy = post.number === 1 || wasVisible === isVisible ? 0 : isVisible ? 1 : -1;
  await tx
    .update(forumThreads)
    .set({
      revision,
      replyCount: sql`${forumThreads.replyCount} + ${replyBy}`,
      ...(post.number === 1 ? { status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(forumThreads.id, post.threadId));
  if (post.authorId && wasVisible !== isVisible) {
    await tx
      .update(forumMembers)
      .set({
        visiblePosts: sql`greatest(0, ${forumMembers.visiblePosts} + ${isVisible ? 1 : -1})`,
        ...(status === 'hidden' ? { hiddenPosts: sql`${forumMembers.hiddenPosts} + 1`, lastHiddenAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(forumMembers.userId, post.authorId));
  }
  if (post.number === 1) await publishEvent(tx, forumThreadChanged, { threadId: post.threadId });
}

async function closeReports(tx: Executor, moderator: ForumStanding, postId: string, status: 'upheld' | 'dismissed') {
  await tx
    .update(forumReports)
    .set({ status, handledBy: moderator.userId, handledAt: new Date() })
    .where(and(eq(forumReports.postId, postId), eq(forumReports.status, 'open')));
}

/**
 * A moderator decides on a post: hide it (its reports upheld; a held post is rejected so),
 * restore a hidden one, approve a held one (its author is told), or dismiss its reports.
 */
export async function moderatePost({
  actor,
  postId,
  decision,
  reason = '',
}: {
  actor: Actor;
  postId: string;
  decision: 'hide' | 'restore' | 'approve' | 'dismiss';
  reason?: string;
}): Promise<Result<{ threadId: string }, ForumCode>> {
  let before = -1;
  const result = await getDb().transaction(async (tx) => {
    const moderator = await requireModerator(tx, actor);
    const post = await lockPost(tx, postId);
    if (!post) return forumFailure('not-found');
    const wanted = { hide: 'hidden', restore: 'visible', approve: 'visible', dismiss: post.status } as const;
    const allowed =
      (decision === 'hide' && post.status !== 'hidden') ||
      (decision === 'restore' && post.status === 'hidden') ||
      (decision === 'approve' && post.status === 'pending') ||
      decision === 'dismiss';
    if (!allowed) return { ok: true as const, threadId: post.threadId };
    if (decision === 'dismiss') {
      await closeReports(tx, moderator, postId, 'dismissed');
    } else {
      await changeStatus(tx, moderator, post, wanted[decision]);
      before = post.revision;
      if (decision === 'hide') await closeReports(tx, moderator, postId, 'upheld');
      if (decision === 'approve' || decision === 'restore') {
        // A held reply joins the thread now; an approved opening post opens the thread.
        if (decision === 'approve') {
          await tx.update(forumThreads).set({ lastPostedAt: new Date() }).where(eq(forumThreads.id, post.threadId));
          await publishEvent(tx, forumPostPublished, { postId });
          if (post.authorId)
            await publishEvent(tx, forumPostAcknowledged, { postId, kind: 'approved', actorName: moderator.name });
        }
      }
    }
    await logAction(tx, moderator, {
      action: decision === 'hide' && post.status === 'pending' ? 'reject' : decision,
      threadId: post.threadId,
      postId,
      memberId: post.authorId,
      detail: reason.trim().slice(0, 300),
    });
    return { ok: true as const, threadId: post.threadId };
  });
  if (result.ok && before >= 0) await announceThreadChange(result.threadId, before);
  return result;
}

/** A moderator locks or unlocks a thread (no more replies but theirs), or pins or unpins it (first in its category). */
export async function setThreadFlag({
  actor,
  threadId,
  flag,
  value,
}: {
  actor: Actor;
  threadId: string;
  flag: 'locked' | 'pinned';
  value: boolean;
}): Promise<Result<object, ForumCode>> {
  let before = -1;
  const result = await getDb().transaction(async (tx) => {
    const moderator = await requireModerator(tx, actor);
    const [thread] = await tx
      .select({ revision: forumThreads.revision, isLocked: forumThreads.isLocked, isPinned: forumThreads.isPinned })
      .from(forumThreads)
      .where(eq(forumThreads.id, threadId))
      .for('update');
    if (!thread) return forumFailure('not-found');
    if ((flag === 'locked' ? thread.isLocked : thread.isPinned) === value) return { ok: true as const };
    before = thread.revision;
    await tx
      .update(forumThreads)
      .set({
        ...(flag === 'locked' ? { isLocked: value } : { isPinned: value }),
        revision: thread.revision + 1,
        updatedAt: new Date(),
      })
      .where(eq(forumThreads.id, threadId));
    const action = { locked: value ? 'lock' : 'unlock', pinned: value ? 'pin' : 'unpin' }[flag];
    await logAction(tx, moderator, { action, threadId });
    return { ok: true as const };
  });
  if (result.ok && before >= 0) await announceThreadChange(threadId, before);
  return result;
}

/** A moderator moves a thread to another category. */
export async function moveThread({
  actor,
  threadId,
  categorySlug,
}: {
  actor: Actor;
  threadId: string;
  categorySlug: string;
}): Promise<Result<object, ForumCode>> {
  return getDb().transaction(async (tx) => {
    const moderator = await requireModerator(tx, actor);
    const [target] = await tx
      .select({ id: forumCategories.id, name: forumCategories.name })
      .from(forumCategories)
      .where(eq(forumCategories.slug, categorySlug));
    if (!target) return forumFailure('category-not-found');
    const [thread] = await tx
      .select({ categoryId: forumThreads.categoryId, from: forumCategories.name })
      .from(forumThreads)
      .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
      .where(eq(forumThreads.id, threadId))
      .for('update', { of: forumThreads });
    if (!thread) return forumFailure('not-found');
    if (thread.categoryId === target.id) return { ok: true as const };
    await tx.update(forumThreads).set({ categoryId: target.id, updatedAt: new Date() }).where(eq(forumThreads.id, threadId));
    await publishEvent(tx, forumThreadChanged, { threadId });
    await logAction(tx, moderator, { action: 'move', threadId, detail: `${thread.from} → ${target.name}` });
    return { ok: true as const };
  });
}

/** A moderator bans a member from posting for a number of days, with a reason they are shown; or lifts a ban. */
export async function setBan({
  actor,
  handle,
  days,
  reason = '',
}: {
  actor: Actor;
  handle: string;
  /** null lifts the ban. */
  days: number | null;
  reason?: string;
}): Promise<Result<object, ForumCode>> {
  // The member's role is the accounts' to say, read before the transaction (its own connection).
  const [target] = await getDb()
    .select({ userId: forumMembers.userId })
    .from(forumMembers)
    .where(eq(forumMembers.handle, handle.toLowerCase()));
  const protectedId = target && (await findUserRole({ userId: target.userId })).role === 'admin' ? target.userId : null;
  return getDb().transaction(async (tx) => {
    const moderator = await requireModerator(tx, actor);
    const [member] = await tx
      .select({ userId: forumMembers.userId, isModerator: forumMembers.isModerator })
      .from(forumMembers)
      .where(eq(forumMembers.handle, handle.toLowerCase()))
      .for('update');
    if (!member) return forumFailure('not-found');
    if (member.userId === actor.id) return forumFailure('own-post');
    // Moderators answer to admins: only an admin bans a moderator, and nobody bans an admin here.
    if ((member.isModerator && !isAdmin(actor)) || member.userId === protectedId)
      refuseActor('a moderator or admin is banned by an admin only', ['admin']);
    const until = days === null ? null : new Date(Date.now() + days * 86_400_000);
    await tx
      .update(forumMembers)
      .set({ bannedUntil: until, banReason: days === null ? null : reason, updatedAt: new Date() })
      .where(eq(forumMembers.userId, member.userId));
    await logAction(tx, moderator, {
      action: days === null ? 'unban' : 'ban',
      memberId: member.userId,
      detail: days === null ? '' : `${days} d: ${reason}`,
    });
    return { ok: true as const };
  });
}

/** What waits for moderators: posts with open reports (most reported first) and held posts (oldest first). */
export async function listModerationQueue({ actor }: { actor: Actor }, db: Executor = getDb()) {
  await requireModerator(db, actor);
  const postColumns = {
    id: forumPosts.id,
    number: forumPosts.number,
    authorName: forumPosts.authorName,
    authorHandle: forumMembers.handle,
    bodyMd: forumPosts.bodyMd,
    status: forumPosts.status,
    createdAt: forumPosts.createdAt,
    threadId: forumThreads.id,
    threadSlug: forumThreads.slug,
    threadTitle: forumThreads.title,
  };
  const [reported, held] = await Promise.all([
    db
      .select({
        ...postColumns,
        reports: count(forumReports.id),
        reasons: sql<string[]>`array_agg(distinct ${forumReports.reason}::text)`,
        notes: sql<string[]>`array_remove(array_agg(${forumReports.note}), '')`,
      })
      .from(forumReports)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
      .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
      .leftJoin(forumMembers, eq(forumMembers.userId, forumPosts.authorId))
      .where(eq(forumReports.status, 'open'))
      .groupBy(forumPosts.id, forumThreads.id, forumMembers.userId)
      .orderBy(desc(count(forumReports.id)), asc(forumPosts.createdAt))
      .limit(50),
    db
      .select(postColumns)
      .from(forumPosts)
      .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
      .leftJoin(forumMembers, eq(forumMembers.userId, forumPosts.authorId))
      .where(eq(forumPosts.status, 'pending'))
      .orderBy(asc(forumPosts.createdAt))
      .limit(50),
  ]);
  return { reported, held };
}

/** The moderators' log, newest first. */
export async function listModerationLog({ actor, limit = 50 }: { actor: Actor; limit?: number }, db: Executor = getDb()) {
  await requireModerator(db, actor);
  const rows = await db
    .select({
      id: forumModerationLog.id,
      moderatorName: forumModerationLog.moderatorName,
      action: forumModerationLog.action,
      detail: forumModerationLog.detail,
      createdAt: forumModerationLog.createdAt,
      threadSlug: forumThreads.slug,
      threadTitle: forumThreads.title,
      memberHandle: forumMembers.handle,
    })
    .from(forumModerationLog)
    .leftJoin(forumThreads, eq(forumThreads.id, forumModerationLog.threadId))
    .leftJoin(forumMembers, eq(forumMembers.userId, forumModerationLog.memberId))
    .orderBy(desc(forumModerationLog.createdAt))
    .limit(limit);
  return rows;
}

/** Categories a thread can be moved to (the moderators' move form). */
export async function listCategoryChoices(db: Executor = getDb()) {
  return db
    .select({ slug: forumCategories.slug, name: forumCategories.name })
    .from(forumCategories)
    .orderBy(asc(forumCategories.position));
}
