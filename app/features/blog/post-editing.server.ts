import { and, eq, like, lte, ne, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { blogPostRevisions, blogPosts } from '~/db/schema/blog';
import { markdownToText } from '~/features/content/content.server';
import { publishEvent } from '~/features/jobs/events.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { zonedTimeToInstant } from '~/utils/zoned-time';
import type { PostFormInput } from './blog.schema';
import { firstFreeSlug, normaliseTags, readingMinutes, slugFromTitle } from './blog-rules';
import { blogPostChanged } from './events';
import { type PostEditCode, postEditFailure } from './failures';

/*
 * Writing posts (admins only, convention 16): each save is one transaction that writes the post,
 * keeps the saved words as a revision, and announces `blog.post_changed` when what readers see
 * changed (published, edited while published, taken off, deleted), for the search index.
 */

export type PostWriter = Actor & { name: string };

type PostState = { status: 'draft' | 'scheduled' | 'published'; publishAt: Date | null; publishedAt: Date | null };

/** The state a save asks for, or why not: a schedule needs a time still to come. */
function requestedState(
  input: PostFormInput,
  { timeZone, now, current }: { timeZone: string; now: Date; current: PostState | null },
) {
  if (input.publish === 'draft')
    return { ok: true as const, state: { status: 'draft' as const, publishAt: null, publishedAt: current?.publishedAt ?? null } };
  if (input.publish === 'publish')
    return {
      ok: true as const,
      state: { status: 'published' as const, publishAt: null, publishedAt: current?.publishedAt ?? now },
    };
  const publishAt = zonedTimeToInstant(input.publishAt, timeZone);
  if (!publishAt || publishAt <= now) return { ok: false as const };
  return { ok: true as const, state: { status: 'scheduled' as const, publishAt, publishedAt: current?.publishedAt ?? null } };
}

/** Another post already uses the address: the form says so (an address typed), or the next free one is taken (derived). */
async function settleSlug(
  tx: Executor,
  { wanted, derived, postId }: { wanted: string; derived: boolean; postId: string | null },
) {
  const others = await tx
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(like(blogPosts.slug, `${wanted}%`), postId ? ne(blogPosts.id, postId) : undefined));
  const taken = new Set(others.map((row) => row.slug));
  if (!derived) return taken.has(wanted) ? null : wanted;
  return firstFreeSlug(wanted, (candidate) => taken.has(candidate));
}

/**
 * Creates (postId null) or saves a post, for an admin. `timeZone` reads a scheduled time typed in
 * the admin's zone. Answers the post's id and address.
 */
export async function savePost({
  actor,
  postId,
  input,
  timeZone,
  now = new Date(),
}: {
  actor: PostWriter;
  postId: string | null;
  input: PostFormInput;
  timeZone: string;
  now?: Date;
}): Promise<Result<{ postId: string; slug: string; status: PostState['status'] }, PostEditCode>> {
  requireAdmin(actor, 'only admins write the blog');
  const tags = normaliseTags(input.tags);
  const minutes = readingMinutes(markdownToText(input.body));
  return getDb().transaction(async (tx) => {
    const [current] = postId
      ? await tx
          .select({
            status: blogPosts.status,
            publishAt: blogPosts.publishAt,
            publishedAt: blogPosts.publishedAt,
            title: blogPosts.title,
            description: blogPosts.description,
            bodyMd: blogPosts.bodyMd,
            tags: blogPosts.tags,
          })
          .from(blogPosts)
          .where(eq(blogPosts.id, postId))
          .for('update')
      : [];
    if (postId && !current) return postEditFailure('not-found');
    const requested = requestedState(input, { timeZone, now, current: current ?? null });
    if (!requested.ok) return postEditFailure('publish-at');
    const slug = await settleSlug(tx, {
      wanted: input.slug || slugFromTitle(input.title),
      derived: !input.slug,
      postId,
    });
    if (!slug) return postEditFailure('slug-taken');
    const wordsChanged =
      !current ||
      current.title !== input.title ||
      current.description !== input.description ||
      current.bodyMd !== input.body ||
      current.tags.join(',') !== tags.join(',');
    const values = {
      slug,
      title: input.title,
      description: input.description,
      bodyMd: input.body,
      readingMinutes: minutes,
      tags,
      byline: input.byline,
      coverAlt: input.coverAlt,
      seoTitle: input.seoTitle || null,
      seoDescription: input.seoDescription || null,
      ...requested.state,
      updatedAt: now,
      ...(wordsChanged ? { contentUpdatedAt: now } : {}),
    };
    let id: string;
    if (postId) {
      await tx.update(blogPosts).set(values).where(eq(blogPosts.id, postId));
      id = postId;
    } else {
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...values, authorId: actor.id, createdAt: now, contentUpdatedAt: now })
        .returning({ id: blogPosts.id });
      if (!row) throw new Error('the new post returned no id');
      id = row.id;
    }
    // Every save is kept, so an earlier wording can always be read again.
    await tx.insert(blogPostRevisions).values({
      postId: id,
      title: input.title,
      description: input.description,
      bodyMd: input.body,
      tags,
      savedBy: actor.id,
      savedByName: actor.name,
      createdAt: now,
    });
    if (current?.status === 'published' || requested.state.status === 'published')
      await publishEvent(tx, blogPostChanged, { postId: id });
    return { ok: true, postId: id, slug, status: requested.state.status };
  });
}

/** Deletes a post with its revisions and comments, for an admin. */
export async function deletePost({ actor, postId }: { actor: Actor; postId: string }): Promise<Result<object, PostEditCode>> {
  requireAdmin(actor, 'only admins write the blog');
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx.delete(blogPosts).where(eq(blogPosts.id, postId)).returning({ status: blogPosts.status });
    if (!deleted) return postEditFailure('not-found');
    if (deleted.status === 'published') await publishEvent(tx, blogPostChanged, { postId });
    return { ok: true };
  });
}

/**
 * Publishes every scheduled post whose time has come (the `blog.publish-due` job; work the
 * platform does on its own, so no actor). One statement claims them: a second run, on this
 * instance or another, finds nothing left to do. Answers the ids published.
 */
export async function publishDuePosts(now: Date = new Date()): Promise<string[]> {
  return getDb().transaction(async (tx) => {
    const published = await tx
      .update(blogPosts)
      .set({
        status: 'published',
        publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.publishAt})`,
        publishAt: null,
        updatedAt: now,
      })
      .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishAt, now)))
      .returning({ id: blogPosts.id });
    for (const { id } of published) await publishEvent(tx, blogPostChanged, { postId: id });
    return published.map((row) => row.id);
  });
}
