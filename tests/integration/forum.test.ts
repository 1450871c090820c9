import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabaseBus } from '~/db/realtime-bus.server';
import { users } from '~/db/schema/accounts';
import {
  forumCategories,
  forumMembers,
  forumModerationLog,
  forumNotifications,
  forumPosts,
  forumThreads,
} from '~/db/schema/forum';
import { emailMessages } from '~/db/schema/messaging';
import { seedForum } from '~/features/forum/forum-seed.server';
import { ensureMember, findStanding } from '~/features/forum/members.server';
import {
  listModerationQueue,
  moderatePost,
  moveThread,
  reportPost,
  setBan,
  setThreadFlag,
} from '~/features/forum/moderation.server';
import { setModerator } from '~/features/forum/moderators.server';
import { listNotifications, markNotificationsRead } from '~/features/forum/notifications.server';
import { createThread, editPost, replyToThread } from '~/features/forum/posting.server';
import { acceptAnswer, setLike, setWatching } from '~/features/forum/reactions.server';
import { createThreadHub } from '~/features/forum/thread-hub.server';
import { announceThreadChange, type ThreadChanges } from '~/features/forum/thread-live.server';
import {
  countThreads,
  findThread,
  forumViewer,
  listCategories,
  listThreadPosts,
  POSTS_PER_PAGE,
  pageOfPost,
} from '~/features/forum/threads.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { saveSearchDocuments } from '~/features/search/documents.server';
import { findDocumentsByPaths } from '~/features/search/documents-by-path.server';
import { findDocuments } from '~/features/search/find-documents.server';
import { type Actor, isActorRefusal } from '~/utils/actor';
import { createActor } from '../factories/actors';
import { setupJobRunner } from '../setup/job-runner';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
setupJobRunner(database);
const { db } = database;

const DAY = 86_400_000;
let categorySlug = '';

/** A member past level 0 (two visible posts, an account two days old): their posts appear at once. */
async function seasonedMember(name = 'Rosa'): Promise<Actor & { handle: string }> {
  const actor = await createActor(database);
  await db
    .update(users)
    .set({ firstName: name, createdAt: new Date(Date.now() - 3 * DAY) })
    .where(eq(users.id, actor.id));
  const standing = await ensureMember(db, actor.id);
  await db.update(forumMembers).set({ visiblePosts: 2 }).where(eq(forumMembers.userId, actor.id));
  return { id: actor.id, role: 'user', handle: standing.handle };
}

async function newcomer(): Promise<Actor> {
  const actor = await createActor(database);
  return { id: actor.id, role: 'user' };
}

async function admin(): Promise<Actor> {
  const actor = await createActor(database, 'admin');
  return { id: actor.id, role: 'admin' };
}

async function category() {
  if (categorySlug) return categorySlug;
  await seedForum(db as never, { withThreads: false });
  const [row] = await db.select({ slug: forumCategories.slug }).from(forumCategories).orderBy(forumCategories.position).limit(1);
  categorySlug = row?.slug ?? '';
  return categorySlug;
}

async function startThread(actor: Actor, overrides: { title?: string; kind?: 'question' | 'discussion'; body?: string } = {}) {
  const result = await createThread({
    actor,
    input: {
      category: await category(),
      title: overrides.title ?? `Why do my seedlings stretch ${crypto.randomUUID().slice(0, 6)}?`,
      kind: overrides.kind ?? 'question',
      body: overrides.body ?? 'They grow tall and pale on the windowsill within a week of coming up.',
    },
  });
  if (!result.ok) throw new Error(`thread refused: ${result.code}`);
  return result;
}

async function reply(actor: Actor, threadId: string, body: string, quotes: number | null = null) {
  const result = await replyToThread({ actor, threadId, body, quotes });
  if (!result.ok) throw new Error(`reply refused: ${result.code}`);
  return result;
}

