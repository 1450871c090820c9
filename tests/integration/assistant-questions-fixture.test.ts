import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPath } from '~/features/content/published-path';
import { ROUTE_TABLE } from '~/utils/route-table';

/*
 * The fixed question set Verde AI's quality test runs on (issue 38, "Quality"): questions written
 * as visitors write them, each grounded one with the public pages that answer it, plus requests
 * to decline and injection attempts. This test keeps the set honest: its shape, its counts, no
 * repeats, and every page it names is a real public address backed by content or the route table.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONTENT = path.join(ROOT, 'content');
const FIXTURE = path.join(ROOT, 'tests/fixtures/assistant-questions.json');

const STYLES = ['typo', 'no-question-mark', 'multi-topic'] as const;
const DECLINE_CATEGORIES = ['medical', 'legal', 'dangerous'] as const;

type Style = (typeof STYLES)[number];
type Grounded = {
  question: string;
  kind: 'grounded';
  answers: string[];
  note: string;
  style?: Style[];
  soundsAlarming?: boolean;
};
type Decline = { question: string; kind: 'decline'; category: (typeof DECLINE_CATEGORIES)[number]; note: string };
type Injection = { question: string; kind: 'injection'; note: string; answers?: string[] };
type Entry = Grounded | Decline | Injection;

type TargetType = 'guide' | 'page' | 'product' | 'course' | 'recipe' | 'blog' | 'forum' | 'static';

const entries: unknown[] = JSON.parse(fs.readFileSync(FIXTURE, 'utf8'));

const isString = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What is wrong with one entry's shape, or an empty list. */
function shapeProblems(entry: unknown): string[] {
  if (!isRecord(entry)) return ['not an object'];
  const problems: string[] = [];
  if (!isString(entry.question)) problems.push('no question');
  if (!isString(entry.note)) problems.push('no note');
  const allowed: Record<string, string[]> = {
    grounded: ['question', 'kind', 'answers', 'note', 'style', 'soundsAlarming'],
    decline: ['question', 'kind', 'category', 'note'],
    injection: ['question', 'kind', 'answers', 'note'],
  };
  const keys = allowed[String(entry.kind)];
  if (!keys) return [...problems, `unknown kind ${String(entry.kind)}`];
  for (const key of Object.keys(entry)) if (!keys.includes(key)) problems.push(`unexpected key ${key}`);
  const answersRequired = entry.kind === 'grounded';
  if (answersRequired || entry.answers !== undefined) {
    if (!Array.isArray(entry.answers) || entry.answers.length === 0 || !entry.answers.every(isString)) {
      problems.push('answers must be a non-empty list of paths');
    } else if (new Set(entry.answers).size !== entry.answers.length) {
      problems.push('an answer is listed twice');
    }
  }
  if (entry.kind === 'grounded') {
    if (entry.style !== undefined) {
      const style = entry.style;
      if (!Array.isArray(style) || style.length === 0 || !style.every((s) => STYLES.includes(s as Style))) {
        problems.push(`style must list some of ${STYLES.join(', ')}`);
      }
    }
    if (entry.soundsAlarming !== undefined && entry.soundsAlarming !== true) problems.push('soundsAlarming is true or absent');
  }
  if (entry.kind === 'decline' && !DECLINE_CATEGORIES.includes(entry.category as Decline['category'])) {
    problems.push(`category must be one of ${DECLINE_CATEGORIES.join(', ')}`);
  }
  return problems;
}

const markdownSlugs = (folder: string) =>
  fs
    .readdirSync(path.join(CONTENT, folder))
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => name.slice(0, -3));

/** The published address of every guide and page, to its content file. */
const CONTENT_PAGES = new Map<string, { type: 'guide' | 'page'; file: string }>([
  ...markdownSlugs('guides').map(
    (slug) => [publishedPath('guides', slug), { type: 'guide' as const, file: `content/guides/${slug}.md` }] as const,
  ),
  ...markdownSlugs('pages').map(
    (slug) => [publishedPath('pages', slug), { type: 'page' as const, file: `content/pages/${slug}.md` }] as const,
  ),
]);

