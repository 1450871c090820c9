import fs from 'node:fs/promises';
import path from 'node:path';
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { getSiteConfig } from '~/utils/site.server';
import { type HowTo, howToFrom } from './howto';
import { marketplaceTokens } from './marketplace-tokens.server';
import { searchText, stripHtml } from './plain-text';
import { slugify } from './slugify';

export { slugify };

export type ContentCollection = 'pages' | 'guides';

export type ContentHeading = { id: string; text: string; depth: number };
export type FaqItem = { question: string; answer: string };

export type ContentDocument = {
  collection: ContentCollection;
  slug: string;
  title: string;
  description: string;
  updated?: string;
  /** First published (front matter `published:`), for Article data's datePublished. */
  published?: string;
  readingMinutes?: number;
  html: string;
  /** Plain text of the body, for search. */
  text: string;
  headings: ContentHeading[];
  /** `## Question?` sections, for FAQPage structured data. */
  faq: FaqItem[];
  /** What the page links to, by handle or slug (`relatedProducts: a, b`); resolved when the page is rendered. */
  related?: { products: string[]; courses: string[]; recipes: string[] };
  /** The procedure the front matter's `howto:` names, for HowTo structured data. */
  howTo?: HowTo | null;
};

/** A front-matter list written `a, b, c`. */
function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => SLUG_PATTERN.test(item));
}

const contentRoot = path.resolve(process.cwd(), 'content');
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Minimal front matter: `key: value` lines between `---` fences. */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const index = line.indexOf(':');
    if (index <= 0) continue;
    data[line.slice(0, index).trim()] = line
      .slice(index + 1)
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2');
  }
  return { data, body: source.slice(match[0].length) };
}

/**
 * Front matter with lists: `key: value` lines, `key: [a, b]` and a `key:` line followed by
 * indented `- item` lines (course files, content/courses/README.md). Values are strings or
 * lists of strings; quotes around a value or an item are dropped.
 */
