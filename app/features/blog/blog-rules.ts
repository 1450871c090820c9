/*
 * The blog's pure rules (issue 36): a post's address, its reading time and when a commenter is
 * trusted. Beside their tests (blog-rules.test.ts); the server applies them.
 */

/** A post's address: lower-case words joined by hyphens, at most 80 characters (the database checks it too). */
export const SLUG_MAX = 80;
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Addresses under /blog that are pages of their own, never a post's. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['admin', 'feed', 'feed-xml', 'tag', 'tags', 'new', 'page']);

/** Whether a slug typed in the editor may be a post's address. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX && SLUG_SHAPE.test(slug) && !RESERVED_SLUGS.has(slug);
}

/**
 * The address a title suggests: accents dropped ("Café" gives "cafe"), anything but letters and
 * digits a hyphen, cut at a word to 80 characters; "post" when nothing is left (a title in
 * another script), and a reserved word gets "-post".
 */
export function slugFromTitle(title: string): string {
  const slug = toSlug(title);
  if (!slug) return 'post';
  return RESERVED_SLUGS.has(slug) ? `${slug}-post` : slug;
}

function toSlug(text: string): string {
  let slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > SLUG_MAX) {
    const cut = slug.slice(0, SLUG_MAX + 1);
    const lastHyphen = cut.lastIndexOf('-');
    slug = (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, SLUG_MAX)).replace(/-+$/, '');
  }
  return slug;
}

/**
 * The first free address for a slug: itself, else "-2", "-3", … (shortened so the suffix fits).
 * `isTaken` answers for the other posts (never the post being saved).
 */
export function firstFreeSlug(slug: string, isTaken: (candidate: string) => boolean): string {
  if (!isTaken(slug)) return slug;
  for (let number = 2; ; number++) {
    const suffix = `-${number}`;
    const candidate = `${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/** Tags as typed ("Soil, seed saving ,soil"): slugs, lower-case, each once, in order, at most 8. */
export const TAGS_MAX = 8;
export function normaliseTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  const tags: string[] = [];
  for (const part of parts) {
    const tag = toSlug(part);
    if (tag && tag.length <= 40 && !tags.includes(tag)) tags.push(tag);
  }
  return tags.slice(0, TAGS_MAX);
}

/** Words a reader reads in a minute: 220, a common figure for reading on screen. */
export const WORDS_PER_MINUTE = 220;

/** Whole minutes to read a text (plain text, not markdown), at least 1. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * When a commenter's words appear without waiting (decision 0078): admins always; anyone else once
 * moderators approved at least three of their comments and rejected none. A single rejection
 * keeps them held: it is cheap for a moderator to approve a good comment and costly to let an
 * abusive one through unseen.
 */
export const TRUSTED_AFTER_APPROVED = 3;
export function isTrustedCommenter({ role, approved, rejected }: { role: string; approved: number; rejected: number }): boolean {
  if (role === 'admin') return true;
  return approved >= TRUSTED_AFTER_APPROVED && rejected === 0;
}

/** Posts on a page of /blog. */
export const POSTS_PER_PAGE = 9;
