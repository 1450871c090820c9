import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { forumMembers, forumNotifications, forumPosts, forumSubscriptions, forumThreads } from '~/db/schema/forum';
import { markdownToText } from '~/features/content/content.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import type { Actor } from '~/utils/actor';
import { reviewerName } from '~/utils/person-name';
import { getSiteConfig } from '~/utils/site.server';
import { parseMentions } from './mentions';
import { groupNotifications, type NotificationKind } from './notification-groups';

/*
 * Forum notifications (issue 37), made by the forum's jobs after a post is published or
 * acknowledged (forum.jobs.server.ts), so a slow email never slows a reply. Unique per person,
 * kind and post: a redelivered event notifies nobody twice. Emails: every mention and accepted
 * answer; for replies to a watched thread, one email until the person has read what it told them
 * of (a lively thread is one email, not thirty). Likes and approvals are told in the site only.
 */

const EXCERPT_CHARS = 280;

function excerptOf(markdown: string): string {
  const text = markdownToText(markdown);
  return text.length <= EXCERPT_CHARS ? text : `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
}

/** The address of a post: its thread's page that holds it, scrolled to it. */
export function postPath(threadSlug: string, number: number): string {
  return `/forum/t/${threadSlug}?post=${number}#post-${number}`;
}

async function readPublishedPost(db: Executor, postId: string) {
  const [post] = await db
    .select({
      id: forumPosts.id,
      number: forumPosts.number,
      authorId: forumPosts.authorId,
      authorName: forumPosts.authorName,
      bodyMd: forumPosts.bodyMd,
      status: forumPosts.status,
      threadId: forumThreads.id,
      threadSlug: forumThreads.slug,
      threadTitle: forumThreads.title,
      threadStatus: forumThreads.status,
    })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .where(eq(forumPosts.id, postId));
  return post && post.status === 'visible' && post.threadStatus === 'visible' ? post : null;
}

type Recipient = { userId: string; kind: NotificationKind };

/** Writes the notifications not written yet and answers the new ones, each with the person's address and name. */
async function notify(db: Executor, post: { id: string; threadId: string }, actorName: string, recipients: Recipient[]) {
  if (recipients.length === 0) return [];
  const inserted = await db
    .insert(forumNotifications)
    .values(recipients.map((recipient) => ({ ...recipient, threadId: post.threadId, postId: post.id, actorName })))
    .onConflictDoNothing()
    .returning({ id: forumNotifications.id, userId: forumNotifications.userId, kind: forumNotifications.kind });
  if (inserted.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        inserted.map((row) => row.userId),
      ),
    );
  const byId = new Map(people.map((person) => [person.id, person]));
  return inserted.flatMap((row) => {
    const person = byId.get(row.userId);
    return person ? [{ ...row, person }] : [];
  });
}

async function email(
  db: Executor,
  notification: {
    id: string;
    kind: NotificationKind;
    person: { id: string; email: string; firstName: string | null; lastName: string | null };
  },
  post: { id: string; number: number; bodyMd: string; threadSlug: string; threadTitle: string },
  actorName: string,
) {
  const template = ({ mention: 'forum-mention', reply: 'forum-reply', accepted: 'forum-accepted' } as const)[
    notification.kind as 'mention' | 'reply' | 'accepted'
  ];
  if (!template) return;
  const site = getSiteConfig();
  await db.transaction(async (tx) => {
    await sendEmail(
      {
        template,
        to: notification.person.email,
        userId: notification.person.id,
        props: {
          name: reviewerName(notification.person.firstName, null) || notification.person.email,
          actorName,
          threadTitle: post.threadTitle,
          postUrl: `${site.url}${postPath(post.threadSlug, post.number)}`,
          excerpt: excerptOf(post.bodyMd),
        },
        dedupeKey: `forum:${notification.kind}:${post.id}:${notification.person.id}`,
      },
      tx,
    );
    await tx.update(forumNotifications).set({ emailedAt: new Date() }).where(eq(forumNotifications.id, notification.id));
  });
}

