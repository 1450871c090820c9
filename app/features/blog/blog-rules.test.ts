import { describe, expect, it } from 'vitest';
import {
  firstFreeSlug,
  isTrustedCommenter,
  isValidSlug,
  normaliseTags,
  readingMinutes,
  SLUG_MAX,
  slugFromTitle,
} from './blog-rules';

describe('slug rules', () => {
  it('derives a lower-case, hyphenated address from the title', () => {
    expect(slugFromTitle('Putting Your Beds to Rest for Winter')).toBe('putting-your-beds-to-rest-for-winter');
    expect(slugFromTitle('  Café & Crème: Soil’s 10% Share!  ')).toBe('cafe-creme-soils-10-share');
    expect(slugFromTitle('Ñandú --- über')).toBe('nandu-uber');
  });

  it('cuts a long title at a word, within the limit', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(isValidSlug(slug)).toBe(true);
  });

  it('never gives an empty or reserved address', () => {
    expect(slugFromTitle('日本の庭')).toBe('post');
    expect(slugFromTitle('Admin')).toBe('admin-post');
    expect(isValidSlug('admin')).toBe(false);
    expect(isValidSlug('feed-xml')).toBe(false);
  });

  it('accepts only the shape the database accepts', () => {
    expect(isValidSlug('seed-saving-101')).toBe(true);
    for (const bad of ['', 'Upper', 'two--hyphens', '-lead', 'trail-', 'sp ace', 'ü', 'a'.repeat(81)])
      expect(isValidSlug(bad), bad).toBe(false);
  });

  it('finds the first free address, keeping the suffix within the limit', () => {
    const taken = new Set(['compost', 'compost-2']);
    expect(firstFreeSlug('compost', (slug) => taken.has(slug))).toBe('compost-3');
    expect(firstFreeSlug('mulch', (slug) => taken.has(slug))).toBe('mulch');
    const long = 'a'.repeat(SLUG_MAX);
    const free = firstFreeSlug(long, (slug) => slug === long);
    expect(free).toHaveLength(SLUG_MAX);
    expect(free.endsWith('-2')).toBe(true);
  });

  it('normalises tags: slugs, once each, in order, at most eight', () => {
    expect(normaliseTags('Soil, seed saving ,soil, , Compost')).toEqual(['soil', 'seed-saving', 'compost']);
    expect(normaliseTags(Array.from({ length: 12 }, (_, index) => `t${index}`))).toHaveLength(8);
  });
});

describe('reading time', () => {
  it('counts words at 220 a minute, rounding up, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(220))).toBe(1);
    expect(readingMinutes('word '.repeat(221))).toBe(2);
    expect(readingMinutes(`${'word '.repeat(660)} — · -`)).toBe(3);
  });
});

describe('trust rule', () => {
  it('trusts admins at once', () => {
    expect(isTrustedCommenter({ role: 'admin', approved: 0, rejected: 0 })).toBe(true);
  });
  it('trusts others after three approved comments and no rejected one', () => {
    expect(isTrustedCommenter({ role: 'user', approved: 2, rejected: 0 })).toBe(false);
    expect(isTrustedCommenter({ role: 'user', approved: 3, rejected: 0 })).toBe(true);
    expect(isTrustedCommenter({ role: 'instructor', approved: 10, rejected: 1 })).toBe(false);
  });
});
