import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogComments, blogPosts } from '~/db/schema/blog';
import { outboxEvents } from '~/db/schema/jobs';
import { findPostForEditing, findRevision } from '~/features/blog/admin-posts.server';
import type { PostFormInput } from '~/features/blog/blog.schema';
import { seedBlogPosts } from '~/features/blog/blog-seed.server';
import { addComment, editComment, listCommentsForReader, moderateComment } from '~/features/blog/comments.server';
import { publishDuePostsJob } from '~/features/blog/jobs';
import { deletePost, type PostWriter, savePost } from '~/features/blog/post-editing.server';
import { findPublishedPost, listPublishedPosts } from '~/features/blog/posts.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { enqueueJob } from '~/features/jobs/jobs.server';
import { findDocuments } from '~/features/search/find-documents.server';
import { action as commentsAction } from '~/routes/community/blog-comments';
import { loader as feedLoader } from '~/routes/community/blog-feed';
import { loader as postLoader } from '~/routes/community/blog-post';
import { isActorRefusal } from '~/utils/actor';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser } from '../factories/actors';
import { CookieJar } from '../setup/cookie-jar';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
setupJobRunner(database);
const { db } = database;

/** A post's form as the editor sends it, with a unique title. */
function postInput(overrides: Partial<PostFormInput> = {}): PostFormInput {
  return {
    title: `Saving seed in a small garden ${randomUUID().slice(0, 8)}`,
    slug: '',
    description: 'Which seeds are easy to save at home, when to pick them and how to keep them dry until spring.',
    body: '## Start with beans\n\nBeans and peas come true from seed and need no cleaning.',
    tags: 'seed saving, Soil',
    byline: 'Rosa Field',
    coverAlt: '',
    seoTitle: '',
    seoDescription: '',
    publish: 'draft',
    publishAt: '',
    ...overrides,
  };
}

async function makeAdmin(): Promise<PostWriter> {
  const admin = await signUpPerson('blog-admin', { role: 'admin' });
  return { ...asAdmin(admin.id), name: 'Ada Admin' };
}

async function saved(input: Parameters<typeof savePost>[0]) {
  const result = await savePost(input);
  if (!result.ok) throw new Error(`save refused: ${result.code}`);
  return result;
}

const changedEventsFor = async (postId: string) =>
  (
    await db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'blog.post_changed'), sql`${outboxEvents.payload}->>'postId' = ${postId}`))
  ).length;

/** `datetime-local` text for an instant, in UTC. */
const localUtc = (date: Date) => date.toISOString().slice(0, 16);

describe('writing posts', () => {
  it('refuses anyone but an admin', async () => {
    const person = await signUpPerson('blog-writer');
    await expect(
      savePost({ actor: { ...asUser(person.id), name: 'Sam' }, postId: null, input: postInput(), timeZone: 'UTC' }),
    ).rejects.toSatisfy(isActorRefusal);
  });

  it('derives a unique slug, normalises tags and keeps every saved version', async () => {
    const admin = await makeAdmin();
    const input = postInput();
    const first = await saved({ actor: admin, postId: null, input, timeZone: 'UTC' });
    const twin = await saved({ actor: admin, postId: null, input, timeZone: 'UTC' });
    expect(twin.slug).toBe(`${first.slug}-2`);
    // An address typed by hand that another post has is refused, next to its field.
    const taken = await savePost({ actor: admin, postId: twin.postId, input: { ...input, slug: first.slug }, timeZone: 'UTC' });
    expect(taken).toMatchObject({ ok: false, code: 'slug-taken', field: 'slug' });

    await saved({ actor: admin, postId: first.postId, input: { ...input, body: 'Second wording.' }, timeZone: 'UTC' });
    const editable = await findPostForEditing({ actor: admin, postId: first.postId });
    expect(editable?.tags).toEqual(['seed-saving', 'soil']);
    expect(editable?.bodyMd).toBe('Second wording.');
    expect(editable?.revisions).toHaveLength(2);
    const oldest = editable?.revisions.at(-1);
    const old = await findRevision({ actor: admin, postId: first.postId, revisionId: oldest?.id ?? '' });
    expect(old?.bodyMd).toBe(input.body);
    expect(old?.savedByName).toBe('Ada Admin');
    // A revision is only ever read through its own post.
    expect(await findRevision({ actor: admin, postId: twin.postId, revisionId: oldest?.id ?? '' })).toBeNull();
  });

  it('announces blog.post_changed when readers see a change, and only then', async () => {
    const admin = await makeAdmin();
    const draft = await saved({ actor: admin, postId: null, input: postInput(), timeZone: 'UTC' });
    expect(await changedEventsFor(draft.postId)).toBe(0);
    await saved({ actor: admin, postId: draft.postId, input: postInput({ publish: 'publish' }), timeZone: 'UTC' });
    expect(await changedEventsFor(draft.postId)).toBe(1);
    await saved({
      actor: admin,
      postId: draft.postId,
      input: postInput({ publish: 'publish', body: 'Edited.' }),
      timeZone: 'UTC',
    });
    expect(await changedEventsFor(draft.postId)).toBe(2);
    await saved({ actor: admin, postId: draft.postId, input: postInput({ publish: 'draft' }), timeZone: 'UTC' });
    expect(await changedEventsFor(draft.postId)).toBe(3);
    await saved({ actor: admin, postId: draft.postId, input: postInput({ publish: 'publish' }), timeZone: 'UTC' });
    expect((await deletePost({ actor: admin, postId: draft.postId })).ok).toBe(true);
    expect(await changedEventsFor(draft.postId)).toBe(5);
  });
});

