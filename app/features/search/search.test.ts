import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '~/features/content/content.server';
import { publishedPath, rankDocuments, searchSite, searchTerms } from './search.server';

const doc = (slug: string, title: string, description: string, text: string): ContentDocument => ({
  collection: 'guides',
  slug,
  title,
  description,
  text,
  html: '',
  headings: [],
  faq: [],
});

describe('site search', () => {
  it('splits a query into distinct terms of two or more characters', () => {
    expect(searchTerms('Compost, compost & a bin!')).toEqual(['compost', 'bin']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('needs every term and ranks title matches above body matches', () => {
    const documents = [
      doc('a', 'Watering', 'Drip lines', 'compost helps soil hold water'),
      doc('b', 'Compost basics', 'Browns and greens', 'make compost from scraps'),
      doc('c', 'Pests', 'Aphids', 'nothing relevant'),
    ];
    expect(rankDocuments(documents, 'compost').map((result) => result.path)).toEqual(['/b', '/a']);
    expect(rankDocuments(documents, 'compost water').map((result) => result.path)).toEqual(['/a']);
    expect(rankDocuments(documents, 'zzz')).toEqual([]);
  });

  it('knows where documents with another address are published', () => {
    expect(publishedPath('pages', 'vendor-terms')).toBe('/legal/vendor-terms');
    expect(publishedPath('guides', 'composting-guide')).toBe('/composting-guide');
  });

  it('finds our real guides', async () => {
    const results = await searchSite({ query: 'compost' });
    expect(results[0]?.path).toBe('/composting-guide');
    expect(results[0]?.snippet.toLowerCase()).toContain('compost');
  });
});