describe('posting and trust levels', () => {
  it('holds a new member’s first post for a moderator, shows it to its author only, and publishes it when approved', async () => {
    const asker = await seasonedMember();
    const thread = await startThread(asker);
    expect(thread.isHeld).toBe(false);
    const fresh = await newcomer();
    const held = await reply(fresh, thread.threadId, 'Give them more light and less heat.');
    expect(held.isHeld).toBe(true);

    const threadRow = await findThread({ slug: thread.slug, viewer: null });
    if (!threadRow) throw new Error('thread not found');
    const asVisitor = await listThreadPosts({ thread: threadRow, viewer: null });
    expect(asVisitor.posts.map((post) => post.number)).toEqual([1]);
    const asAuthor = await listThreadPosts({ thread: threadRow, viewer: await forumViewer(fresh) });
    expect(asAuthor.posts.map((post) => [post.number, post.status])).toEqual([
      [1, 'visible'],
      [2, 'pending'],
    ]);

    const moderator = await admin();
    const queue = await listModerationQueue({ actor: moderator });
    expect(queue.held.some((post) => post.id === held.postId)).toBe(true);
    expect((await moderatePost({ actor: moderator, postId: held.postId, decision: 'approve' })).ok).toBe(true);
    const after = await listThreadPosts({ thread: threadRow, viewer: null });
    expect(after.posts.map((post) => post.number)).toEqual([1, 2]);
    const [counts] = await db
      .select({ replies: forumThreads.replyCount })
      .from(forumThreads)
      .where(eq(forumThreads.id, thread.threadId));
    expect(counts?.replies).toBe(1);
    const [log] = await db
      .select({ action: forumModerationLog.action })
      .from(forumModerationLog)
      .where(eq(forumModerationLog.postId, held.postId));
    expect(log?.action).toBe('approve');
  });

  it('refuses a new member more than two links, and a post in a locked thread, leaving nothing written', async () => {
    const asker = await seasonedMember();
    const thread = await startThread(asker);
    const fresh = await newcomer();
    const links = await replyToThread({
      actor: fresh,
      threadId: thread.threadId,
      body: 'See https://a.example.org and https://b.example.org and https://c.example.org',
      quotes: null,
    });
    expect(links).toMatchObject({ ok: false, code: 'too-many-links' });

    const moderator = await admin();
    expect((await setThreadFlag({ actor: moderator, threadId: thread.threadId, flag: 'locked', value: true })).ok).toBe(true);
    const locked = await replyToThread({ actor: asker, threadId: thread.threadId, body: 'One more thought.', quotes: null });
    expect(locked).toMatchObject({ ok: false, code: 'locked' });
    const posts = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.threadId, thread.threadId));
    expect(posts).toHaveLength(1);
  });

  it('lets only the author or a moderator edit a post, and refuses a banned member until the ban is lifted', async () => {
    const asker = await seasonedMember();
    const other = await seasonedMember('Sam');
    const thread = await startThread(asker);
    const [opening] = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.threadId, thread.threadId));
    if (!opening) throw new Error('no opening post');
    expect(await editPost({ actor: other, postId: opening.id, body: 'Not mine to change.' })).toMatchObject({
      ok: false,
      code: 'not-yours',
    });
    expect((await editPost({ actor: asker, postId: opening.id, body: 'They stretch towards the window.' })).ok).toBe(true);

    const moderator = await admin();
    const [member] = await db.select({ handle: forumMembers.handle }).from(forumMembers).where(eq(forumMembers.userId, other.id));
    await expect(setBan({ actor: other, handle: member?.handle ?? '', days: 3, reason: 'not a moderator' })).rejects.toSatisfy(
      isActorRefusal,
    );
    expect((await setBan({ actor: moderator, handle: member?.handle ?? '', days: 3, reason: 'Repeated advertising' })).ok).toBe(
      true,
    );
    expect(await replyToThread({ actor: other, threadId: thread.threadId, body: 'Buy my seeds!', quotes: null })).toMatchObject({
      ok: false,
      code: 'banned',
    });
    expect((await setBan({ actor: moderator, handle: member?.handle ?? '', days: null })).ok).toBe(true);
    expect((await reply(other, thread.threadId, 'Sorry. Turn the tray daily.')).isHeld).toBe(false);
  });
});