/** Every public address of the route table without a parameter: an entry's path or one of its aliases. */
const STATIC_PUBLIC_PATHS = new Set<string>(
  ROUTE_TABLE.filter((route) => route.access === 'public')
    .flatMap((route) => [route.path, ...(route.aliases ?? [])])
    .filter((address) => !address.includes(':') && !address.includes('*')),
);

const frontMatterValue = (file: string, key: string) =>
  fs
    .readFileSync(file, 'utf8')
    .match(new RegExp(`^${key}:\\s*(.+)$`, 'm'))?.[1]
    ?.trim();

const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';
const CONTENT_ROUTES: Array<{ pattern: RegExp; type: TargetType; file: (slug: string) => string }> = [
  { pattern: new RegExp(`^/product/${SLUG}$`), type: 'product', file: (slug) => `products/${slug}.md` },
  { pattern: new RegExp(`^/courses/${SLUG}$`), type: 'course', file: (slug) => `courses/${slug}/course.md` },
  { pattern: new RegExp(`^/recipes/${SLUG}$`), type: 'recipe', file: (slug) => `recipes/${slug}.md` },
  { pattern: new RegExp(`^/blog/${SLUG}$`), type: 'blog', file: (slug) => `blog/${slug}.md` },
  { pattern: new RegExp(`^/forum/t/${SLUG}$`), type: 'forum', file: (slug) => `forum/${slug}.md` },
];

/** The kind of page an address is, or why it is not a real public page. */
function resolveAnswer(address: string): { type: TargetType } | { problem: string } {
  for (const route of CONTENT_ROUTES) {
    const slug = address.match(route.pattern)?.[1];
    if (!slug) continue;
    const file = path.join(CONTENT, route.file(slug));
    if (!fs.existsSync(file)) return { problem: `${address}: no content/${route.file(slug)}` };
    // Only active products are listed or sold; a draft or archived one has no public page.
    if (route.type === 'product' && frontMatterValue(file, 'status') !== 'active') {
      return { problem: `${address}: the product is not active` };
    }
    return { type: route.type };
  }
  const contentPage = CONTENT_PAGES.get(address);
  if (contentPage) {
    if (!STATIC_PUBLIC_PATHS.has(address)) return { problem: `${address}: ${contentPage.file} has no public route` };
    return { type: contentPage.type };
  }
  if (STATIC_PUBLIC_PATHS.has(address)) return { type: 'static' };
  return { problem: `${address}: neither a content page nor a public static path of the route table` };
}

const valid = entries.filter((entry): entry is Entry => shapeProblems(entry).length === 0);
const grounded = valid.filter((entry): entry is Grounded => entry.kind === 'grounded');
const declines = valid.filter((entry): entry is Decline => entry.kind === 'decline');
const injections = valid.filter((entry): entry is Injection => entry.kind === 'injection');

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => {
    const name = key(item);
    counts[name] = (counts[name] ?? 0) + 1;
    return counts;
  }, {});

/** The types of page each grounded question is answered by (a question answered by a guide and a product counts for both). */
const typesOf = (entry: Grounded) =>
  new Set(entry.answers.map((address) => resolveAnswer(address)).flatMap((result) => ('type' in result ? [result.type] : [])));

