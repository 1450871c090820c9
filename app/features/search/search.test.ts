import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '~/features/content/content.server';
import { publishedPath, rankDocuments, searchContent } from './search.server';

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

describe('content search', () => {
  it('needs every term and ranks title matches above body matches', () => {
    const documents = [
      doc('a', 'Watering', 'Drip lines', 'compost helps soil hold water'),
      doc('b', 'Compost basics', 'Browns and greens', 'make compost from scraps'),
      doc('c', 'Pests', 'Aphids', 'nothing relevant'),
    ];
    expect(rankDocuments(documents, 'compost').map((hit) => hit.path)).toEqual(['/b', '/a']);
    expect(rankDocuments(documents, 'compost water').map((hit) => hit.path)).toEqual(['/a']);
    expect(rankDocuments(documents, 'zzz')).toEqual([]);
    expect(rankDocuments(documents, '  !! ')).toEqual([]);
  });

  it('matches words by their start, not anywhere inside them', () => {
    const documents = [doc('a', 'Rainwater', '', 'a barrel'), doc('b', 'Water', '', 'a can')];
    expect(rankDocuments(documents, 'water').map((hit) => hit.path)).toEqual(['/b']);
  });

  it('forgives a typo in a title or description, ranked below an exact match', () => {
    const documents = [
      doc('a', 'Composting guide', 'Hot and cold piles', 'turn the pile'),
      doc('b', 'Soil', 'Why compost helps', 'organic matter'),
      doc('c', 'Watering', 'Drip lines', 'the word compst appears only here in the body'),
    ];
    // "compst" is one letter from "compost" (and the start of "composting"); a typo in a title
    // or description counts, at half weight, above an exact word in the body.
    expect(rankDocuments(documents, 'compst').map((hit) => hit.path)).toEqual(['/a', '/b', '/c']);
    expect(rankDocuments(documents, 'compost').map((hit) => hit.path)).toEqual(['/a', '/b']);
  });

  it('starts the snippet on a word near the first match', () => {
    const text = `${'Opening words fill the start of this long guide. '.repeat(6)}Mulch keeps the soil moist in summer.`;
    const [hit] = rankDocuments([doc('a', 'Soil', '', text)], 'mulch');
    expect(hit?.snippet.startsWith('…Mulch keeps the soil moist')).toBe(true);
  });

  it('knows where documents with another address are published', () => {
    expect(publishedPath('pages', 'vendor-terms')).toBe('/legal/vendor-terms');
    expect(publishedPath('guides', 'composting-guide')).toBe('/composting-guide');
  });

  it('finds our real guides', async () => {
    const hits = await searchContent({ query: 'compost' });
    expect(hits[0]?.path).toBe('/composting-guide');
    expect(hits[0]?.snippet.toLowerCase()).toContain('compost');
    const guidesOnly = await searchContent({ query: 'compost', collections: ['guides'], limit: 3 });
    expect(guidesOnly.length).toBeLessThanOrEqual(3);
    expect(guidesOnly.every((hit) => hit.collection === 'guides')).toBe(true);
  });
});
