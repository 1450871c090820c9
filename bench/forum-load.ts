// The database bench:forum measures (bench/forum-pages.mjs runs this first, with DATABASE_URL or
// DATA_DIR naming the fresh database): the site's own start-up work (migrations, demo content),
// then BENCH_THREADS generated threads (10,000 by default) bulk-inserted into the forum's tables
// with their counters kept consistent (post_count, reply_count, revision, last_posted_at), and
// one thread of 100 replies written through the forum's own operations: createThread by the demo
// admin, then replyToThread by the admin and four seasoned members (trust level 2, never held).
// Prints one line, `BENCH_FORUM {json}`, with the slugs the pages bench asks for.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../app/db/client.server';
import { users } from '../app/db/schema/accounts';
import { forumCategories, forumMembers, forumPosts, forumThreads } from '../app/db/schema/forum';
import { createThread, replyToThread } from '../app/features/forum/posting.server';
import { getEnv } from '../app/utils/env.server';
import { getLogger } from '../app/utils/logger.server';
import { bootstrapDatabase } from '../server/bootstrap';

const THREADS = Number(process.env.BENCH_THREADS ?? 10_000);
const REPLIES = 100;
const DAY_MS = 86_400_000;

// A small deterministic generator, so every run loads the same forum.
let seed = 20261129;
const random = () => {
  seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296;
  return seed / 4_294_967_296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const subjects = [
  'compost',
  'tomatoes',
  'garlic',
  'worm bin',
  'leaf mould',
  'seedlings',
  'kale',
  'raised bed',
  'mulch',
  'squash',
];
const troubles = [
  'smells sour',
  'will not sprout',
  'turned yellow',
  'froze overnight',
  'is full of slugs',
  'dried out',
  'grew leggy',
];
const places = ['on a balcony', 'in clay soil', 'in a shady yard', 'after a wet spring', 'in a cold frame', 'at the allotment'];
const names = ['Ana Ruiz', 'Ben Okafor', 'Chloe Martin', 'Dev Patel', 'Elin Berg', 'Farah Haddad', 'Goran Novak', 'Hana Sato'];
const sentences = [
  'I turned the heap twice last month and it is still cold in the middle.',
  'Adding dry leaves and shredded cardboard fixed the smell within a week.',
  'The seedlings get four hours of sun on the windowsill, which is not enough.',
  'A soil test showed the pH near 7.5, so I am adding compost rather than sulphur.',
  'Slugs came out after the rain; beer traps caught dozens every night.',
  'I sowed again under fleece and they came up in ten days.',
  'Water in the morning at the base of the plant, never on the leaves.',
  'Cover the bed with cardboard and wood chips over winter and plant straight into it in spring.',
];
const paragraph = (count: number) => Array.from({ length: count }, () => pick(sentences)).join(' ');

/** Inserts the generated threads and their posts, 500 threads at a time. */
async function loadThreads(categoryIds: string[]) {
  const db = getDb();
  const now = Date.now();
  for (let from = 0; from < THREADS; from += 500) {
    const batch = Array.from({ length: Math.min(500, THREADS - from) }, (_, offset) => {
      const index = from + offset;
      const title = `${pick(subjects)} ${pick(troubles)} ${pick(places)}`;
      const created = new Date(now - (30 + random() * 700) * DAY_MS);
      const replies = Math.floor(random() * 9);
      const posts = Array.from({ length: replies + 1 }, (_, number) => ({
        author: pick(names),
        created: new Date(created.getTime() + number * (random() * 2 + 0.1) * DAY_MS),
        body: paragraph(2 + Math.floor(random() * 5)),
      }));
      const last = posts[posts.length - 1] as (typeof posts)[number];
      return {
        thread: {
          categoryId: pick(categoryIds),
          slug: `${title.replace(/[^a-z0-9]+/g, '-')}-${index + 1}`,
          title: title.charAt(0).toUpperCase() + title.slice(1),
          kind: random() < 0.5 ? ('question' as const) : ('discussion' as const),
          authorName: posts[0]?.author ?? 'Ana Ruiz',
          replyCount: replies,
          postCount: replies + 1,
          revision: replies + 1,
          lastPostedAt: last.created,
          lastPosterName: last.author,
          createdAt: created,
          updatedAt: last.created,
        },
        posts,
      };
    });
    const ids = await db
      .insert(forumThreads)
      .values(batch.map((item) => item.thread))
      .returning({ id: forumThreads.id });
    const posts = batch.flatMap((item, at) =>
      item.posts.map((post, number) => ({
        threadId: ids[at]?.id as string,
        number: number + 1,
        authorName: post.author,
        bodyMd: post.body,
        revision: number + 1,
        createdAt: post.created,
      })),
    );
    for (let start = 0; start < posts.length; start += 1000) await db.insert(forumPosts).values(posts.slice(start, start + 1000));
  }
}

/** Four members with months of good standing: trust level 2, so their replies are never held. */
async function seasonedMembers() {
  const db = getDb();
  const joined = new Date(Date.now() - 120 * DAY_MS);
  const members = [];
  for (const [index, name] of ['Iris Moreau', 'Jonas Weber', 'Kofi Mensah', 'Lena Kowalska'].entries()) {
    const id = randomUUID();
    const [firstName, lastName] = name.split(' ');
    await db.insert(users).values({
      id,
      name,
      email: `bench.member${index + 1}@verde-living.example`,
      emailVerified: true,
      firstName,
      lastName,
      isNewUser: false,
      createdAt: joined,
      updatedAt: joined,
    });
    const handle = name.toLowerCase().replace(' ', '_');
    await db.insert(forumMembers).values({ userId: id, handle, visiblePosts: 60, likesReceived: 25, createdAt: joined });
    members.push({ actor: { id, role: 'user' as const }, handle });
  }
  return members;
}

/** The 100-reply thread, through createThread and replyToThread. */
async function longThread(categorySlug: string) {
  const db = getDb();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo.admin@verde-living.example'));
  if (!admin) throw new Error('no demo admin: is SITE_URL a local address?');
  const adminActor = { id: admin.id, role: 'admin' as const };
  const members = await seasonedMembers();
  const created = await createThread({
    actor: adminActor,
    input: {
      category: categorySlug,
      title: 'Bench: a hundred replies on winter mulching',
      kind: 'discussion',
      body: `What do you put on your beds for winter?\n\n${paragraph(4)}`,
    },
  });
  if (!created.ok) throw new Error(`createThread: ${created.message}`);
  const writers = [adminActor, ...members.map((member) => member.actor)];
  for (let index = 0; index < REPLIES; index++) {
    const mention = index % 9 === 4 ? ` Thanks @${pick(members).handle}, that helped.` : '';
    const list = index % 10 === 7 ? '\n\n- leaves\n- straw\n- wood chips on the paths' : '';
    const replied = await replyToThread({
      actor: writers[index % writers.length] as (typeof writers)[number],
      threadId: created.threadId,
      body: `${paragraph(2 + (index % 4))}${mention}${list}`,
      quotes: index % 7 === 6 ? index : null,
    });
    if (!replied.ok || replied.isHeld) throw new Error(`replyToThread ${index + 1}: ${replied.ok ? 'held' : replied.message}`);
  }
  return created.slug;
}

const handle = await bootstrapDatabase(getEnv(), getLogger());
try {
  const db = getDb();
  const categories = await db
    .select({ id: forumCategories.id, slug: forumCategories.slug })
    .from(forumCategories)
    .where(eq(forumCategories.isPublic, true))
    .orderBy(forumCategories.position);
  const first = categories[0];
  if (!first) throw new Error('no public forum category');
  const started = performance.now();
  await loadThreads(categories.map((category) => category.id));
  const thread = await longThread(first.slug);
  // What autovacuum does on a live site soon after a load: statistics for the planner. And the
  // categories: each batch of 500 threads bumped their counts (decision 0107's trigger) 500 times
  // in one transaction, which left 250 pages of dead row versions for 5 rows that /forum then
  // read whole. Threads started one by one, as on a real forum, leave none: each update's old
  // version is pruned from the page on the next (seen on PGlite, which never autovacuums: 5,000
  // single updates of 5 rows keep them on 1 page, 5,000 in one transaction take 32).
  for (const table of ['forum_threads', 'forum_posts', 'forum_members', 'forum_categories'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const [counted] = await db.select({ threads: sql<number>`count(*)::int` }).from(forumThreads);
  console.log(
    `BENCH_FORUM ${JSON.stringify({ threads: Number(counted?.threads ?? 0), category: first.slug, thread, loadSeconds: Math.round((performance.now() - started) / 1000) })}`,
  );
} finally {
  await handle.close();
}
process.exit(0);
