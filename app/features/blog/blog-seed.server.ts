import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { blogPostRevisions, blogPosts } from '~/db/schema/blog';
import type { Seeder } from '~/db/seed/demo-content.server';
import { markdownToText, parseFrontMatter } from '~/features/content/content.server';
import { publishEvent } from '~/features/jobs/events.server';
import { isValidSlug, normaliseTags, readingMinutes } from './blog-rules';
import { blogPostChanged } from './events';

/*
 * The posts we ship, from content/blog/*.md (front matter: title, description, author, published,
 * updated, tags, cover, coverAlt; content/blog/README.md). Keyed on the slug (the file's name),
 * so loading again updates each post in place and adds a revision only when its words changed.
 * Seeded posts belong to no account: the team wrote them, and the byline is the writer's name
 * (decision 0078). A post dated in the future is scheduled, and the job publishes it on its day.
 */

const BLOG_DIR = path.resolve(process.cwd(), 'content/blog');

export type SeedPost = {
  slug: string;
  title: string;
  description: string;
  byline: string;
  published: Date;
  updated: Date;
  tags: string[];
  cover: string | null;
  coverAlt: string;
  body: string;
};

/** Every post file, read and checked; a broken file stops the seed with its name. */
export async function readSeedPosts(dir = BLOG_DIR): Promise<SeedPost[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => name.endsWith('.md') && name !== 'README.md').sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    names.map(async (name) => {
      const { data, body } = parseFrontMatter(await fs.readFile(path.join(dir, name), 'utf8'));
      const slug = name.slice(0, -'.md'.length);
      const published = new Date(data.published ?? '');
      const updated = new Date(data.updated ?? data.published ?? '');
      const problems = [
        !isValidSlug(slug) && 'the file name is not a valid slug',
        !data.title && 'no title',
        !(data.description && data.description.length >= 50 && data.description.length <= 160) &&
          'description not 50-160 characters',
        !data.author && 'no author',
        Number.isNaN(published.getTime()) && 'no published date',
        Number.isNaN(updated.getTime()) && 'bad updated date',
      ].filter(Boolean);
      if (problems.length) throw new Error(`content/blog/${name}: ${problems.join(', ')}`);
      return {
        slug,
        title: data.title as string,
        description: data.description as string,
        byline: data.author as string,
        published,
        updated: updated < published ? published : updated,
        tags: normaliseTags(data.tags ?? ''),
        cover: data.cover || null,
        coverAlt: data.coverAlt ?? '',
        body: body.trim(),
      };
    }),
  );
}

async function upsertSeedPost(tx: Database, post: SeedPost, now: Date) {
  const isDue = post.published <= now;
  const values = {
    slug: post.slug,
    title: post.title,
    description: post.description,
    bodyMd: post.body,
    readingMinutes: readingMinutes(markdownToText(post.body)),
    tags: post.tags,
    coverImage: post.cover,
    coverAlt: post.coverAlt,
    byline: post.byline,
    status: isDue ? ('published' as const) : ('scheduled' as const),
    publishAt: isDue ? null : post.published,
    publishedAt: isDue ? post.published : null,
    contentUpdatedAt: post.updated,
    updatedAt: now,
  };
  const [existing] = await tx
    .select({ id: blogPosts.id, title: blogPosts.title, bodyMd: blogPosts.bodyMd })
    .from(blogPosts)
    .where(eq(blogPosts.slug, post.slug));
  let id: string;
  if (existing) {
    await tx.update(blogPosts).set(values).where(eq(blogPosts.id, existing.id));
    id = existing.id;
  } else {
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...values, createdAt: post.published })
      .returning({ id: blogPosts.id });
    if (!row) throw new Error(`no id for the post ${post.slug}`);
    id = row.id;
  }
  if (!existing || existing.title !== post.title || existing.bodyMd !== post.body)
    await tx.insert(blogPostRevisions).values({
      postId: id,
      title: post.title,
      description: post.description,
      bodyMd: post.body,
      tags: post.tags,
      savedByName: post.byline,
      createdAt: post.updated,
    });
  if (isDue) await publishEvent(tx, blogPostChanged, { postId: id });
}

/** Loads content/blog into the blog (idempotent). */
export async function seedBlogPosts(tx: Database, { now = new Date(), dir }: { now?: Date; dir?: string } = {}) {
  const posts = await readSeedPosts(dir);
  for (const post of posts) await upsertSeedPost(tx, post, now);
  return posts.length;
}

export const demoBlogSeeder: Seeder = {
  name: 'blog',
  run: async (tx) => {
    await seedBlogPosts(tx);
  },
};