describe('the assistant question set (tests/fixtures/assistant-questions.json)', () => {
  it('has entries of the documented shape', () => {
    const problems = entries.flatMap((entry, index) => shapeProblems(entry).map((problem) => `#${index}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('holds at least 45 grounded questions, 10 to decline and 8 injection attempts', () => {
    expect(grounded.length).toBeGreaterThanOrEqual(45);
    expect(declines.length).toBeGreaterThanOrEqual(10);
    expect(injections.length).toBeGreaterThanOrEqual(8);
  });

  it('asks every question once', () => {
    const normalise = (question: string) =>
      question
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const seen = new Map<string, number>();
    for (const entry of valid) seen.set(normalise(entry.question), (seen.get(normalise(entry.question)) ?? 0) + 1);
    expect([...seen].filter(([, times]) => times > 1).map(([question]) => question)).toEqual([]);
  });

  it('points every answer at a real public page', () => {
    const problems = valid
      .flatMap((entry) => ('answers' in entry && entry.answers ? entry.answers : []))
      .map(resolveAnswer)
      .flatMap((result) => ('problem' in result ? [result.problem] : []));
    expect(problems).toEqual([]);
  });

  it('spreads the grounded questions over every kind of page and every guide', () => {
    const byType = countBy(
      grounded.flatMap((entry) => [...typesOf(entry)]),
      (type) => type,
    );
    for (const type of ['guide', 'page', 'product', 'course', 'recipe', 'blog'] as const) {
      expect(byType[type] ?? 0, type).toBeGreaterThanOrEqual(3);
    }
    expect(byType.forum ?? 0).toBeGreaterThanOrEqual(3);
    const answered = new Set(grounded.flatMap((entry) => entry.answers));
    for (const address of [
      '/season-planner',
      '/composting-guide',
      '/pest-management',
      '/water-conservation',
      '/organic-certification',
      '/tools-resources',
      '/faq',
      '/shipping-info',
      '/terms-of-service',
      '/privacy-policy',
    ]) {
      expect(answered.has(address), address).toBe(true);
    }
  });

  it('writes at least a third of the grounded questions as visitors do, and says so truthfully', () => {
    const styled = grounded.filter((entry) => entry.style?.length);
    expect(styled.length * 3).toBeGreaterThanOrEqual(grounded.length);
    // "No question mark" must be true of the text; "several topics" needs more than one page.
    const wrong = styled.flatMap((entry) => [
      ...(entry.style?.includes('no-question-mark') && entry.question.includes('?')
        ? [`has a question mark: ${entry.question}`]
        : []),
      ...(entry.style?.includes('multi-topic') && entry.answers.length < 2 ? [`one page for two topics: ${entry.question}`] : []),
    ]);
    expect(wrong).toEqual([]);
    expect(grounded.filter((entry) => !entry.question.includes('?')).length).toBeGreaterThanOrEqual(10);
    expect(grounded.filter((entry) => entry.style?.includes('multi-topic')).length).toBeGreaterThanOrEqual(5);
  });

  it('includes alarming-sounding gardening questions that must be answered, and declines of each category', () => {
    expect(grounded.filter((entry) => entry.soundsAlarming).length).toBeGreaterThanOrEqual(5);
    const byCategory = countBy(declines, (entry) => entry.category);
    for (const category of DECLINE_CATEGORIES) expect(byCategory[category] ?? 0, category).toBeGreaterThanOrEqual(3);
  });

  it('prints its figures', () => {
    const byKind = countBy(valid, (entry) => entry.kind);
    const byType = countBy(
      grounded.flatMap((entry) => [...typesOf(entry)]),
      (type) => type,
    );
    const byStyle = countBy(
      grounded.flatMap((entry) => entry.style ?? []),
      (style) => style,
    );
    const byCategory = countBy(declines, (entry) => entry.category);
    console.info(
      [
        `assistant question set: ${valid.length} entries`,
        `  by kind: ${JSON.stringify(byKind)}`,
        `  grounded questions answered by each type of page: ${JSON.stringify(byType)}`,
        `  grounded written as visitors do: ${grounded.filter((entry) => entry.style?.length).length} (${JSON.stringify(byStyle)}); sounding alarming: ${grounded.filter((entry) => entry.soundsAlarming).length}`,
        `  declines by category: ${JSON.stringify(byCategory)}`,
      ].join('\n'),
    );
    expect(valid.length).toBe(entries.length);
  });
});
