import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { blogComments, blogPosts } from '~/db/schema/blog';
import { rateLimitedFailure } from '~/features/security/failures';
import { accountLimitKey, checkRateLimits } from '~/features/security/rate-limit.server';
import { type Actor, isAdmin, requireAdmin, requireSelf } from '~/utils/actor';
import type { Failure, Result } from '~/utils/failure';
import { isTrustedCommenter } from './blog-rules';
import { type CommentCode, commentFailure } from './failures';

/*
 * Comments on posts (issue 36). A comment is held (pending) until an admin approves it, unless
 * its author is trusted (blog-rules.ts: admins, or three approved comments and none rejected).
 * Readers see approved comments; the author also sees their own held one, marked as awaiting
 * approval; nobody else sees a held or rejected comment. Each person may write and change only
 * their own; a change to an approved comment by someone not trusted holds it again.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The name shown with a comment: first name and last initial, never the e-mail address. */
function shownName(row: { firstName: string | null; lastName: string | null; name: string }) {
  const first = row.firstName?.trim() || row.name.trim().split(/\s+/)[0] || '';
  const initial = row.lastName?.trim().charAt(0);
  return initial ? `${first} ${initial}.` : first;
}

/** The comments a reader sees under a post: approved ones, and their own held one. */
export async function listCommentsForReader(
  { postId, viewer }: { postId: string; viewer: Actor | null },
  db: Executor = getDb(),
) {
  const visible = viewer
    ? or(eq(blogComments.status, 'approved'), and(eq(blogComments.userId, viewer.id), eq(blogComments.status, 'pending')))
    : eq(blogComments.status, 'approved');
  const rows = await db
    .select({
      id: blogComments.id,
      userId: blogComments.userId,
      body: blogComments.body,
      status: blogComments.status,
      createdAt: blogComments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
    })
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.userId))
    .where(and(eq(blogComments.postId, postId), visible))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    author: shownName(row),
    body: row.body,
    createdAt: row.createdAt,
    isAwaitingApproval: row.status === 'pending',
    isOwn: viewer?.id === row.userId,
  }));
}

async function isTrusted(actor: Actor, db: Executor): Promise<boolean> {
  if (isAdmin(actor)) return true;
  const rows = await db
    .select({ status: blogComments.status, count: count() })
    .from(blogComments)
    .where(eq(blogComments.userId, actor.id))
    .groupBy(blogComments.status);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return isTrustedCommenter({ role: actor.role, approved: of('approved'), rejected: of('rejected') });
}

/** The comment limit counts per account (under a hash of its id, accountLimitKey). */
async function underLimit(actor: Actor, request: Request | undefined): Promise<Failure<'rate-limited'> | null> {
  const key = accountLimitKey(actor.id);
  const limit = await checkRateLimits(request, [{ name: 'blog-comment-account', key }], { userId: actor.id });
  return limit.ok ? null : rateLimitedFailure(limit.retryAfterSeconds);
}

/** A signed-in person comments on a published post; answers whether it shows at once or waits for approval. */
export async function addComment({
  actor,
  slug,
  body,
  request,
}: {
  actor: Actor;
  slug: string;
  body: string;
  request?: Request;
}): Promise<Result<{ commentId: string; isHeld: boolean }, CommentCode | 'rate-limited'>> {
  const db = getDb();
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')));
  if (!post) return commentFailure('not-found');
  const limited = await underLimit(actor, request);
  if (limited) return limited;
  const trusted = await isTrusted(actor, db);
  const [row] = await db
    .insert(blogComments)
    .values({ postId: post.id, userId: actor.id, body, status: trusted ? 'approved' : 'pending' })
    .returning({ id: blogComments.id });
  if (!row) throw new Error('the comment returned no id');
  return { ok: true, commentId: row.id, isHeld: !trusted };
}

/** The author changes their own comment (nobody else's, admins included: they approve or reject instead). */
export async function editComment({
  actor,
  commentId,
  body,
  request,
}: {
  actor: Actor;
  commentId: string;
  body: string;
  request?: Request;
}): Promise<Result<{ isHeld: boolean }, CommentCode | 'rate-limited'>> {
  if (!UUID.test(commentId)) return commentFailure('not-found');
  const db = getDb();
  const [comment] = await db
    .select({ userId: blogComments.userId, status: blogComments.status })
    .from(blogComments)
    .where(eq(blogComments.id, commentId));
  if (!comment || comment.status === 'rejected') return commentFailure('not-found');
  requireSelf(actor, comment.userId, 'only its author changes a comment');
  const limited = await underLimit(actor, request);
  if (limited) return limited;
  const trusted = await isTrusted(actor, db);
  const status = trusted ? comment.status : 'pending';
  await db
    .update(blogComments)
    .set({ body, status, updatedAt: new Date() })
    .where(and(eq(blogComments.id, commentId), eq(blogComments.userId, actor.id)));
  return { ok: true, isHeld: status === 'pending' };
}

/** The author takes back their comment, or an admin removes one. */
export async function deleteComment({
  actor,
  commentId,
}: {
  actor: Actor;
  commentId: string;
}): Promise<Result<object, CommentCode>> {
  if (!UUID.test(commentId)) return commentFailure('not-found');
  const db = getDb();
  const [comment] = await db.select({ userId: blogComments.userId }).from(blogComments).where(eq(blogComments.id, commentId));
  if (!comment) return commentFailure('not-found');
  if (!isAdmin(actor)) requireSelf(actor, comment.userId, 'only its author or an admin removes a comment');
  await db.delete(blogComments).where(eq(blogComments.id, commentId));
  return { ok: true };
}

/** An admin approves or rejects a comment. */
export async function moderateComment({
  actor,
  commentId,
  decision,
}: {
  actor: Actor;
  commentId: string;
  decision: 'approve' | 'reject';
}): Promise<Result<object, CommentCode>> {
  requireAdmin(actor, 'only admins moderate comments');
  if (!UUID.test(commentId)) return commentFailure('not-found');
  const [row] = await getDb()
    .update(blogComments)
    .set({ status: decision === 'approve' ? 'approved' : 'rejected', moderatedBy: actor.id, moderatedAt: new Date() })
    .where(eq(blogComments.id, commentId))
    .returning({ id: blogComments.id });
  return row ? { ok: true } : commentFailure('not-found');
}

/** The comments waiting for an admin, oldest first, with their post. */
export async function listHeldComments({ actor, limit = 50 }: { actor: Actor; limit?: number }, db: Executor = getDb()) {
  requireAdmin(actor);
  const rows = await db
    .select({
      id: blogComments.id,
      body: blogComments.body,
      createdAt: blogComments.createdAt,
      postSlug: blogPosts.slug,
      postTitle: blogPosts.title,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      email: users.email,
    })
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.userId))
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(eq(blogComments.status, 'pending'))
    .orderBy(asc(blogComments.createdAt), desc(blogComments.id))
    .limit(limit);
  return rows.map(({ firstName, lastName, name, ...row }) => ({ ...row, author: shownName({ firstName, lastName, name }) }));
}