describe('moderation', () => {
  it('hides a reported post (its reports upheld, its author back to level 0), and refuses a member the moderator’s powers', async () => {
    const asker = await seasonedMember();
    const thread = await startThread(asker);
    const rude = await seasonedMember('Rude');
    const post = await reply(rude, thread.threadId, 'What a silly question.');
    const reporter = await seasonedMember('Kind');
    expect((await reportPost({ actor: reporter, postId: post.postId, reason: 'abuse', note: 'Unkind' })).ok).toBe(true);
    expect(await reportPost({ actor: reporter, postId: post.postId, reason: 'abuse', note: '' })).toMatchObject({
      ok: false,
      code: 'already-reported',
    });
    await expect(moderatePost({ actor: reporter, postId: post.postId, decision: 'hide' })).rejects.toSatisfy(isActorRefusal);
    await expect(setThreadFlag({ actor: reporter, threadId: thread.threadId, flag: 'pinned', value: true })).rejects.toSatisfy(
      isActorRefusal,
    );

    const moderator = await admin();
    const queue = await listModerationQueue({ actor: moderator });
    expect(queue.reported.find((entry) => entry.id === post.postId)?.reports).toBe(1);
    expect((await moderatePost({ actor: moderator, postId: post.postId, decision: 'hide' })).ok).toBe(true);

    const threadRow = await findThread({ slug: thread.slug, viewer: null });
    if (!threadRow) throw new Error('thread not found');
    const shown = await listThreadPosts({ thread: threadRow, viewer: await forumViewer(asker) });
    expect(shown.posts.find((entry) => entry.id === post.postId)).toMatchObject({ status: 'hidden', html: null });
    const asModerator = await listThreadPosts({ thread: threadRow, viewer: await forumViewer(moderator) });
    expect(asModerator.posts.find((entry) => entry.id === post.postId)?.html).toContain('silly question');
    const standing = { level: (await findStanding(db, rude.id))?.trustLevel };
    expect(standing?.level).toBe(0);
    expect((await reply(rude, thread.threadId, 'Sorry about that.')).isHeld).toBe(true);
  });

  it('pins and moves a thread, recording who did it', async () => {
    const asker = await seasonedMember();
    const thread = await startThread(asker);
    const moderator = await admin();
    const categories = await db.select({ slug: forumCategories.slug }).from(forumCategories).orderBy(forumCategories.position);
    const target = categories[1]?.slug ?? '';
    expect((await setThreadFlag({ actor: moderator, threadId: thread.threadId, flag: 'pinned', value: true })).ok).toBe(true);
    expect((await moveThread({ actor: moderator, threadId: thread.threadId, categorySlug: target })).ok).toBe(true);
    const moved = await findThread({ slug: thread.slug, viewer: null });
    expect(moved).toMatchObject({ isPinned: true, categorySlug: target });
    const actions = await db
      .select({ action: forumModerationLog.action, moderatorId: forumModerationLog.moderatorId })
      .from(forumModerationLog)
      .where(eq(forumModerationLog.threadId, thread.threadId));
    expect(actions.map((entry) => entry.action).sort()).toEqual(['move', 'pin']);
    expect(actions.every((entry) => entry.moderatorId === moderator.id)).toBe(true);
  });
});

