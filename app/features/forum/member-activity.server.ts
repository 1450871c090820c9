import { and, desc, eq } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { forumCategories, forumMembers, forumPosts, forumThreads } from '~/db/schema/forum';
import { markdownToText } from '~/features/content/content.server';
import { reviewerName } from '~/utils/person-name';
import type { Viewer } from './threads.server';
import { trustLevelOf } from './trust-levels';

/**
 * A member's page (issue 37): their shown name (first name and initial), handle, level and the
 * date they joined the forum, and their latest visible posts where the viewer may read them.
 * Moderators also read the ban, if any.
 */
export async function findMemberActivity({ handle, viewer }: { handle: string; viewer: Viewer }, db: Executor = getDb()) {
  const [member] = await db
    .select({
      userId: forumMembers.userId,
      handle: forumMembers.handle,
      lastHiddenAt: forumMembers.lastHiddenAt,
      accountCreatedAt: users.createdAt,
      isModerator: forumMembers.isModerator,
      visiblePosts: forumMembers.visiblePosts,
      likesReceived: forumMembers.likesReceived,
      bannedUntil: forumMembers.bannedUntil,
      banReason: forumMembers.banReason,
      joinedAt: forumMembers.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(forumMembers)
    .innerJoin(users, eq(users.id, forumMembers.userId))
    .where(eq(forumMembers.handle, handle.toLowerCase()));
  if (!member) return null;
  const posts = await db
    .select({
      number: forumPosts.number,
      bodyMd: forumPosts.bodyMd,
      createdAt: forumPosts.createdAt,
      threadSlug: forumThreads.slug,
      threadTitle: forumThreads.title,
    })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
    .where(
      and(
        eq(forumPosts.authorId, member.userId),
        eq(forumPosts.status, 'visible'),
        eq(forumThreads.status, 'visible'),
        viewer ? undefined : eq(forumCategories.isPublic, true),
      ),
    )
    .orderBy(desc(forumPosts.createdAt))
    .limit(20);
  const isBanned = Boolean(member.bannedUntil && member.bannedUntil.getTime() > Date.now());
  return {
    handle: member.handle,
    name: reviewerName(member.firstName, member.lastName) || member.handle,
    trustLevel: trustLevelOf(
      {
        visiblePosts: member.visiblePosts,
        likesReceived: member.likesReceived,
        joinedAt: member.accountCreatedAt,
        lastHiddenAt: member.lastHiddenAt,
      },
      new Date(),
    ),
    isModerator: member.isModerator,
    /** Whether the viewer is this member (an admin does not make themselves a moderator). */
    isViewer: viewer?.id === member.userId,
    visiblePosts: member.visiblePosts,
    likesReceived: member.likesReceived,
    joinedAt: member.joinedAt,
    ban: viewer?.isModerator && isBanned ? { until: member.bannedUntil as Date, reason: member.banReason ?? '' } : null,
    posts: posts.map((post) => {
      const text = markdownToText(post.bodyMd);
      return { ...post, bodyMd: undefined, excerpt: text.length > 240 ? `${text.slice(0, 239).trimEnd()}…` : text };
    }),
  };
}
