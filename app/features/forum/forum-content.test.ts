import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressAt } from '~/utils/route-table';
import { ForumContentError, parseCategories, parseThreadFile, type SeedThread } from './forum-content';

/*
 * The parser's refusals, then every file of content/forum through it, with what the parser
 * cannot see alone: the categories the threads name, the mix the forum's demo needs, and links
 * that lead to real pages (a seed with dead links would greet every visitor with a 404).
 */

const GOOD = `---
title: How do I stop my compost bin smelling of ammonia?
category: soil-and-compost
kind: question
author: Priya Raman
created: 2026-10-03T08:12:00Z
tags: compost, troubleshooting
accepted: 2
pinned: false
---
The opening post.

<!-- reply: Sam Whitfield | 2026-10-03T10:40:00Z -->
Add browns.

<!-- reply: Tomás Reyes | 2026-10-03T12:05:00Z | quotes 1 -->
> Add browns.

And turn it.
`;

/** The good file with one front matter line changed (or removed, when `value` is null). */
function withFrontMatter(key: string, value: string | null): string {
  const line = new RegExp(`^${key}:.*\\n`, 'm');
  return GOOD.replace(line, value === null ? '' : `${key}: ${value}\n`);
}

function problemsOf(fileName: string, source: string): string[] {
  try {
    parseThreadFile(fileName, source);
  } catch (error) {
    if (error instanceof ForumContentError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('parseThreadFile', () => {
  it('reads a thread: front matter, the opening post and each reply', () => {
    const thread = parseThreadFile('content/forum/smelly-compost.md', GOOD);
    expect(thread).toMatchObject({
      slug: 'smelly-compost',
      title: 'How do I stop my compost bin smelling of ammonia?',
      category: 'soil-and-compost',
      kind: 'question',
      author: 'Priya Raman',
      tags: ['compost', 'troubleshooting'],
      accepted: 2,
      pinned: false,
      body: 'The opening post.',
    });
    expect(thread.created.toISOString()).toBe('2026-10-03T08:12:00.000Z');
    expect(thread.replies).toEqual([
      { author: 'Sam Whitfield', created: new Date('2026-10-03T10:40:00Z'), quotes: null, body: 'Add browns.' },
      { author: 'Tomás Reyes', created: new Date('2026-10-03T12:05:00Z'), quotes: 1, body: '> Add browns.\n\nAnd turn it.' },
    ]);
  });

  it('takes the optional keys as absent: no tags, no answer, not pinned', () => {
    let source = withFrontMatter('tags', null);
    source = source.replace(/^accepted:.*\n/m, '').replace(/^pinned:.*\n/m, '');
    const thread = parseThreadFile('plain.md', source);
    expect(thread).toMatchObject({ tags: [], accepted: null, pinned: false });
  });

  it('drops quotes around a value, as the other content files of the site do', () => {
    expect(parseThreadFile('quoted.md', withFrontMatter('title', '"Compost: hot or cold?"')).title).toBe('Compost: hot or cold?');
  });

  it('accepts Windows line ends', () => {
    expect(parseThreadFile('crlf.md', GOOD.replace(/\n/g, '\r\n')).replies).toHaveLength(2);
  });

  it('names the file and every problem in one error', () => {
    const source = withFrontMatter('kind', 'poll').replace(/^title:.*$/m, 'title: Hi');
    expect(() => parseThreadFile('content/forum/two-problems.md', source)).toThrowError(
      /^content\/forum\/two-problems\.md: .*title.*; .*kind "poll"/,
    );
  });

  it.each([
    ['Bad_Name.md', 'file name'],
    ['double--hyphen.md', 'file name'],
    [`${'a'.repeat(81)}.md`, 'longer than 80'],
  ])('refuses the file name %s', (fileName, problem) => {
    expect(problemsOf(fileName, GOOD).join('; ')).toContain(problem);
  });

  it('refuses a file without front matter', () => {
    expect(problemsOf('bare.md', 'Just text.')).toEqual(['a thread starts with front matter between two "---" lines']);
  });

  it.each([
    ['a missing title', withFrontMatter('title', null), 'title must have 5 to 140'],
    ['a short title', withFrontMatter('title', 'Hey'), 'title must have 5 to 140'],
    ['a long title', withFrontMatter('title', 'x'.repeat(141)), 'title must have 5 to 140'],
    ['a category that is not a slug', withFrontMatter('category', 'Soil & compost'), 'category "Soil & compost"'],
    ['an unknown kind', withFrontMatter('kind', 'poll'), 'kind "poll"'],
    ['a missing author', withFrontMatter('author', null), 'author'],
    ['a date without a zone', withFrontMatter('created', '2026-10-03T08:12:00'), 'created "2026-10-03T08:12:00"'],
    ['a date that does not exist', withFrontMatter('created', '2026-02-30T08:12:00Z'), 'created "2026-02-30T08:12:00Z"'],
    ['a tag that is not a slug', withFrontMatter('tags', 'compost, Bad Tag'), 'tag "Bad Tag"'],
    ['six tags', withFrontMatter('tags', 'a, b, c, d, e, f'), '6 tags, at most 5'],
    ['a tag given twice', withFrontMatter('tags', 'compost, compost'), 'tag is given twice'],
    ['pinned that is not a boolean', withFrontMatter('pinned', 'yes'), 'pinned "yes"'],
    ['an unknown key', `${GOOD.replace('---\ntitle', '---\nmood: sunny\ntitle')}`, 'unknown front matter key "mood"'],
    ['a key given twice', GOOD.replace('kind: question', 'kind: question\nkind: question'), '"kind" is given twice'],
    ['a line that is not key: value', GOOD.replace('kind: question', 'kind: question\njust words'), 'not "key: value"'],
  ])('refuses %s', (_case, source, problem) => {
    expect(problemsOf('thread.md', source).join('; ')).toContain(problem);
  });

  it.each([
    ['an answer to a discussion', withFrontMatter('kind', 'discussion'), 'accepted is for questions'],
    ['an answer past the last reply', withFrontMatter('accepted', '3'), 'accepted 3 is not the number of a reply (1 to 2)'],
    ['an answer of 0 (the opening post)', withFrontMatter('accepted', '0'), 'accepted 0'],
    ['an answer that is not a number', withFrontMatter('accepted', 'two'), 'accepted two'],
  ])('refuses %s', (_case, source, problem) => {
    expect(problemsOf('thread.md', source).join('; ')).toContain(problem);
  });

  it.each([
    ['an empty opening post', GOOD.replace('The opening post.', ''), 'the opening post is empty'],
    ['an empty reply', GOOD.replace('Add browns.\n\n<!--', '\n<!--'), 'reply 1 (line 13) is empty'],
    ['an opening post over 20,000 characters', GOOD.replace('The opening post.', 'x'.repeat(20_001)), 'more than 20000'],
    [
      'a reply before the opening post',
      GOOD.replace('2026-10-03T10:40:00Z', '2026-10-02T10:40:00Z'),
      'reply 1 (line 13): written at 2026-10-02T10:40:00Z, before the opening post',
    ],
    [
      'replies out of order',
      GOOD.replace('2026-10-03T12:05:00Z', '2026-10-03T09:05:00Z'),
      'reply 2 (line 16): written at 2026-10-03T09:05:00Z, before the reply 1',
    ],
    ['a reply with a bad date', GOOD.replace('2026-10-03T10:40:00Z', 'yesterday'), '"yesterday" is not a UTC time'],
    ['a reply without an author', GOOD.replace('reply: Sam Whitfield |', 'reply: |'), 'reply 1 (line 13): the author'],
    [
      'a malformed reply marker',
      GOOD.replace('<!-- reply: Sam Whitfield | 2026-10-03T10:40:00Z -->', '<!-- reply Sam -->'),
      'marker',
    ],
    ['a quote of itself', GOOD.replace('| quotes 1', '| quotes 2'), 'quotes 2, which is not an earlier post (0 to 1)'],
    ['a quote of a later reply', GOOD.replace('| quotes 1', '| quotes 5'), 'quotes 5'],
    ['a quote that is not a number', GOOD.replace('| quotes 1', '| quotes one'), 'quotes one'],
  ])('refuses %s', (_case, source, problem) => {
    expect(problemsOf('thread.md', source).join('; ')).toContain(problem);
  });

  it('lets a reply quote the opening post', () => {
    expect(parseThreadFile('quote.md', GOOD.replace('| quotes 1', '| quotes 0')).replies[1]?.quotes).toBe(0);
  });
});

describe('parseCategories', () => {
  const category = (slug: string, position: number) => ({
    slug,
    name: `Name of ${slug}`,
    description: 'A description long enough to be a meta description of the page.',
    position,
  });

  it('reads the categories in the order of their positions', () => {
    const json = JSON.stringify([category('b', 2), category('a', 1)]);
    expect(parseCategories(json).map((item) => item.slug)).toEqual(['a', 'b']);
  });

  it('refuses text that is not JSON, or not an array', () => {
    expect(() => parseCategories('[{', 'cats.json')).toThrowError(/^cats\.json: not valid JSON/);
    expect(() => parseCategories('{}')).toThrowError(/non-empty array/);
    expect(() => parseCategories('[]')).toThrowError(/non-empty array/);
  });

  it.each([
    ['an item that is not an object', ['x'], 'category 1 is not an object'],
    ['an unknown key', [{ ...category('a', 1), colour: 'green' }], 'unknown key "colour"'],
    ['a bad slug', [category('Soil Stuff', 1)], 'category 1: the slug'],
    ['an empty name', [{ ...category('a', 1), name: ' ' }], 'category 1: the name'],
    ['a short description', [{ ...category('a', 1), description: 'Too short.' }], 'description must have 50 to 160'],
    ['a long description', [{ ...category('a', 1), description: 'x'.repeat(161) }], 'description must have 50 to 160'],
    ['a position that is not a whole number', [category('a', 1.5)], 'position must be a whole number'],
    ['a slug given twice', [category('a', 1), category('a', 2)], 'a slug is given twice'],
    ['a gap in the positions', [category('a', 1), category('b', 3)], 'positions must be 1 to 2'],
    ['a position given twice', [category('a', 1), category('b', 1)], 'positions must be 1 to 2'],
  ])('refuses %s', (_case, data, problem) => {
    expect(() => parseCategories(JSON.stringify(data))).toThrowError(problem);
  });
});

// --- The content itself ---

const FORUM = 'content/forum';
const CONTENT = 'content';
const threadFiles = fs
  .readdirSync(FORUM)
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .sort();
const categories = parseCategories(fs.readFileSync(path.join(FORUM, 'categories.json'), 'utf8'));
// Parsed up front, a bad file failing one test below rather than the import of the whole suite.
const parsed = threadFiles.map((file) => {
  try {
    return parseThreadFile(`${FORUM}/${file}`, fs.readFileSync(path.join(FORUM, file), 'utf8'));
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
});
const threads = parsed.filter((item): item is SeedThread => !(item instanceof Error));
const TEAM = ['Ingrid Halvorsen', 'Maya Okafor', 'Tomás Reyes'];
const FIRST_DAY = new Date('2026-08-01T00:00:00Z');
const LAST_DAY_END = new Date('2026-11-26T00:00:00Z');

/**
 * Whether a site path leads to a page made from content/: each dynamic page by the file its
 * loader reads, the guides and other fixed pages by the route table (a guide's address is
 * `/<slug>`, not `/guides/<slug>`).
 */
function linkExists(href: string): boolean {
  const pathname = href.replace(/[?#].*$/, '');
  const [, first, second, ...rest] = pathname.split('/');
  const file = (...parts: string[]) => fs.existsSync(path.join(CONTENT, ...parts));
  if (second && rest.length === 0) {
    if (first === 'product') return second !== 'README' && file('products', `${second}.md`);
    if (first === 'courses') return file('courses', second, 'course.md');
    if (first === 'recipes') return file('recipes', `${second}.md`);
    if (first === 'blog') return file('blog', `${second}.md`);
  }
  const address = addressAt(pathname);
  return address !== undefined && !address.path.includes(':');
}

/** The site links of a post: markdown `](/...)`, the only way the forum's files link the site. */
function siteLinksOf(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? '');
}

describe('content/forum', () => {
  it('has thread files that all parse', () => {
    expect(parsed.filter((item) => item instanceof Error).map((error) => error.message)).toEqual([]);
  });

  it('has the five categories of the forum, in order', () => {
    expect(categories.map((category) => category.slug)).toEqual([
      'getting-started',
      'soil-and-compost',
      'growing-food',
      'seeds-and-propagation',
      'kitchen-and-preserving',
    ]);
  });

  it('has at least 20 threads, each in a category that exists', () => {
    expect(threads.length).toBeGreaterThanOrEqual(20);
    const slugs = new Set(categories.map((category) => category.slug));
    for (const thread of threads) expect(slugs.has(thread.category), `${thread.slug}: ${thread.category}`).toBe(true);
  });

  it('has at least 3 threads in every category', () => {
    for (const category of categories)
      expect(threads.filter((thread) => thread.category === category.slug).length, category.slug).toBeGreaterThanOrEqual(3);
  });

  it('has at least 8 questions, at least 5 of them answered', () => {
    expect(threads.filter((thread) => thread.kind === 'question').length).toBeGreaterThanOrEqual(8);
    expect(threads.filter((thread) => thread.accepted !== null).length).toBeGreaterThanOrEqual(5);
  });

  it('pins exactly one thread: the welcome in getting-started, by a team member', () => {
    const pinned = threads.filter((thread) => thread.pinned);
    expect(pinned).toHaveLength(1);
    expect(pinned[0]?.category).toBe('getting-started');
    expect(TEAM).toContain(pinned[0]?.author);
  });

  it('gives every thread 2 to 8 replies, dated between 1 August and 25 November 2026', () => {
    for (const thread of threads) {
      expect(thread.replies.length, thread.slug).toBeGreaterThanOrEqual(2);
      expect(thread.replies.length, thread.slug).toBeLessThanOrEqual(8);
      for (const date of [thread.created, ...thread.replies.map((reply) => reply.created)]) {
        expect(date >= FIRST_DAY && date < LAST_DAY_END, `${thread.slug}: ${date.toISOString()}`).toBe(true);
      }
    }
  });

  it('never answers a question with its own asker', () => {
    for (const thread of threads)
      if (thread.accepted !== null) expect(thread.replies[thread.accepted - 1]?.author, thread.slug).not.toBe(thread.author);
  });

  it('opens every quoting reply with a blockquote of the post it quotes', () => {
    for (const thread of threads)
      thread.replies.forEach((reply, index) => {
        if (reply.quotes === null) return;
        const quoted = reply.quotes === 0 ? thread.body : thread.replies[reply.quotes - 1]?.body;
        const firstLine = reply.body.split('\n')[0] ?? '';
        const where = `${thread.slug}, reply ${index + 1}`;
        expect(firstLine.startsWith('> '), where).toBe(true);
        expect(quoted?.replace(/\*\*/g, ''), where).toContain(firstLine.slice(2).replace(/\*\*/g, ''));
      });
  });

  it('uses no @mentions', () => {
    for (const thread of threads)
      for (const post of [thread.body, ...thread.replies.map((reply) => reply.body)])
        expect(post, thread.slug).not.toMatch(/(^|\s)@\w/);
  });

  it('links only to pages that exist', () => {
    const dead: string[] = [];
    for (const thread of threads)
      for (const post of [thread.body, ...thread.replies.map((reply) => reply.body)])
        for (const href of siteLinksOf(post)) if (!linkExists(href)) dead.push(`${thread.slug}: ${href}`);
    expect(dead).toEqual([]);
  });

  it('checks links the way the site serves them', () => {
    expect(linkExists('/product/hori-hori-garden-knife')).toBe(true);
    expect(linkExists('/product/README')).toBe(false);
    expect(linkExists('/product/no-such-thing')).toBe(false);
    expect(linkExists('/courses/composting-basics')).toBe(true);
    expect(linkExists('/courses/README.md')).toBe(false);
    expect(linkExists('/composting-guide')).toBe(true);
    expect(linkExists('/guides/composting-guide')).toBe(false);
    expect(linkExists('/recipes/apple-and-oat-crumble#method')).toBe(true);
    expect(linkExists('/blog/no-such-post')).toBe(false);
    expect(linkExists('/legal/vendor-terms')).toBe(true);
    expect(linkExists('/product/:handle')).toBe(false);
  });
});