describe('the categories’ thread counts', () => {
  /** Each category's count as /forum shows it, beside a count of its visible threads. */
  async function countsAgree() {
    const shown = await listCategories({ viewer: null });
    const counted = await db
      .select({ categoryId: forumThreads.categoryId, threads: sql<number>`count(*)::int` })
      .from(forumThreads)
      .where(eq(forumThreads.status, 'visible'))
      .groupBy(forumThreads.categoryId);
    for (const category of shown)
      expect(category.threads, category.slug).toBe(counted.find((row) => row.categoryId === category.id)?.threads ?? 0);
    return shown;
  }
  const countOf = async (slug: string) => (await countsAgree()).find((category) => category.slug === slug)?.threads ?? -1;

  it('follows threads as they are started, held, approved, hidden, moved and deleted', async () => {
    const home = await category();
    const categories = await db
      .select({ id: forumCategories.id, slug: forumCategories.slug })
      .from(forumCategories)
      .orderBy(forumCategories.position);
    const other = categories[1];
    if (!other) throw new Error('a second category is needed');
    const start = await countOf(home);
    const moderator = await admin();

    const shown = await startThread(await seasonedMember());
    expect(await countOf(home)).toBe(start + 1);
    const held = await startThread(await newcomer());
    expect(held.isHeld).toBe(true);
    expect(await countOf(home)).toBe(start + 1);
    const [heldOpening] = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.threadId, held.threadId));
    expect((await moderatePost({ actor: moderator, postId: heldOpening?.id ?? '', decision: 'approve' })).ok).toBe(true);
    expect(await countOf(home)).toBe(start + 2);

    const [opening] = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.threadId, shown.threadId));
    expect((await moderatePost({ actor: moderator, postId: opening?.id ?? '', decision: 'hide' })).ok).toBe(true);
    expect(await countOf(home)).toBe(start + 1);
    expect((await moderatePost({ actor: moderator, postId: opening?.id ?? '', decision: 'restore' })).ok).toBe(true);
    expect(await countOf(home)).toBe(start + 2);

    const otherBefore = await countOf(other.slug);
    expect((await moveThread({ actor: moderator, threadId: shown.threadId, categorySlug: other.slug })).ok).toBe(true);
    expect(await countOf(home)).toBe(start + 1);
    expect(await countOf(other.slug)).toBe(otherBefore + 1);
    expect(await countThreads({ categoryId: other.id, viewer: null })).toBe(otherBefore + 1);

    await db.delete(forumThreads).where(eq(forumThreads.id, shown.threadId));
    expect(await countOf(other.slug)).toBe(otherBefore);
    const everything = await countThreads({ viewer: null });
    expect(everything).toBe((await countsAgree()).reduce((sum, row) => sum + row.threads, 0));
  });
});

describe('moderators', () => {
  it('lets an admin name a member moderator (logged), who then moderates but cannot name others, ban a moderator or an admin', async () => {
    const boss = await admin();
    const helper = await seasonedMember('Iris');
    const other = await seasonedMember('Noor');
    const author = await seasonedMember('Tom');
    const thread = await startThread(author);
    const post = await reply(other, thread.threadId, 'Buy my miracle grow pills at example.org');

    // Before: a member has no moderator's powers.
    await expect(moderatePost({ actor: helper, postId: post.postId, decision: 'hide' })).rejects.toSatisfy(isActorRefusal);
    // Only an admin names moderators.
    await expect(setModerator({ actor: helper, handle: helper.handle, isModerator: true })).rejects.toSatisfy(isActorRefusal);
    expect((await setModerator({ actor: boss, handle: helper.handle, isModerator: true })).ok).toBe(true);
    expect((await setModerator({ actor: boss, handle: 'nobody-here', isModerator: true })).ok).toBe(false);
    const [log] = await db
      .select({ action: forumModerationLog.action, memberId: forumModerationLog.memberId })
      .from(forumModerationLog)
      .where(and(eq(forumModerationLog.memberId, helper.id), eq(forumModerationLog.action, 'grant-moderator')));
    expect(log).toBeDefined();

    // Now they moderate: hide a post, ban a member.
    expect((await moderatePost({ actor: helper, postId: post.postId, decision: 'hide' })).ok).toBe(true);
    expect((await setBan({ actor: helper, handle: other.handle, days: 3, reason: 'Advertising pills' })).ok).toBe(true);
    // But not another moderator, nor an admin, nor name moderators themselves.
    const second = await seasonedMember('Kai');
    expect((await setModerator({ actor: boss, handle: second.handle, isModerator: true })).ok).toBe(true);
    await expect(setBan({ actor: helper, handle: second.handle, days: 3, reason: 'Disagreeing with me' })).rejects.toSatisfy(
      isActorRefusal,
    );
    const bossStanding = await ensureMember(db, boss.id);
    await expect(
      setBan({ actor: helper, handle: bossStanding.handle, days: 3, reason: 'Disagreeing with me' }),
    ).rejects.toSatisfy(isActorRefusal);
    await expect(setModerator({ actor: helper, handle: author.handle, isModerator: true })).rejects.toSatisfy(isActorRefusal);

    // Taken back, the powers go with it.
    expect((await setModerator({ actor: boss, handle: helper.handle, isModerator: false })).ok).toBe(true);
    await expect(moderatePost({ actor: helper, postId: post.postId, decision: 'restore' })).rejects.toSatisfy(isActorRefusal);
    expect((await findStanding(db, helper.id))?.isModerator).toBe(false);
  });
});

