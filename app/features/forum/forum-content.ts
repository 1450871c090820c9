/*
 * The parser of the forum's demo content (content/forum; the format is in content/forum/README.md).
 * Pure, with no database and no file system, so the seed, the content test and any script share
 * one reading of a file. A bad file throws one error that names the file and every problem in it:
 * whoever edits the content fixes it in one pass instead of one complaint per run.
 */

export type ThreadKind = 'question' | 'discussion';

export type SeedReply = {
  author: string;
  created: Date;
  /** The post this reply quotes: 0 is the opening post, 1 the first reply; null when it quotes none. */
  quotes: number | null;
  body: string;
};

export type SeedThread = {
  slug: string;
  title: string;
  category: string;
  kind: ThreadKind;
  author: string;
  created: Date;
  tags: string[];
  /** The number of the reply that answers a question, counting replies from 1. */
  accepted: number | null;
  pinned: boolean;
  body: string;
  replies: SeedReply[];
};

export type SeedCategory = { slug: string; name: string; description: string; position: number };

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;
export const TITLE_MIN_LENGTH = 5;
export const TITLE_MAX_LENGTH = 140;
export const AUTHOR_MAX_LENGTH = 80;
export const BODY_MAX_LENGTH = 20_000;
export const MAX_TAGS = 5;
export const CATEGORY_NAME_MAX_LENGTH = 60;
export const CATEGORY_DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

const THREAD_KINDS: readonly ThreadKind[] = ['question', 'discussion'];
const FRONT_MATTER_KEYS = ['title', 'category', 'kind', 'author', 'created', 'tags', 'accepted', 'pinned'] as const;
type FrontMatterKey = (typeof FRONT_MATTER_KEYS)[number];

// Seconds and the Z are required: a date without a zone would be read in the seeding machine's zone.
const UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const REPLY_MARKER_START = /^<!--\s*reply\b/;
const REPLY_MARKER = /^<!--\s*reply:\s*([^|]*?)\s*\|\s*(\S+)\s*(?:\|\s*quotes\s+(\S+)\s*)?-->\s*$/;

export class ForumContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'ForumContentError';
  }
}

/** A timestamp as written in the files, or null when it is not one (Date would roll 2026-02-30 over to March). */
function utcDate(text: string): Date | null {
  if (!UTC_TIMESTAMP.test(text)) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().slice(0, 19) === text.slice(0, 19) ? date : null;
}

function checkBody(body: string, label: string, problems: string[]): void {
  if (body === '') problems.push(`${label} is empty`);
  else if (body.length > BODY_MAX_LENGTH) problems.push(`${label} has ${body.length} characters, more than ${BODY_MAX_LENGTH}`);
}

type RawReply = { marker: string; line: number; lines: string[] };