describe('scheduled publishing', () => {
  it('refuses a time already past', async () => {
    const admin = await makeAdmin();
    const refused = await savePost({
      actor: admin,
      postId: null,
      input: postInput({ publish: 'schedule', publishAt: localUtc(new Date(Date.now() - 60_000)) }),
      timeZone: 'UTC',
    });
    expect(refused).toMatchObject({ ok: false, code: 'publish-at', field: 'publishAt' });
  });

  it('publishes a post through the job once its time has come, once, from the row alone', async () => {
    const admin = await makeAdmin();
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
    const post = await saved({
      actor: admin,
      postId: null,
      input: postInput({ publish: 'schedule', publishAt: localUtc(inTwoHours) }),
      timeZone: 'UTC',
    });
    expect(post.status).toBe('scheduled');
    const slug = post.slug;
    expect(await findPublishedPost(slug)).toBeNull();

    // The job runs every minute; before the time, it leaves the post alone.
    await enqueueJob(publishDuePostsJob, {});
    await drainJobs();
    expect(await findPublishedPost(slug)).toBeNull();

    // Time passes (the schedule lives in the row, so a restart in between changes nothing).
    await db
      .update(blogPosts)
      .set({ publishAt: new Date(Date.now() - 1_000) })
      .where(eq(blogPosts.id, post.postId));
    await enqueueJob(publishDuePostsJob, {});
    await enqueueJob(publishDuePostsJob, {});
    await drainJobs();
    const published = await findPublishedPost(slug);
    expect(published?.publishedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await changedEventsFor(post.postId)).toBe(1);
    expect((await listPublishedPosts({ page: 1, tag: 'seed-saving' })).posts.map((row) => row.slug)).toContain(slug);
  });
});