describe('answers, likes and notifications', () => {
  it("reads a page's posts with how many there are, the reader's likes, their watching and mentions of members", async () => {
    const asker = await seasonedMember();
    const helper = await seasonedMember('Helper');
    const reader = await seasonedMember('Reader');
    const thread = await startThread(asker);
    const answer = await reply(helper, thread.threadId, `Ask @${asker.handle} or @nobody_here_at_all about it.`);
    await reply(helper, thread.threadId, 'A second reply that nobody likes.');
    const threadRow = await findThread({ slug: thread.slug, viewer: null });
    if (!threadRow) throw new Error('thread not found');

    const before = await listThreadPosts({ thread: threadRow, viewer: await forumViewer(reader) });
    expect(before).toMatchObject({ total: 3, likedPostIds: [], isWatching: false });
    expect((await setLike({ actor: reader, postId: answer.postId, isLiked: true })).ok).toBe(true);
    expect((await setWatching({ actor: reader, threadId: thread.threadId, isWatching: true })).ok).toBe(true);
    const after = await listThreadPosts({ thread: threadRow, viewer: await forumViewer(reader) });
    expect(after).toMatchObject({ total: 3, likedPostIds: [answer.postId], isWatching: true });
    const mentioning = after.posts.find((post) => post.id === answer.postId)?.html ?? '';
    expect(mentioning).toContain(`href="/forum/u/${asker.handle}"`);
    expect(mentioning).not.toContain('href="/forum/u/nobody_here_at_all"');

    const asVisitor = await listThreadPosts({ thread: threadRow, viewer: null });
    expect(asVisitor).toMatchObject({ total: 3, likedPostIds: [], isWatching: false });
    expect(asVisitor.posts.find((post) => post.id === answer.postId)?.html).toContain(`href="/forum/u/${asker.handle}"`);
    expect(await listThreadPosts({ thread: threadRow, viewer: null, page: 2 })).toMatchObject({ posts: [], total: 0 });
  });

  it('reads a long thread a page at a time, and finds the page that holds a post, as each reader sees the thread', async () => {
    const asker = await seasonedMember();
    const helper = await seasonedMember('Helper');
    const moderator = await admin();
    const thread = await startThread(asker);
    // A page and a bit of replies, written as they would be; the third is held for moderators.
    const replies = POSTS_PER_PAGE + 2;
    await db.insert(forumPosts).values(
      Array.from({ length: replies }, (_, index) => ({
        threadId: thread.threadId,
        number: index + 2,
        authorId: helper.id,
        authorName: 'Helper',
        bodyMd: `Reply ${index + 2} about spacing garlic cloves.`,
        status: index === 1 ? ('pending' as const) : ('visible' as const),
      })),
    );
    const threadRow = await findThread({ slug: thread.slug, viewer: null });
    if (!threadRow) throw new Error('thread not found');
    const visitor = await listThreadPosts({ thread: threadRow, viewer: null });
    expect(visitor.posts).toHaveLength(POSTS_PER_PAGE);
    expect(visitor).toMatchObject({ total: replies, perPage: POSTS_PER_PAGE, page: 1 });
    const second = await listThreadPosts({ thread: threadRow, viewer: null, page: 2 });
    expect(second.posts.map((post) => post.number)).toEqual([replies, replies + 1]);
    // A moderator sees the held post too, so the page break comes one post earlier for them.
    const asModerator = await listThreadPosts({ thread: threadRow, viewer: await forumViewer(moderator), page: 2 });
    expect(asModerator.posts.map((post) => post.number)).toEqual([POSTS_PER_PAGE + 1, replies, replies + 1]);
    const last = replies + 1;
    expect(await pageOfPost({ threadId: thread.threadId, viewer: null, number: last })).toBe(2);
    expect(await pageOfPost({ threadId: thread.threadId, viewer: null, number: POSTS_PER_PAGE + 1 })).toBe(1);
    expect(
      await pageOfPost({ threadId: thread.threadId, viewer: await forumViewer(moderator), number: POSTS_PER_PAGE + 1 }),
    ).toBe(2);
    expect(await listThreadPosts({ thread: threadRow, viewer: null, page: 3 })).toMatchObject({ posts: [], total: 0 });
  });

  it('lets the asker accept an answer, not someone else, and not on a discussion', async () => {
    const asker = await seasonedMember();
    const helper = await seasonedMember('Helper');
    const thread = await startThread(asker);
    const answer = await reply(helper, thread.threadId, 'Lower the light to a hand’s width above them.');
    expect(await acceptAnswer({ actor: helper, threadId: thread.threadId, postId: answer.postId })).toMatchObject({
      code: 'not-yours',
    });
    expect((await acceptAnswer({ actor: asker, threadId: thread.threadId, postId: answer.postId })).ok).toBe(true);
    const [row] = await db
      .select({ accepted: forumThreads.acceptedPostId })
      .from(forumThreads)
      .where(eq(forumThreads.id, thread.threadId));
    expect(row?.accepted).toBe(answer.postId);

    const talk = await startThread(asker, { kind: 'discussion' });
    const said = await reply(helper, talk.threadId, 'I agree.');
    expect(await acceptAnswer({ actor: asker, threadId: talk.threadId, postId: said.postId })).toMatchObject({
      code: 'not-a-question',
    });
  });

  it('notifies watchers and mentioned members once each, emails once per thread until read, and groups them', async () => {
    const asker = await seasonedMember('Asker');
    const helper = await seasonedMember('Helper');
    const mentioned = await seasonedMember('Named');
    const thread = await startThread(asker);
    await reply(helper, thread.threadId, `Good question. @${mentioned.handle} grew these last spring.`);
    await reply(helper, thread.threadId, 'And keep the compost barely damp.');
    await drainJobs();
    await drainJobs();

    const forAsker = await listNotifications({ actor: asker });
    expect(forAsker.unread).toBe(2);
    expect(forAsker.groups).toHaveLength(1);
    expect(forAsker.groups[0]).toMatchObject({ kind: 'reply', actors: [expect.any(String)] });
    const forNamed = await listNotifications({ actor: mentioned });
    expect(forNamed.groups.map((group) => group.kind)).toEqual(['mention']);

    const askerEmails = await db
      .select({ template: emailMessages.template })
      .from(emailMessages)
      .innerJoin(users, eq(users.email, emailMessages.toAddress))
      .where(eq(users.id, asker.id));
    expect(askerEmails.map((email) => email.template)).toEqual(['forum-reply']);

    await markNotificationsRead({ actor: asker, ids: 'all' });
    await reply(helper, thread.threadId, 'One more thing: turn the tray daily.');
    await drainJobs();
    const again = await db
      .select({ template: emailMessages.template })
      .from(emailMessages)
      .innerJoin(users, eq(users.email, emailMessages.toAddress))
      .where(eq(users.id, asker.id));
    expect(again).toHaveLength(2);

    // A watcher who stops watching hears of no more replies.
    expect((await setWatching({ actor: asker, threadId: thread.threadId, isWatching: false })).ok).toBe(true);
    await reply(helper, thread.threadId, 'Last tip.');
    await drainJobs();
    const total = await db
      .select({ id: forumNotifications.id })
      .from(forumNotifications)
      .where(eq(forumNotifications.userId, asker.id));
    expect(total).toHaveLength(3);
  });

  it('counts a like once, not on one’s own post, and tells the author', async () => {
    const asker = await seasonedMember();
    const fan = await seasonedMember('Fan');
    const thread = await startThread(asker);
    const [opening] = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.threadId, thread.threadId));
    const postId = opening?.id ?? '';
    expect(await setLike({ actor: asker, postId, isLiked: true })).toMatchObject({ code: 'own-post' });
    expect(await setLike({ actor: fan, postId, isLiked: true })).toMatchObject({ ok: true, likeCount: 1 });
    expect(await setLike({ actor: fan, postId, isLiked: true })).toMatchObject({ ok: true, likeCount: 1 });
    await drainJobs();
    expect((await listNotifications({ actor: asker })).groups.map((group) => group.kind)).toContain('like');
    expect(await setLike({ actor: fan, postId, isLiked: false })).toMatchObject({ ok: true, likeCount: 0 });
    const [member] = await db
      .select({ likes: forumMembers.likesReceived })
      .from(forumMembers)
      .where(eq(forumMembers.userId, asker.id));
    expect(member?.likes).toBe(0);
  });
});

