import { asc, eq, or, sql } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import {
  forumGuideFaq,
  forumLikes,
  forumMembers,
  forumModerationLog,
  forumNotifications,
  forumPosts,
  forumReports,
  forumSubscriptions,
  forumThreads,
} from '~/db/schema/forum';

/**
 * A person's share of the forum (issue 37, decision 0086). Their likes, watched threads,
 * notifications, reports and standing go with the account. What they wrote stays, so the threads
 * others answered still read, but no longer names them: the posts and threads are signed "a
 * former member" and lose the link to the account, as Discourse's anonymising does. A moderator's
 * log entries keep the action and lose the name. So do a guide's FAQ entries an admin took from
 * the forum (decision 0097): editorial text that stays, without who added or changed it.
 */
export const FORMER_MEMBER = 'A former member';

export const forumPersonalData: PersonalData = {
  domain: 'forum',
  tables: {
    forum_members: 'forumStanding',
    forum_threads: 'forumThreadsStarted',
    forum_posts: 'forumPosts',
    forum_likes: 'forumLikes',
    forum_subscriptions: 'forumWatching',
    forum_notifications: 'forumNotifications',
    forum_reports: 'forumReports',
    forum_moderation_log: 'forumModerationActions',
    forum_guide_faq: 'forumGuideFaqEntries',
  },
  async export(db, person) {
    const [standing, threads, posts, likes, watching, notifications, reports, actions, faqEntries] = await Promise.all([
      db
        .select({
          handle: forumMembers.handle,
          visiblePosts: forumMembers.visiblePosts,
          likesReceived: forumMembers.likesReceived,
          isModerator: forumMembers.isModerator,
          bannedUntil: forumMembers.bannedUntil,
          banReason: forumMembers.banReason,
          createdAt: forumMembers.createdAt,
        })
        .from(forumMembers)
        .where(eq(forumMembers.userId, person.id)),
      db
        .select({ slug: forumThreads.slug, title: forumThreads.title, createdAt: forumThreads.createdAt })
        .from(forumThreads)
        .where(eq(forumThreads.authorId, person.id))
        .orderBy(asc(forumThreads.createdAt)),
      db
        .select({
          thread: forumThreads.slug,
          number: forumPosts.number,
          body: forumPosts.bodyMd,
          status: forumPosts.status,
          createdAt: forumPosts.createdAt,
        })
        .from(forumPosts)
        .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
        .where(eq(forumPosts.authorId, person.id))
        .orderBy(asc(forumPosts.createdAt)),
      db
        .select({ postId: forumLikes.postId, createdAt: forumLikes.createdAt })
        .from(forumLikes)
        .where(eq(forumLikes.userId, person.id)),
      db
        .select({ thread: forumThreads.slug, since: forumSubscriptions.createdAt })
        .from(forumSubscriptions)
        .innerJoin(forumThreads, eq(forumThreads.id, forumSubscriptions.threadId))
        .where(eq(forumSubscriptions.userId, person.id)),
      db
        .select({
          kind: forumNotifications.kind,
          actorName: forumNotifications.actorName,
          createdAt: forumNotifications.createdAt,
          readAt: forumNotifications.readAt,
        })
        .from(forumNotifications)
        .where(eq(forumNotifications.userId, person.id))
        .orderBy(asc(forumNotifications.createdAt)),
      db
        .select({
          postId: forumReports.postId,
          reason: forumReports.reason,
          note: forumReports.note,
          status: forumReports.status,
          createdAt: forumReports.createdAt,
        })
        .from(forumReports)
        .where(eq(forumReports.reporterId, person.id)),
      db
        .select({ action: forumModerationLog.action, detail: forumModerationLog.detail, createdAt: forumModerationLog.createdAt })
        .from(forumModerationLog)
        .where(eq(forumModerationLog.moderatorId, person.id)),
      db
        .select({
          guide: forumGuideFaq.guideSlug,
          question: forumGuideFaq.question,
          createdAt: forumGuideFaq.createdAt,
          updatedAt: forumGuideFaq.updatedAt,
        })
        .from(forumGuideFaq)
        .where(or(eq(forumGuideFaq.createdBy, person.id), eq(forumGuideFaq.updatedBy, person.id)))
        .orderBy(asc(forumGuideFaq.createdAt)),
    ]);
    return {
      forumStanding: standing[0] ?? null,
      forumThreadsStarted: threads,
      forumPosts: posts,
      forumLikes: likes,
      forumWatching: watching,
      forumNotifications: notifications,
      forumReports: reports,
      forumModerationActions: actions,
      forumGuideFaqEntries: faqEntries,
    };
  },
  async erase(tx, person) {
    await tx.delete(forumLikes).where(eq(forumLikes.userId, person.id));
    await tx.delete(forumSubscriptions).where(eq(forumSubscriptions.userId, person.id));
    await tx.delete(forumNotifications).where(eq(forumNotifications.userId, person.id));
    await tx.delete(forumReports).where(eq(forumReports.reporterId, person.id));
    await tx.update(forumReports).set({ handledBy: null }).where(eq(forumReports.handledBy, person.id));
    // A thread list's "last post by" is a copy of the name: changed where it is theirs, before their posts lose the link.
    await tx.execute(sql`
      update ${forumThreads} t set last_poster_name = ${FORMER_MEMBER}
      where exists (
        select 1 from ${forumPosts} p
        where p.thread_id = t.id and p.author_id = ${person.id} and p.author_name = t.last_poster_name)`);
    await tx.update(forumPosts).set({ authorId: null, authorName: FORMER_MEMBER }).where(eq(forumPosts.authorId, person.id));
    await tx.update(forumPosts).set({ moderatedBy: null }).where(eq(forumPosts.moderatedBy, person.id));
    await tx.update(forumThreads).set({ authorId: null, authorName: FORMER_MEMBER }).where(eq(forumThreads.authorId, person.id));
    await tx
      .update(forumModerationLog)
      .set({ moderatorId: null, moderatorName: FORMER_MEMBER })
      .where(eq(forumModerationLog.moderatorId, person.id));
    await tx.update(forumModerationLog).set({ memberId: null }).where(eq(forumModerationLog.memberId, person.id));
    await tx.update(forumGuideFaq).set({ createdBy: null }).where(eq(forumGuideFaq.createdBy, person.id));
    await tx.update(forumGuideFaq).set({ updatedBy: null }).where(eq(forumGuideFaq.updatedBy, person.id));
    await tx.delete(forumMembers).where(eq(forumMembers.userId, person.id));
  },
};