describe('comments', () => {
  async function publishedPost() {
    const admin = await makeAdmin();
    const post = await saved({ actor: admin, postId: null, input: postInput({ publish: 'publish' }), timeZone: 'UTC' });
    return { admin, ...post };
  }

  it('holds a member’s comment: its author sees it awaiting approval, nobody else sees it until an admin approves', async () => {
    const { admin, slug } = await publishedPost();
    const member = await signUpPerson('blog-member');
    const other = await signUpPerson('blog-other');

    const posted = await callAction(
      commentsAction,
      formPost(`/blog/${slug}/comments`, { intent: 'add', body: 'Do dried pea pods need shelling before storing?' }, member.jar),
      { slug },
    );
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toBe(`/blog/${slug}#comments`);
    const [comment] = await db.select().from(blogComments).where(eq(blogComments.userId, member.id));
    expect(comment?.status).toBe('pending');

    const asAuthor = await callAction(postLoader, pageGet(`/blog/${slug}`, member.jar), { slug });
    expect((asAuthor.data as { comments: { body: string; isAwaitingApproval: boolean }[] }).comments).toEqual([
      expect.objectContaining({ body: 'Do dried pea pods need shelling before storing?', isAwaitingApproval: true }),
    ]);
    for (const jar of [other.jar, new CookieJar()]) {
      const seen = await callAction(postLoader, pageGet(`/blog/${slug}`, jar), { slug });
      expect((seen.data as { comments: unknown[] }).comments).toEqual([]);
    }

    // Another member cannot change it.
    const edited = await callAction(
      commentsAction,
      formPost(`/blog/${slug}/comments`, { intent: 'edit', commentId: comment?.id ?? '', body: 'Spam spam spam' }, other.jar),
      { slug },
    );
    expect(edited.status).toBe(403);
    await expect(editComment({ actor: asAdmin(admin.id), commentId: comment?.id ?? '', body: 'x y' })).rejects.toSatisfy(
      isActorRefusal,
    );
    // Nor approve it.
    await expect(
      moderateComment({ actor: asUser(other.id), commentId: comment?.id ?? '', decision: 'approve' }),
    ).rejects.toSatisfy(isActorRefusal);

    expect((await moderateComment({ actor: admin, commentId: comment?.id ?? '', decision: 'approve' })).ok).toBe(true);
    const visitor = await callAction(postLoader, pageGet(`/blog/${slug}`, new CookieJar()), { slug });
    expect((visitor.data as { comments: { body: string; author: string }[] }).comments).toEqual([
      expect.objectContaining({ body: 'Do dried pea pods need shelling before storing?', author: 'Sam S.' }),
    ]);

    // Changing an approved comment as someone not yet trusted holds it again.
    const changed = await editComment({ actor: asUser(member.id), commentId: comment?.id ?? '', body: 'Shelled or not?' });
    expect(changed).toEqual({ ok: true, isHeld: true });
    expect(await listCommentsForReader({ postId: (await findPublishedPost(slug))?.id ?? '', viewer: null })).toEqual([]);
  });

  it('trusts a member after three approved comments and no rejected one', async () => {
    const { admin, slug } = await publishedPost();
    const member = await signUpPerson('blog-regular');
    for (const body of ['First thought.', 'Second thought.', 'Third thought.']) {
      const added = await addComment({ actor: asUser(member.id), slug, body });
      if (!added.ok) throw new Error(added.code);
      expect(added.isHeld).toBe(true);
      await moderateComment({ actor: admin, commentId: added.commentId, decision: 'approve' });
    }
    expect(await addComment({ actor: asUser(member.id), slug, body: 'Now I am trusted.' })).toMatchObject({
      ok: true,
      isHeld: false,
    });

    const rejectedOnce = await signUpPerson('blog-rejected');
    const first = await addComment({ actor: asUser(rejectedOnce.id), slug, body: 'Buy cheap watches here.' });
    if (!first.ok) throw new Error(first.code);
    await moderateComment({ actor: admin, commentId: first.commentId, decision: 'reject' });
    // Its author does not see a rejected comment either.
    const postId = (await findPublishedPost(slug))?.id ?? '';
    const own = await listCommentsForReader({ postId, viewer: asUser(rejectedOnce.id) });
    expect(own.map((row) => row.body)).not.toContain('Buy cheap watches here.');
    // An admin's comment shows at once.
    expect(await addComment({ actor: admin, slug, body: 'Thanks, all.' })).toMatchObject({ ok: true, isHeld: false });
  });

  it('refuses a visitor, an empty comment, a draft post and a flood', async () => {
    const { admin, slug } = await publishedPost();
    const visitor = await callAction(
      commentsAction,
      formPost(`/blog/${slug}/comments`, { intent: 'add', body: 'Hi there' }, new CookieJar()),
      {
        slug,
      },
    );
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toMatch(/^\/auth\?/);

    const member = await signUpPerson('blog-flood');
    const empty = await callAction(commentsAction, formPost(`/blog/${slug}/comments`, { intent: 'add', body: ' ' }, member.jar), {
      slug,
    });
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ ok: false, fieldErrors: { body: 'blog.comments.errors.tooShort' } });

    const draft = await saved({ actor: admin, postId: null, input: postInput(), timeZone: 'UTC' });
    expect(await addComment({ actor: asUser(member.id), slug: draft.slug, body: 'Early!' })).toMatchObject({
      ok: false,
      code: 'not-found',
    });

    const process = globalThis.process;
    const saved10 = process.env.RATE_LIMIT_BLOG_COMMENT_ACCOUNT;
    process.env.RATE_LIMIT_BLOG_COMMENT_ACCOUNT = '2/600';
    const { resetEnvCache } = await import('~/utils/env.server');
    resetEnvCache();
    try {
      const flooder = await signUpPerson('blog-flooder');
      expect((await addComment({ actor: asUser(flooder.id), slug, body: 'One.' })).ok).toBe(true);
      expect((await addComment({ actor: asUser(flooder.id), slug, body: 'Two.' })).ok).toBe(true);
      expect(await addComment({ actor: asUser(flooder.id), slug, body: 'Three.' })).toMatchObject({ ok: false, status: 429 });
    } finally {
      if (saved10 === undefined) delete process.env.RATE_LIMIT_BLOG_COMMENT_ACCOUNT;
      else process.env.RATE_LIMIT_BLOG_COMMENT_ACCOUNT = saved10;
      resetEnvCache();
    }
  });
});