describe('search and the demo content', () => {
  it('puts a visible thread of a public category in the site search, and takes it out when hidden', async () => {
    const asker = await seasonedMember();
    const word = `quillwort${crypto.randomUUID().slice(0, 4).replace(/[0-9]/g, 'x')}`;
    const thread = await startThread(asker, {
      title: `Growing ${word} in a bog garden`,
      body: `Has anyone grown ${word} in a small bog garden?`,
    });
    await drainJobs();
    const found = await findDocuments({ query: word, kinds: ['thread'] });
    expect(found.groups[0]?.hits.map((hit) => hit.path)).toEqual([`/forum/t/${thread.slug}`]);

    const [opening] = await db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(and(eq(forumPosts.threadId, thread.threadId), eq(forumPosts.number, 1)));
    await moderatePost({ actor: await admin(), postId: opening?.id ?? '', decision: 'hide' });
    await drainJobs();
    expect((await findDocuments({ query: word, kinds: ['thread'] })).groups).toHaveLength(0);
    expect(await findThread({ slug: thread.slug, viewer: null })).toBeNull();
  });

  it('finds the pages a thread links to by their address, skipping addresses that are no page', async () => {
    const path = `/product/leaf-rake-${crypto.randomUUID().slice(0, 6)}`;
    await saveSearchDocuments(db, [
      {
        kind: 'product',
        sourceId: path,
        title: 'Leaf rake',
        summary: 'A wide rake for autumn leaves.',
        body: '',
        path,
        priceCents: 2400,
      },
    ]);
    const found = await findDocumentsByPaths([path, '/product/no-such-thing']);
    expect(found).toEqual([expect.objectContaining({ kind: 'product', title: 'Leaf rake', path, priceCents: 2400 })]);
  });

  it('loads the demo threads once, with their accepted answers', async () => {
    await seedForum(db as never, { withThreads: true });
    await seedForum(db as never, { withThreads: true });
    const [counted] = await db
      .select({ threads: sql<number>`count(*)::int`, accepted: sql<number>`count(${forumThreads.acceptedPostId})::int` })
      .from(forumThreads)
      .where(sql`${forumThreads.authorId} is null`);
    expect(counted?.threads).toBeGreaterThanOrEqual(20);
    expect(counted?.accepted).toBeGreaterThanOrEqual(5);
  });
});

