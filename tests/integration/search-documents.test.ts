import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchDocuments } from '~/db/schema/search';
import {
  countSearchDocuments,
  removeSearchDocuments,
  replaceSearchDocumentsOfKind,
  type SearchDocumentInput,
  saveSearchDocuments,
} from '~/features/search/documents.server';
import { findDocuments } from '~/features/search/find-documents.server';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

/**
 * A fixed corpus (issue 36): the ranking, the typo correction and the several-word questions are
 * checked against documents written here, never against the demo content.
 */
const corpus: SearchDocumentInput[] = [
  {
    kind: 'guide',
    sourceId: 'composting-guide',
    title: 'Composting Guide',
    summary: 'Turn kitchen scraps and garden waste into rich compost.',
    body: 'Balance browns and greens. Keep the heap as moist as a wrung-out sponge. Turn it every week in summer.',
    path: '/composting-guide',
  },
  {
    kind: 'post',
    sourceId: 'winter-beds',
    title: 'Putting Your Beds to Rest for Winter',
    summary: 'Mulch, cover crops and a last layer of compost before the frost.',
    body: 'In late autumn, cover bare soil with leaves or sow a winter cover crop such as rye. Start a compost heap with the leaves you rake.',
    keywords: ['seasonal', 'soil'],
    path: '/blog/winter-beds',
  },
  {
    kind: 'recipe',
    sourceId: 'pumpkin-soup',
    title: 'Roasted Pumpkin Soup',
    summary: 'A velvety autumn soup with toasted pumpkin seeds.',
    body: 'Roast the pumpkin until soft, then blend with stock and ginger.',
    keywords: ['autumn', 'dinner', 'vegan'],
    path: '/recipes/pumpkin-soup',
  },
  {
    kind: 'product',
    sourceId: 'p-1',
    title: 'Brandywine Tomato Seeds',
    summary: 'A pink beefsteak heirloom tomato.',
    body: 'Start seeds indoors six to eight weeks before the last frost.',
    keywords: ['seeds', 'tomato', 'heirloom'],
    path: '/product/brandywine-tomato-seeds',
    priceCents: 449,
  },
  {
    kind: 'page',
    sourceId: 'shipping-info',
    title: 'Shipping Information',
    summary: 'How and when we ship orders.',
    body: 'Orders leave within two working days. Raised bed kits ship separately by freight.',
    path: '/shipping-info',
  },
  {
    kind: 'guide',
    sourceId: 'season-planner',
    title: 'Season Planner',
    summary: 'When to sow and plant each crop.',
    body: 'Sow tomatoes indoors in early spring and plant them out in a raised bed after the last frost.',
    path: '/season-planner',
  },
];

await saveSearchDocuments(database.db, corpus);

const titles = async (query: string, kinds?: SearchDocumentInput['kind'][]) =>
  (await findDocuments({ query, kinds })).groups.flatMap((group) => group.hits.map((hit) => hit.title));