describe('the seeded posts and the feed', () => {
  it('loads content/blog idempotently, keyed on the slug', async () => {
    const count = await seedBlogPosts(db);
    expect(count).toBeGreaterThanOrEqual(2);
    const again = await seedBlogPosts(db);
    expect(again).toBe(count);
    const rows = await db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'putting-beds-to-rest-for-winter'));
    expect(rows).toHaveLength(1);
    const post = await findPublishedPost('putting-beds-to-rest-for-winter');
    expect(post?.byline).toBe('Tomás Reyes');
    expect(post?.publishedAt.toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(post?.readingMinutes).toBeGreaterThanOrEqual(3);
  });

  it('serves published posts in the Atom feed and BlogPosting data on the page', async () => {
    const { slug, title } = await (async () => {
      const admin = await makeAdmin();
      const input = postInput({ publish: 'publish', title: `Beans & “peas” <in> winter ${randomUUID().slice(0, 6)}` });
      const post = await saved({ actor: admin, postId: null, input, timeZone: 'UTC' });
      return { slug: post.slug, title: input.title };
    })();
    const feed = await callAction(feedLoader, pageGet('/blog/feed.xml', new CookieJar()));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/atom+xml');
    const xml = String(feed.data);
    expect(xml).toContain(`/blog/${slug}`);
    expect(xml).toContain(title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));

    const page = await callAction(postLoader, pageGet(`/blog/${slug}`, new CookieJar()), { slug });
    const jsonLd = (page.data as { seo: { jsonLd: Record<string, unknown>[] } }).seo.jsonLd[0];
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title, author: { name: 'Rosa Field' } });
    expect(jsonLd?.datePublished).toEqual(expect.any(String));
    expect(jsonLd?.dateModified).toEqual(expect.any(String));
    expect((page.data as { seo: { title: string } }).seo.title.length).toBeLessThanOrEqual(55);
  });
});

describe('posts in the site search', () => {
  it('a published post is found once its event is handled; a post taken back to draft or deleted is not', async () => {
    const admin = await makeAdmin();
    const title = `Overwintering chillies indoors ${randomUUID().slice(0, 6)}`;
    const found = async () =>
      (await findDocuments({ query: 'overwintering chillies', kinds: ['post'] })).groups[0]?.hits.map((hit) => hit.title) ?? [];
    const draft = await saved({ actor: admin, postId: null, input: postInput({ title }), timeZone: 'UTC' });
    await drainJobs();
    expect(await found()).not.toContain(title);

    await saved({ actor: admin, postId: draft.postId, input: postInput({ title, publish: 'publish' }), timeZone: 'UTC' });
    await drainJobs();
    expect(await found()).toContain(title);

    await saved({ actor: admin, postId: draft.postId, input: postInput({ title, publish: 'draft' }), timeZone: 'UTC' });
    await drainJobs();
    expect(await found()).not.toContain(title);

    await saved({ actor: admin, postId: draft.postId, input: postInput({ title, publish: 'publish' }), timeZone: 'UTC' });
    await drainJobs();
    expect(await found()).toContain(title);
    const deleted = await deletePost({ actor: admin, postId: draft.postId });
    expect(deleted.ok).toBe(true);
    await drainJobs();
    expect(await found()).not.toContain(title);
  });
});
