import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { forumCategories, forumPosts, forumThreads } from '~/db/schema/forum';
import type { Seeder } from '~/db/seed/demo-content.server';
import { publishEvent } from '~/features/jobs/events.server';
import { isLocalSite } from '~/utils/site.server';
import { forumThreadChanged } from './events';
import { parseCategories, parseThreadFile, type SeedThread } from './forum-content';

/*
 * The forum's demo content (content/forum, written by us; the format is in its README). The
 * categories load everywhere: they are the forum's shape. The threads load on a local site
 * only: they are signed by members we invented to show the forum working, and a public site must
 * not present invented people as its community (decision 0086). They belong to no account,
 * like the blog's seeded posts, and are keyed on their slug, so loading again adds only threads
 * that are new.
 */

const FORUM_DIR = path.resolve(process.cwd(), 'content/forum');

export async function seedForumCategories(tx: Database, dir = FORUM_DIR) {
  const categories = parseCategories(await fs.readFile(path.join(dir, 'categories.json'), 'utf8'));
  for (const category of categories)
    await tx
      .insert(forumCategories)
      .values(category)
      .onConflictDoUpdate({
        target: forumCategories.slug,
        set: { name: category.name, description: category.description, position: category.position },
      });
  return categories.length;
}

async function readSeedThreads(dir: string): Promise<SeedThread[]> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.md') && name !== 'README.md').sort();
  return Promise.all(names.map(async (name) => parseThreadFile(name, await fs.readFile(path.join(dir, name), 'utf8'))));
}

async function insertSeedThread(tx: Database, thread: SeedThread, categoryId: string) {
  const posts = [{ author: thread.author, created: thread.created, quotes: null, body: thread.body }, ...thread.replies];
  const last = posts[posts.length - 1] ?? posts[0];
  const [row] = await tx
    .insert(forumThreads)
    .values({
      categoryId,
      slug: thread.slug,
      title: thread.title,
      kind: thread.kind,
      authorName: thread.author,
      isPinned: thread.pinned,
      replyCount: thread.replies.length,
      postCount: posts.length,
      revision: posts.length,
      lastPostedAt: last?.created ?? thread.created,
      lastPosterName: last?.author ?? thread.author,
      createdAt: thread.created,
      updatedAt: last?.created ?? thread.created,
    })
    .returning({ id: forumThreads.id });
  if (!row) throw new Error(`no id for the thread ${thread.slug}`);
  const inserted = await tx
    .insert(forumPosts)
    .values(
      posts.map((post, index) => ({
        threadId: row.id,
        number: index + 1,
        authorName: post.author,
        bodyMd: post.body,
        // The file counts the opening post as 0; the forum numbers it 1.
        quotesNumber: post.quotes === null ? null : post.quotes + 1,
        revision: index + 1,
        createdAt: post.created,
      })),
    )
    .returning({ id: forumPosts.id, number: forumPosts.number });
  if (thread.accepted !== null) {
    const answer = inserted.find((post) => post.number === (thread.accepted ?? 0) + 1);
    if (answer) await tx.update(forumThreads).set({ acceptedPostId: answer.id }).where(eq(forumThreads.id, row.id));
  }
  await publishEvent(tx, forumThreadChanged, { threadId: row.id });
}

/** Loads content/forum: the categories, and on a local site the threads not loaded yet. */
export async function seedForum(tx: Database, { dir = FORUM_DIR, withThreads = isLocalSite() } = {}) {
  await seedForumCategories(tx, dir);
  if (!withThreads) return 0;
  const categories = await tx.select({ id: forumCategories.id, slug: forumCategories.slug }).from(forumCategories);
  const categoryIds = new Map(categories.map((category) => [category.slug, category.id]));
  const known = new Set((await tx.select({ slug: forumThreads.slug }).from(forumThreads)).map((row) => row.slug));
  let added = 0;
  for (const thread of await readSeedThreads(dir)) {
    const categoryId = categoryIds.get(thread.category);
    if (!categoryId || known.has(thread.slug)) continue;
    await insertSeedThread(tx, thread, categoryId);
    added++;
  }
  return added;
}

export const demoForumSeeder: Seeder = {
  name: 'forum',
  run: async (tx) => {
    await seedForum(tx);
  },
};
