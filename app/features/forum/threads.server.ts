import { and, asc, count, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, getDb, type SqlRows } from '~/db/client.server';
import { forumCategories, forumLikes, forumMembers, forumPosts, forumSubscriptions, forumThreads } from '~/db/schema/forum';
import type { Actor } from '~/utils/actor';
import { type ForumStanding, findStanding, moderates } from './members.server';
import { knownHandles, mentionedHandles, type PostRow, type ShownPost, showPost } from './post-view.server';

/*
 * What the forum's pages read (issue 37). Visitors read public categories; members-only
 * categories need an account. A thread held for a moderator (a new member's first) is seen by
 * its author and moderators; a hidden one by moderators only. Explicit columns, a page at a time.
 */

/**
 * Threads on a page of a list; posts on a page of a thread: twenty, as Discourse loads a topic
 * twenty posts at a time (decision 0107, amended for the lists). A page stays short to scroll on
 * a phone and cheap to render; `?post=N` links open the page that holds the post.
 */
export const THREADS_PER_PAGE = 20;
export const POSTS_PER_PAGE = 20;

export type Viewer = (Actor & { isModerator: boolean }) | null;

/** The viewer as the forum sees them, and their standing (null for a visitor or someone who never took part); read once per request. */
export async function readForumViewer(
  actor: Actor | null,
  db: Executor = getDb(),
): Promise<{ viewer: Viewer; standing: ForumStanding | null }> {
  if (!actor) return { viewer: null, standing: null };
  const standing = await findStanding(db, actor.id);
  return { viewer: { id: actor.id, role: actor.role, isModerator: moderates(actor, standing) }, standing };
}

/** The viewer as the forum sees them: whether they moderate. */
export async function forumViewer(actor: Actor | null, db: Executor = getDb()): Promise<Viewer> {
  return (await readForumViewer(actor, db)).viewer;
}

const categoryColumns = {
  id: forumCategories.id,
  slug: forumCategories.slug,
  name: forumCategories.name,
  description: forumCategories.description,
  isPublic: forumCategories.isPublic,
};
export type ForumCategory = { id: string; slug: string; name: string; description: string; isPublic: boolean };

function readableCategories(viewer: Viewer): SQL | undefined {
  return viewer ? undefined : eq(forumCategories.isPublic, true);
}

/**
 * The categories this viewer may read, in their order, with how many visible threads each holds
 * (the category's own count, kept by a trigger: decision 0107), so the cost does not grow with
 * the forum's threads (bench:forum at 10,000).
 */
export async function listCategories({ viewer }: { viewer: Viewer }, db: Executor = getDb()) {
  const rows = await db
    .select({ ...categoryColumns, threads: forumCategories.visibleThreads })
    .from(forumCategories)
    .where(readableCategories(viewer))
    .orderBy(asc(forumCategories.position), asc(forumCategories.name));
  return rows.map((row) => ({ ...row, threads: Number(row.threads) }));
}

export async function findCategory({ slug, viewer }: { slug: string; viewer: Viewer }, db: Executor = getDb()) {
  const [row] = await db
    .select(categoryColumns)
    .from(forumCategories)
    .where(and(eq(forumCategories.slug, slug), readableCategories(viewer)));
  return row ?? null;
}

const threadColumns = {
  id: forumThreads.id,
  slug: forumThreads.slug,
  title: forumThreads.title,
  kind: forumThreads.kind,
  authorId: forumThreads.authorId,
  authorName: forumThreads.authorName,
  status: forumThreads.status,
  isPinned: forumThreads.isPinned,
  isLocked: forumThreads.isLocked,
  acceptedPostId: forumThreads.acceptedPostId,
  replyCount: forumThreads.replyCount,
  revision: forumThreads.revision,
  lastPostedAt: forumThreads.lastPostedAt,
  lastPosterName: forumThreads.lastPosterName,
  createdAt: forumThreads.createdAt,
  updatedAt: forumThreads.updatedAt,
  categoryId: forumThreads.categoryId,
  categorySlug: forumCategories.slug,
  categoryName: forumCategories.name,
  categoryIsPublic: forumCategories.isPublic,
};

/** What a list of threads shows of each (ThreadListItem): a page's data carries no more. */
const threadListColumns = {
  id: forumThreads.id,
  slug: forumThreads.slug,
  title: forumThreads.title,
  kind: forumThreads.kind,
  authorName: forumThreads.authorName,
  isPinned: forumThreads.isPinned,
  isLocked: forumThreads.isLocked,
  acceptedPostId: forumThreads.acceptedPostId,
  replyCount: forumThreads.replyCount,
  lastPostedAt: forumThreads.lastPostedAt,
  lastPosterName: forumThreads.lastPosterName,
  categorySlug: forumCategories.slug,
  categoryName: forumCategories.name,
};

function threadsWhere({ categoryId, viewer }: { categoryId?: string; viewer: Viewer }) {
  return and(
    eq(forumThreads.status, 'visible'),
    categoryId ? eq(forumThreads.categoryId, categoryId) : undefined,
    readableCategories(viewer),
  );
}