describe('live thread pages', () => {
  it('hands a new reply to the sockets of two instances, and catches up a page that was away', async () => {
    const asker = await seasonedMember();
    const thread = await startThread(asker);
    const hubA = createThreadHub({ bus: createDatabaseBus(database) });
    const hubB = createThreadHub({ bus: createDatabaseBus(database) });
    const received: Record<string, ThreadChanges[]> = { a: [], b: [] };
    const socket = (name: 'a' | 'b') => ({ readyState: 1, send: (text: string) => received[name]?.push(JSON.parse(text)) });
    const [revision] = await db
      .select({ revision: forumThreads.revision })
      .from(forumThreads)
      .where(eq(forumThreads.id, thread.threadId));
    const stopA = await hubA.watch(socket('a'), thread.threadId, revision?.revision ?? 0);
    const stopB = await hubB.watch(socket('b'), thread.threadId, revision?.revision ?? 0);
    const helper = await seasonedMember('Helper');
    await reply(helper, thread.threadId, 'More light, less heat.');
    const arrived = async (name: 'a' | 'b') => {
      for (let tries = 0; tries < 50 && !received[name]?.some((m) => m.posts.some((p) => p.number === 2)); tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return received[name]?.flatMap((m) => m.posts).find((p) => p.number === 2);
    };
    expect((await arrived('a'))?.html).toContain('More light');
    expect((await arrived('b'))?.html).toContain('More light');

    // A page that saw revision 1 only catches up on connecting.
    const late: ThreadChanges[] = [];
    const stopC = await hubA.watch({ readyState: 1, send: (text) => late.push(JSON.parse(text)) }, thread.threadId, 1);
    expect(late[0]?.posts.map((post) => post.number)).toEqual([2]);
    await Promise.all([stopA(), stopB(), stopC()]);
    expect(hubA.localCount(thread.threadId)).toBe(0);
    await announceThreadChange(thread.threadId, 0);
    await Promise.all([hubA.close(), hubB.close()]);
  });
});