/** A post was published: the thread's watchers hear of the reply, the members it mentions of the mention. */
export async function notifyPublishedPost({ postId }: { postId: string }, db: Executor = getDb()) {
  const post = await readPublishedPost(db, postId);
  if (!post) return;
  const handles = parseMentions(post.bodyMd);
  const mentioned = handles.length
    ? await db.select({ userId: forumMembers.userId }).from(forumMembers).where(inArray(forumMembers.handle, handles))
    : [];
  const watchers =
    post.number === 1
      ? []
      : await db
          .select({ userId: forumSubscriptions.userId })
          .from(forumSubscriptions)
          .where(eq(forumSubscriptions.threadId, post.threadId));
  const mentionIds = new Set(mentioned.map((row) => row.userId).filter((id) => id !== post.authorId));
  const recipients: Recipient[] = [
    ...[...mentionIds].map((userId) => ({ userId, kind: 'mention' as const })),
    ...watchers
      .map((row) => row.userId)
      .filter((id) => id !== post.authorId && !mentionIds.has(id))
      .map((userId) => ({ userId, kind: 'reply' as const })),
  ];
  const made = await notify(db, post, post.authorName, recipients);
  // Told of this thread by email already, and not read since: their reply waits in the site (one read for all of them).
  const replies = made.filter((notification) => notification.kind === 'reply');
  const waiting = replies.length
    ? await db
        .selectDistinct({ userId: forumNotifications.userId })
        .from(forumNotifications)
        .where(
          and(
            inArray(
              forumNotifications.userId,
              replies.map((notification) => notification.userId),
            ),
            eq(forumNotifications.threadId, post.threadId),
            isNull(forumNotifications.readAt),
            isNotNull(forumNotifications.emailedAt),
          ),
        )
    : [];
  const alreadyTold = new Set(waiting.map((row) => row.userId));
  for (const notification of made) {
    if (notification.kind === 'reply' && alreadyTold.has(notification.userId)) continue;
    await email(db, notification, post, post.authorName);
  }
}

/** A post was liked, accepted as the answer or approved: its author hears of it. */
export async function notifyAcknowledgedPost(
  { postId, kind, actorName }: { postId: string; kind: 'like' | 'accepted' | 'approved'; actorName: string },
  db: Executor = getDb(),
) {
  const post = await readPublishedPost(db, postId);
  if (!post?.authorId) return;
  const made = await notify(db, post, actorName, [{ userId: post.authorId, kind }]);
  for (const notification of made) if (kind === 'accepted') await email(db, notification, post, actorName);
}

/** The person's notifications, grouped (notification-groups.ts), newest first, and how many are unread. */
export async function listNotifications({ actor }: { actor: Actor }, db: Executor = getDb()) {
  const rows = await db
    .select({
      id: forumNotifications.id,
      kind: forumNotifications.kind,
      threadId: forumNotifications.threadId,
      threadTitle: forumThreads.title,
      threadSlug: forumThreads.slug,
      postNumber: forumPosts.number,
      actorName: forumNotifications.actorName,
      createdAt: forumNotifications.createdAt,
      readAt: forumNotifications.readAt,
    })
    .from(forumNotifications)
    .innerJoin(forumThreads, eq(forumThreads.id, forumNotifications.threadId))
    .innerJoin(forumPosts, eq(forumPosts.id, forumNotifications.postId))
    .where(eq(forumNotifications.userId, actor.id))
    .orderBy(desc(forumNotifications.createdAt))
    .limit(100);
  const items = rows.map(({ readAt, ...row }) => ({ ...row, isRead: readAt !== null }));
  return { groups: groupNotifications(items), unread: items.filter((item) => !item.isRead).length };
}

/** How many unread notifications the person has (the forum's header shows it). */
export async function countUnreadNotifications({ actor }: { actor: Actor }, db: Executor = getDb()): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(forumNotifications)
    .where(and(eq(forumNotifications.userId, actor.id), isNull(forumNotifications.readAt)));
  return Number(row?.count ?? 0);
}

/** Marks the person's own notifications read: these ones, or all of them. */
export async function markNotificationsRead(
  { actor, ids }: { actor: Actor; ids: readonly string[] | 'all' },
  db: Executor = getDb(),
) {
  if (ids !== 'all' && ids.length === 0) return;
  await db
    .update(forumNotifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(forumNotifications.userId, actor.id),
        isNull(forumNotifications.readAt),
        ids === 'all' ? undefined : inArray(forumNotifications.id, [...ids]),
      ),
    );
}