/**
 * A page of threads, newest activity first: of one category (its pinned threads first), or of
 * every category the viewer reads (/forum's latest). How many there are is countThreads, or,
 * on /forum, the sum of listCategories' counts, which count the same threads.
 */
export async function listThreads(
  { categoryId, viewer, page = 1 }: { categoryId?: string; viewer: Viewer; page?: number },
  db: Executor = getDb(),
) {
  const offset = (Math.max(1, page) - 1) * THREADS_PER_PAGE;
  const threads = await db
    .select(threadListColumns)
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
    .where(threadsWhere({ categoryId, viewer }))
    .orderBy(...(categoryId ? [desc(forumThreads.isPinned)] : []), desc(forumThreads.lastPostedAt), desc(forumThreads.id))
    .limit(THREADS_PER_PAGE)
    .offset(offset);
  return { threads, page: Math.max(1, page), perPage: THREADS_PER_PAGE };
}

/** How many visible threads a list holds (a category's, or every readable category's). */
export async function countThreads({ categoryId, viewer }: { categoryId?: string; viewer: Viewer }, db: Executor = getDb()) {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${forumCategories.visibleThreads}), 0)::int` })
    .from(forumCategories)
    .where(and(categoryId ? eq(forumCategories.id, categoryId) : undefined, readableCategories(viewer)));
  return Number(row?.count ?? 0);
}

export type ThreadSummary = Awaited<ReturnType<typeof listThreads>>['threads'][number];

/** Whether the viewer may see the thread at all (its category, and its own status). */
function mayRead(thread: { status: string; authorId: string | null; categoryIsPublic: boolean }, viewer: Viewer) {
  if (!thread.categoryIsPublic && !viewer) return false;
  if (thread.status === 'visible') return true;
  if (viewer?.isModerator) return true;
  return thread.status === 'pending' && viewer !== null && viewer.id === thread.authorId;
}

/** A thread by its address, or null when it does not exist or the viewer may not read it. */
export async function findThread({ slug, viewer }: { slug: string; viewer: Viewer }, db: Executor = getDb()) {
  const [row] = await db
    .select(threadColumns)
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
    .where(eq(forumThreads.slug, slug));
  return row && mayRead(row, viewer) ? row : null;
}

export type ForumThread = NonNullable<Awaited<ReturnType<typeof findThread>>>;

/** By id, for the socket (which names a thread by id) and the operations. */
export async function findThreadById({ threadId, viewer }: { threadId: string; viewer: Viewer }, db: Executor = getDb()) {
  const [row] = await db
    .select(threadColumns)
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
    .where(eq(forumThreads.id, threadId));
  return row && mayRead(row, viewer) ? row : null;
}

const postColumns = {
  id: forumPosts.id,
  number: forumPosts.number,
  authorId: forumPosts.authorId,
  authorName: forumPosts.authorName,
  authorHandle: forumMembers.handle,
  bodyMd: forumPosts.bodyMd,
  status: forumPosts.status,
  quotesNumber: forumPosts.quotesNumber,
  likeCount: forumPosts.likeCount,
  revision: forumPosts.revision,
  editedAt: forumPosts.editedAt,
  createdAt: forumPosts.createdAt,
};

/** The posts a viewer sees: visible ones and hidden ones' places; held ones only to their author and moderators. */
function postsVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer?.isModerator) return undefined;
  if (!viewer) return inArray(forumPosts.status, ['visible', 'hidden']);
  return or(inArray(forumPosts.status, ['visible', 'hidden']), eq(forumPosts.authorId, viewer.id));
}

/**
 * A post as the viewer sees it: whether they may edit it (their own, or any for a moderator), and
 * its markdown only for the post whose edit form is open (`editing`), not a page of bodies twice over.
 */
export type ThreadPagePost = ShownPost & { canEdit: boolean; bodyMd: string | null };

function show(rows: PostRow[], handles: ReadonlySet<string>, viewer: Viewer, editing: number | null): ThreadPagePost[] {
  return rows.map((row) => {
    const canEdit = Boolean(viewer && (viewer.isModerator || viewer.id === row.authorId));
    return {
      ...showPost(row, handles, row.status !== 'hidden' || Boolean(viewer?.isModerator)),
      canEdit,
      bodyMd: canEdit && row.number === editing ? row.bodyMd : null,
    };
  });
}

/**
 * A page of a thread's posts as the viewer sees them, the ones they liked, and whether they
 * watch the thread.
 */
export async function listThreadPosts(
  {
    thread,
    viewer,
    page = 1,
    editing = null,
  }: { thread: Pick<ForumThread, 'id'>; viewer: Viewer; page?: number; editing?: number | null },
  db: Executor = getDb(),
) {
  // How many posts the reader sees in all comes with the page of them (a page past the end has
  // no rows, and the route answers 404 whatever the count).
  const rows = await db
    .select({ ...postColumns, total: sql<number>`(count(*) over ())::int` })
    .from(forumPosts)
    .leftJoin(forumMembers, eq(forumMembers.userId, forumPosts.authorId))
    .where(and(eq(forumPosts.threadId, thread.id), postsVisibleTo(viewer)))
    .orderBy(asc(forumPosts.number))
    .limit(POSTS_PER_PAGE)
    .offset((Math.max(1, page) - 1) * POSTS_PER_PAGE);
  const { handles, likedPostIds, isWatching } = await readPostContext(db, {
    threadId: thread.id,
    viewer,
    postIds: rows.map((row) => row.id),
    mentioned: mentionedHandles(rows.map((row) => row.bodyMd)),
  });
  const posts = show(rows, handles, viewer, editing);
  return {
    posts,
    likedPostIds,
    isWatching,
    total: Number(rows[0]?.total ?? 0),
    page: Math.max(1, page),
    perPage: POSTS_PER_PAGE,
  };
}

/**
 * Which of the handles a page's posts mention are members', which of its posts the reader
 * liked, and whether they watch the thread: one statement (three were one each).
 */
async function readPostContext(
  db: Executor,
  { threadId, viewer, postIds, mentioned }: { threadId: string; viewer: Viewer; postIds: string[]; mentioned: string[] },
): Promise<{ handles: Set<string>; likedPostIds: string[]; isWatching: boolean }> {
  if (!viewer && mentioned.length === 0) return { handles: new Set(), likedPostIds: [], isWatching: false };
  const handles =
    mentioned.length > 0
      ? sql`(select coalesce(json_agg(${forumMembers.handle}), '[]'::json) from ${forumMembers} where ${inArray(forumMembers.handle, mentioned)})`
      : sql`'[]'::json`;
  const liked =
    viewer && postIds.length > 0
      ? sql`(select coalesce(json_agg(${forumLikes.postId}), '[]'::json) from ${forumLikes} where ${and(eq(forumLikes.userId, viewer.id), inArray(forumLikes.postId, postIds))})`
      : sql`'[]'::json`;
  const watching = viewer
    ? sql`exists (select 1 from ${forumSubscriptions} where ${and(eq(forumSubscriptions.threadId, threadId), eq(forumSubscriptions.userId, viewer.id))})`
    : sql`false`;
  const { rows } = (await db.execute(
    sql`select ${handles} as handles, ${liked} as liked, ${watching} as watching`,
  )) as unknown as SqlRows;
  const row = rows[0];
  return {
    handles: new Set((row?.handles as string[] | undefined) ?? []),
    likedPostIds: (row?.liked as string[] | undefined) ?? [],
    isWatching: row?.watching === true,
  };
}

/**
 * What changed in a thread after `revision`, as everyone who reads it sees it (the socket's
 * catch-up, and what one change announces): visible posts whole; a post hidden or held since
 * as its place only, so an open page removes its words.
 */
export async function findChangesSince({ threadId, after }: { threadId: string; after: number }, db: Executor = getDb()) {
  const rows = await db
    .select(postColumns)
    .from(forumPosts)
    .leftJoin(forumMembers, eq(forumMembers.userId, forumPosts.authorId))
    .where(and(eq(forumPosts.threadId, threadId), gt(forumPosts.revision, after)))
    .orderBy(asc(forumPosts.number))
    .limit(200);
  const handles = await knownHandles(
    db,
    rows.filter((row) => row.status === 'visible').map((row) => row.bodyMd),
  );
  return rows.map((row) => showPost(row, handles, row.status === 'visible'));
}

/** The sitemap's share: public categories, and visible threads in them (the most recently active 10,000). */
export async function listPublicForumPaths(db: Executor = getDb()) {
  const [categories, threads] = await Promise.all([
    db.select({ slug: forumCategories.slug }).from(forumCategories).where(eq(forumCategories.isPublic, true)),
    db
      .select({ slug: forumThreads.slug, updatedAt: forumThreads.lastPostedAt })
      .from(forumThreads)
      .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
      .where(and(eq(forumThreads.status, 'visible'), eq(forumCategories.isPublic, true)))
      .orderBy(desc(forumThreads.lastPostedAt))
      .limit(10_000),
  ]);
  return { categories, threads };
}

/** Which page of the thread holds post `number`, as the viewer sees the thread (`?post=12` links). */
export async function pageOfPost(
  { threadId, viewer, number }: { threadId: string; viewer: Viewer; number: number },
  db: Executor = getDb(),
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.threadId, threadId), postsVisibleTo(viewer), sql`${forumPosts.number} <= ${number}`));
  return Math.max(1, Math.ceil(Number(row?.count ?? 0) / POSTS_PER_PAGE));
}

/** The most recently active visible threads of public categories: the community hub's list (one statement). */
export async function listLatestPublicThreads({ limit }: { limit: number }, db: Executor = getDb()) {
  return db
    .select(threadColumns)
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
    .where(and(eq(forumThreads.status, 'visible'), eq(forumCategories.isPublic, true)))
    .orderBy(desc(forumThreads.lastPostedAt), desc(forumThreads.id))
    .limit(limit);
}