describe('search documents', () => {
  it('finds a word in every kind and groups the hits by kind, in the page order', async () => {
    const result = await findDocuments({ query: 'compost' });
    expect(result.groups.map((group) => group.kind)).toEqual(['guide', 'post']);
    expect(result.groups[0]?.hits[0]).toMatchObject({ title: 'Composting Guide', path: '/composting-guide' });
  });

  it('ranks the documents that share most of the words of a question first, without requiring all', async () => {
    // No document has every word; the season planner has most (sow, tomatoes, indoors, frost).
    const found = await titles('when should I sow tomatoes indoors before the frost in my garden');
    expect(found[0]).toBe('Brandywine Tomato Seeds');
    expect(found).toContain('Season Planner');
    const guides = (await findDocuments({ query: 'when should I sow tomatoes indoors before the frost', kinds: ['guide'] }))
      .groups[0];
    expect(guides?.hits.map((hit) => hit.title)).toEqual(['Season Planner']);
  });

  it('corrects a mistyped word to the closest word the index holds', async () => {
    const result = await findDocuments({ query: 'pumpkn soup' });
    expect(result.corrections).toEqual([{ from: 'pumpkn', to: 'pumpkin' }]);
    expect(result.groups[0]?.hits[0]?.title).toBe('Roasted Pumpkin Soup');
    expect(await titles('compst')).toContain('Composting Guide');
  });

  it('finds a word still being typed, and stems ("tomatoes" finds "tomato")', async () => {
    expect(await titles('brandyw')).toEqual(['Brandywine Tomato Seeds']);
    expect(await titles('tomatoes', ['product'])).toEqual(['Brandywine Tomato Seeds']);
  });

  it('requires a quoted phrase, words side by side', async () => {
    expect(await titles('"raised bed"')).toEqual(['Season Planner', 'Shipping Information']);
    expect(await titles('"bed raised"')).toEqual([]);
  });

  it('filters by kind and pages within it', async () => {
    const first = await findDocuments({ query: 'compost soil frost', kinds: ['guide', 'post'], perKind: 1 });
    expect(first.groups.map((group) => [group.kind, group.total, group.hits.length])).toEqual([
      ['guide', 2, 1],
      ['post', 1, 1],
    ]);
    const second = await findDocuments({ query: 'compost soil frost', kinds: ['guide'], perKind: 1, page: 2 });
    expect(second.groups[0]?.hits).toHaveLength(1);
    expect(second.groups[0]?.hits[0]?.title).not.toBe(first.groups[0]?.hits[0]?.title);
  });

  it('marks the words found and cuts a snippet around the first of them', async () => {
    const result = await findDocuments({ query: 'freight' });
    expect(result.terms).toEqual(['freight']);
    expect(result.groups[0]?.hits[0]?.snippet).toContain('freight');
  });

  it('finds nothing for stop words, punctuation or syntax, and never fails on them', async () => {
    for (const query of ['', '   ', 'the and of', "'; drop table search_documents; --", 'a & b | !c', '<->', ':*']) {
      await expect(findDocuments({ query }), query).resolves.toMatchObject({ groups: [] });
    }
    expect(await countSearchDocuments(database.db, 'guide')).toBe(2);
  });

  it('does not rewrite an unchanged document; rewrites a changed one; removes one', async () => {
    const [before] = await database.db
      .select({ updatedAt: searchDocuments.updatedAt })
      .from(searchDocuments)
      .where(eq(searchDocuments.sourceId, 'pumpkin-soup'));
    expect(await saveSearchDocuments(database.db, [corpus[2] as SearchDocumentInput])).toBe(0);
    expect(
      await saveSearchDocuments(database.db, [{ ...(corpus[2] as SearchDocumentInput), title: 'Roasted Squash Soup' }]),
    ).toBe(1);
    expect(await titles('squash')).toEqual(['Roasted Squash Soup']);
    expect(before).toBeDefined();
    expect(await removeSearchDocuments(database.db, 'recipe', ['pumpkin-soup'])).toBe(1);
    expect(await titles('squash')).toEqual([]);
  });

  it('replaces the documents of a kind with a new list (content that ships with the build)', async () => {
    const pages = [{ ...(corpus[4] as SearchDocumentInput), sourceId: 'faq', title: 'Questions and answers', path: '/faq' }];
    expect(await replaceSearchDocumentsOfKind(database.db, 'page', pages)).toEqual({ written: 1, removed: 1 });
    expect(await titles('shipping information', ['page'])).toEqual(['Questions and answers']);
    await expect(replaceSearchDocumentsOfKind(database.db, 'page', [corpus[0] as SearchDocumentInput])).rejects.toThrow();
  });

  it('keeps a class only until it has ended, and refuses a path off the site', async () => {
    await saveSearchDocuments(database.db, [
      {
        kind: 'class',
        sourceId: 'c-past',
        title: 'Mulching Clinic',
        summary: '',
        body: '',
        path: '/coaching/classes/c-past',
        expiresAt: new Date(Date.now() - 60_000),
      },
      {
        kind: 'class',
        sourceId: 'c-next',
        title: 'Mulching Workshop',
        summary: '',
        body: '',
        path: '/coaching/classes/c-next',
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    ]);
    expect(await titles('mulching', ['class'])).toEqual(['Mulching Workshop']);
    await expect(
      saveSearchDocuments(database.db, [
        { kind: 'page', sourceId: 'x', title: 'X', summary: '', body: '', path: '//evil.example' },
      ]),
    ).rejects.toThrow();
    expect(await database.db.$count(searchDocuments, eq(searchDocuments.sourceId, 'x'))).toBe(0);
  });
});