export function parseFrontMatterWithLists(source: string): { data: Record<string, string | string[]>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const unquote = (text: string) => text.trim().replace(/^(['"])(.*)\1$/, '$2');
  const data: Record<string, string | string[]> = {};
  let listKey: string | null = null;
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const item = /^\s+-\s+(.*)$/.exec(line);
    if (item && listKey) {
      (data[listKey] as string[]).push(unquote(item[1] ?? ''));
      continue;
    }
    const index = line.indexOf(':');
    if (index <= 0) continue;
    const key = line.slice(0, index).trim();
    const value = line.slice(index + 1).trim();
    listKey = null;
    if (value === '') {
      data[key] = [];
      listKey = key;
    } else if (value.startsWith('[') && value.endsWith(']')) {
      data[key] = value.slice(1, -1).split(',').map(unquote).filter(Boolean);
    } else data[key] = unquote(value);
  }
  return { data, body: source.slice(match[0].length) };
}

export function applyTokens(text: string, tokens: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => tokens[name] ?? whole);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * What HTML made from text may contain (`../shared/ARCHITECTURE.md`: marked, then sanitize-html
 * with an allowlist, one path for every text we render: our content, product and course
 * descriptions, lessons, class descriptions, instructors' biographies and applications). Links
 * go to web, mail and same-site addresses; pictures to web and same-site ones only; never
 * javascript:, data:, vbscript: or another host written as "//host" or "/\host". An address
 * that is refused is removed from its tag, so a link becomes its text and a picture shows its
 * alternative text.
 */
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
/** A link to another site opens in a new tab without giving it this page (window.opener), with `rel`. */
const linkTo =
  (rel: string): sanitizeHtml.Transformer =>
  (tagName, attribs) =>
    /^https?:\/\//i.test(attribs.href ?? '') ? { tagName, attribs: { ...attribs, rel, target: '_blank' } } : { tagName, attribs };
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'input',
    // A picture with a caption: `![alt](/images/x.svg "Caption")` alone in its paragraph.
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    // GFM task lists: a disabled checkbox per item.
    input: ['type', 'checked', 'disabled'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Only the checkbox of a task list; any other input is dropped.
  exclusiveFilter: (frame) => frame.tag === 'input' && (frame.attribs.type !== 'checkbox' || !('disabled' in frame.attribs)),
  transformTags: { a: linkTo('noopener') },
};

/**
 * Where rendered text sits in a page. Text shown inside a section of a page (an applicant's sample
 * lesson in the review) moves its headings down `headingOffset` levels (at most to h6), so its
 * outline stays under the page's headings instead of adding a second h1, and prefixes their ids,
 * so several such texts on one page never repeat an id.
 */
export type HeadingPlacement = {
  headingOffset?: number;
  idPrefix?: string;
  /**
   * Words a member wrote (a forum post): a link to another site is also marked `nofollow ugc`,
   * so search engines neither credit it to us nor reward spam for being posted here.
   */
  isUserContent?: boolean;
};

export type RenderedMarkdown = { html: string; headings: ContentHeading[]; faq: FaqItem[] };

/**
 * Rendered markdown by its source, the most recently used last. The same body always renders
 * the same, and a product page or lesson renders its body on every request (issue 12: marked
 * cost a signed-in product page about 1 % of its CPU), so the last few hundred are kept. Callers
 * read the result and never change it.
 */
const rendered = new Map<string, RenderedMarkdown>();
const RENDERED_LIMIT = 500;

export function renderMarkdown(body: string, placement: HeadingPlacement = {}): RenderedMarkdown {
  const key =
    placement.headingOffset || placement.idPrefix || placement.isUserContent
      ? `${placement.headingOffset ?? 0}\n${placement.idPrefix ?? ''}\n${placement.isUserContent ? 'ugc' : ''}\n${body}`
      : body;
  const known = rendered.get(key);
  if (known) {
    rendered.delete(key);
    rendered.set(key, known);
    return known;
  }
  const result = renderMarkdownAnew(body, placement);
  if (rendered.size >= RENDERED_LIMIT) {
    const oldest = rendered.keys().next();
    if (!oldest.done) rendered.delete(oldest.value);
  }
  rendered.set(key, result);
  return result;
}

/** The same allowlist for a member's words: links to other sites are theirs, not ours (nofollow ugc). */
const USER_CONTENT_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_OPTIONS,
  transformTags: { a: linkTo('nofollow ugc noopener') },
};

function renderMarkdownAnew(
  body: string,
  { headingOffset = 0, idPrefix = '', isUserContent = false }: HeadingPlacement,
): RenderedMarkdown {
  const headings: ContentHeading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Heading['tokens']) => string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const base = slugify(stripHtml(inner)) || 'section';
        const count = used.get(base) ?? 0;
        used.set(base, count + 1);
        const id = `${idPrefix}${count ? `${base}-${count}` : base}`;
        const depth = Math.min(6, token.depth + headingOffset);
        if (depth <= 3) headings.push({ id, text: stripHtml(inner), depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      // A picture alone in its paragraph, with a title, is a figure: the title is its caption.
      paragraph(token: Tokens.Paragraph) {
        const only = token.tokens.length === 1 ? token.tokens[0] : undefined;
        if (only?.type !== 'image' || !(only as Tokens.Image).title) return false;
        const image = only as Tokens.Image;
        return `<figure><img src="${escapeAttribute(image.href)}" alt="${escapeAttribute(image.text)}"><figcaption>${escapeAttribute(image.title ?? '')}</figcaption></figure>\n`;
      },
      // Our content never needs raw HTML; drop any rather than trust it.
      html() {
        return '';
      },
    },
  });
  const html = sanitizeHtml(
    marked.parse(body, { async: false }) as string,
    isUserContent ? USER_CONTENT_SANITIZE_OPTIONS : SANITIZE_OPTIONS,
  );

  const faq: FaqItem[] = [];
  const sections = html.split(/(?=<h2 id=")/);
  for (const section of sections) {
    const match = /^<h2 id="[^"]*">([\s\S]*?)<\/h2>\n?([\s\S]*)$/.exec(section);
    if (!match) continue;
    const question = stripHtml(match[1] ?? '');
    if (question.endsWith('?')) faq.push({ question, answer: stripHtml(match[2] ?? '') });
  }
  return { html, headings, faq };
}

/**
 * Plain text of rendered HTML for search: tags dropped, and a heading without punctuation of its
 * own ends with a full stop, so that it does not run into the next sentence ("Care. At the
 * end…", not "Care At the end…") and snippets can start after it.
 */
// The plain-text rules live in plain-text.ts (no server imports), which pages' meta use too.
export { searchText };

/** The plain text of markdown, for search snippets. */
export function markdownToText(markdown: string): string {
  return searchText(renderMarkdown(markdown).html);
}

function tokensFromConfig(): Record<string, string> {
  const site = getSiteConfig();
  return {
    siteName: site.name,
    contactEmail: site.contactEmail,
    supportEmail: site.supportEmail,
    contactPhone: site.contactPhone,
    companyAddress: site.address,
    baseUrl: site.url,
    supportHours: 'Monday to Friday, 09:00-18:00',
    ...marketplaceTokens(),
  };
}

async function readDocument(collection: ContentCollection, slug: string): Promise<ContentDocument | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  let source: string;
  try {
    source = await fs.readFile(path.join(contentRoot, collection, `${slug}.md`), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const tokens = tokensFromConfig();
  const { data, body } = parseFrontMatter(source);
  const { html, headings, faq } = renderMarkdown(applyTokens(body, tokens));
  const minutes = Number.parseInt(data.readingMinutes ?? '', 10);
  return {
    collection,
    slug,
    title: applyTokens(data.title ?? slug, tokens),
    description: applyTokens(data.description ?? '', tokens),
    updated: data.updated,
    published: data.published,
    readingMinutes: Number.isFinite(minutes) ? minutes : undefined,
    html,
    text: searchText(html),
    headings,
    faq,
    related: {
      products: listOf(data.relatedProducts),
      courses: listOf(data.relatedCourses),
      recipes: listOf(data.relatedRecipes),
    },
    howTo: data.howto ? howToFrom(html, data.howto, data.howtoName) : null,
  };
}

// Content files ship with the build and never change while the process runs.
const cache = new Map<string, Promise<ContentDocument | null>>();

export function getContentDocument(collection: ContentCollection, slug: string): Promise<ContentDocument | null> {
  const key = `${collection}/${slug}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = readDocument(collection, slug);
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

/** Loads a document that a route depends on; a missing file is a 404, not a crash. */
export async function requireContentDocument(collection: ContentCollection, slug: string): Promise<ContentDocument> {
  const document = await getContentDocument(collection, slug);
  if (!document) throw new Response('Not found', { status: 404 });
  return document;
}

const slugCache = new Map<ContentCollection, Promise<string[]>>();

export function listContentSlugs(collection: ContentCollection): Promise<string[]> {
  let entry = slugCache.get(collection);
  if (!entry) {
    entry = fs
      .readdir(path.join(contentRoot, collection))
      .catch(() => [] as string[])
      .then((files) =>
        files
          .filter((file) => file.endsWith('.md'))
          .map((file) => file.slice(0, -3))
          .sort(),
      );
    slugCache.set(collection, entry);
  }
  return entry;
}

export function toArticle(document: ContentDocument): import('./content').ArticleData {
  return {
    slug: document.slug,
    title: document.title,
    description: document.description,
    updated: document.updated,
    published: document.published,
    readingMinutes: document.readingMinutes,
    html: document.html,
    headings: document.headings,
  };
}