export function parseThreadFile(fileName: string, source: string): SeedThread {
  const problems: string[] = [];
  const slug = fileName.replace(/^.*[\\/]/, '').replace(/\.md$/, '');
  if (!SLUG_PATTERN.test(slug))
    problems.push(`the file name "${slug}" must be lowercase letters and digits joined by single "-"`);
  else if (slug.length > SLUG_MAX_LENGTH) problems.push(`the file name "${slug}" is longer than ${SLUG_MAX_LENGTH} characters`);

  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const close = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  if (close < 0)
    throw new ForumContentError(fileName, [...problems, 'a thread starts with front matter between two "---" lines']);

  const values = new Map<FrontMatterKey, string>();
  lines.slice(1, close).forEach((line, index) => {
    if (line.trim() === '') return;
    const match = /^([A-Za-z]+):(.*)$/.exec(line);
    if (!match) {
      problems.push(`front matter line ${index + 2} is not "key: value"`);
      return;
    }
    const key = match[1] as FrontMatterKey;
    if (!FRONT_MATTER_KEYS.includes(key))
      problems.push(`unknown front matter key "${key}" (keys: ${FRONT_MATTER_KEYS.join(', ')})`);
    else if (values.has(key)) problems.push(`"${key}" is given twice`);
    // Quotes around a value are dropped, as the site's other content files read them (parseFrontMatter).
    else values.set(key, (match[2] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2'));
  });

  const title = values.get('title') ?? '';
  if (title.length < TITLE_MIN_LENGTH || title.length > TITLE_MAX_LENGTH)
    problems.push(`the title must have ${TITLE_MIN_LENGTH} to ${TITLE_MAX_LENGTH} characters (it has ${title.length})`);

  const category = values.get('category') ?? '';
  if (!SLUG_PATTERN.test(category)) problems.push(`the category "${category}" is not a category slug`);

  const kindText = values.get('kind') ?? '';
  const kind = THREAD_KINDS.find((candidate) => candidate === kindText);
  if (!kind) problems.push(`the kind "${kindText}" is not one of ${THREAD_KINDS.join(', ')}`);

  const author = values.get('author') ?? '';
  if (author === '' || author.length > AUTHOR_MAX_LENGTH)
    problems.push(`the author must be a name of 1 to ${AUTHOR_MAX_LENGTH} characters`);

  const createdText = values.get('created') ?? '';
  const created = utcDate(createdText);
  if (!created) problems.push(`created "${createdText}" is not a UTC time written YYYY-MM-DDTHH:MM:SSZ`);

  const tagsText = values.get('tags') ?? '';
  const tags = tagsText === '' ? [] : tagsText.split(',').map((tag) => tag.trim());
  for (const tag of tags) if (!SLUG_PATTERN.test(tag)) problems.push(`the tag "${tag}" must be a lowercase slug`);
  if (tags.length > MAX_TAGS) problems.push(`${tags.length} tags, at most ${MAX_TAGS}`);
  if (new Set(tags).size !== tags.length) problems.push('a tag is given twice');

  const pinnedText = values.get('pinned') ?? 'false';
  if (pinnedText !== 'true' && pinnedText !== 'false') problems.push(`pinned "${pinnedText}" must be true or false`);

  const opening: string[] = [];
  const rawReplies: RawReply[] = [];
  lines.slice(close + 1).forEach((line, index) => {
    if (REPLY_MARKER_START.test(line)) rawReplies.push({ marker: line, line: close + 2 + index, lines: [] });
    else (rawReplies.at(-1)?.lines ?? opening).push(line);
  });

  const body = opening.join('\n').trim();
  checkBody(body, 'the opening post', problems);

  const replies: SeedReply[] = [];
  let previous = created;
  rawReplies.forEach((raw, index) => {
    const number = index + 1;
    const label = `reply ${number} (line ${raw.line})`;
    const match = REPLY_MARKER.exec(raw.marker);
    if (!match) {
      problems.push(`${label}: the marker must read "<!-- reply: Name | YYYY-MM-DDTHH:MM:SSZ -->" with an optional "| quotes N"`);
      return;
    }
    const replyAuthor = match[1] ?? '';
    if (replyAuthor === '' || replyAuthor.length > AUTHOR_MAX_LENGTH)
      problems.push(`${label}: the author must be a name of 1 to ${AUTHOR_MAX_LENGTH} characters`);
    const replyCreated = utcDate(match[2] ?? '');
    if (!replyCreated) problems.push(`${label}: "${match[2]}" is not a UTC time written YYYY-MM-DDTHH:MM:SSZ`);
    // Posts are shown in time order, and the numbers quotes and accepted point at are that order.
    else if (previous && replyCreated < previous)
      problems.push(`${label}: written at ${match[2]}, before the ${number === 1 ? 'opening post' : `reply ${number - 1}`}`);
    if (replyCreated) previous = replyCreated;
    let quotes: number | null = null;
    if (match[3] !== undefined) {
      const quoted = /^\d+$/.test(match[3]) ? Number(match[3]) : Number.NaN;
      if (!(quoted < number)) problems.push(`${label}: quotes ${match[3]}, which is not an earlier post (0 to ${number - 1})`);
      else quotes = quoted;
    }
    const replyBody = raw.lines.join('\n').trim();
    checkBody(replyBody, label, problems);
    replies.push({ author: replyAuthor, created: replyCreated ?? new Date(Number.NaN), quotes, body: replyBody });
  });

  let accepted: number | null = null;
  const acceptedText = values.get('accepted');
  if (acceptedText !== undefined && acceptedText !== '') {
    const number = /^\d+$/.test(acceptedText) ? Number(acceptedText) : Number.NaN;
    // Only a question has an answer; a discussion has no reply that settles it.
    if (kind === 'discussion') problems.push('accepted is for questions, and this thread is a discussion');
    else if (!(number >= 1 && number <= rawReplies.length))
      problems.push(`accepted ${acceptedText} is not the number of a reply (1 to ${rawReplies.length})`);
    else accepted = number;
  }

  if (problems.length > 0 || !kind || !created) throw new ForumContentError(fileName, problems);
  return {
    slug,
    title,
    category,
    kind,
    author,
    created,
    tags,
    accepted,
    pinned: pinnedText === 'true',
    body,
    replies,
  };
}

const CATEGORY_KEYS = ['slug', 'name', 'description', 'position'] as const;

export function parseCategories(json: string, fileName = 'content/forum/categories.json'): SeedCategory[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new ForumContentError(fileName, [`not valid JSON (${error instanceof Error ? error.message : String(error)})`]);
  }
  if (!Array.isArray(data) || data.length === 0)
    throw new ForumContentError(fileName, ['must be a non-empty array of categories']);

  const problems: string[] = [];
  const categories: SeedCategory[] = [];
  data.forEach((item: unknown, index) => {
    const label = `category ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push(`${label} is not an object`);
      return;
    }
    const record = item as Record<string, unknown>;
    for (const key of Object.keys(record))
      if (!(CATEGORY_KEYS as readonly string[]).includes(key)) problems.push(`${label}: unknown key "${key}"`);
    const { slug, name, description, position } = record;
    if (typeof slug !== 'string' || !SLUG_PATTERN.test(slug) || slug.length > SLUG_MAX_LENGTH)
      problems.push(`${label}: the slug must be lowercase letters and digits joined by single "-"`);
    if (typeof name !== 'string' || name.trim() === '' || name.length > CATEGORY_NAME_MAX_LENGTH)
      problems.push(`${label}: the name must have 1 to ${CATEGORY_NAME_MAX_LENGTH} characters`);
    const { min, max } = CATEGORY_DESCRIPTION_LENGTH;
    // The description is the category page's meta description, which search engines cut past 160.
    if (typeof description !== 'string' || description.length < min || description.length > max)
      problems.push(`${label}: the description must have ${min} to ${max} characters`);
    if (typeof position !== 'number' || !Number.isInteger(position) || position < 1)
      problems.push(`${label}: the position must be a whole number from 1`);
    if (typeof slug === 'string' && typeof name === 'string' && typeof description === 'string' && typeof position === 'number')
      categories.push({ slug, name, description, position });
  });

  const slugs = categories.map((category) => category.slug);
  if (new Set(slugs).size !== slugs.length) problems.push('a slug is given twice');
  // Positions are the order of the forum's front page: 1 to n with no gap, so none is ambiguous.
  const positions = categories.map((category) => category.position).sort((a, b) => a - b);
  if (positions.some((position, index) => position !== index + 1))
    problems.push(`the positions must be 1 to ${data.length}, each once`);

  if (problems.length > 0) throw new ForumContentError(fileName, problems);
  return categories.sort((a, b) => a.position - b.position);
}
