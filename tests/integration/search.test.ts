import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '~/db/schema/index';
import { searchProducts, suggestProducts } from '~/features/catalog/product-search.server';
import type { Suggestions } from '~/features/search/suggestions';
import { loader as suggestLoader } from '~/routes/api/search-suggest';
import { loader as searchLoader } from '~/routes/content/search';
import { searchSite, suggestSearch } from '~/routes/content/site-search.server';
import { createProduct } from '../factories/products';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

// Products written for this file; each test looks only at its own words.
const brandywine = await createProduct(database, {
  name: 'Brandywine Heirloom Tomato Seeds',
  category: 'seeds',
  tags: ['heirloom', 'tomato', 'open-pollinated'],
  summary: 'A classic pink beefsteak heirloom grown for flavour. About 25 seeds.',
  descriptionMd: 'Brandywine is the **tomato** many gardeners grow once for the taste and then keep growing.',
});
const cherokee = await createProduct(database, {
  name: 'Cherokee Purple Tomato Seeds',
  category: 'seeds',
  tags: ['heirloom', 'tomato'],
  summary: 'Dusky purple fruit with a smoky taste.',
  descriptionMd: 'A heat-tolerant heirloom.',
});
const starter = await createProduct(database, {
  name: 'Compost Starter Blend',
  category: 'composting',
  tags: ['compost', 'starter'],
  summary: 'Wakes up a new heap.',
  // Mentions tomatoes over and over, but only in its description.
  descriptionMd: 'Feeds hungry crops: tomatoes, tomatoes and more tomatoes. A tomato bed loves it.',
});
const bin = await createProduct(database, {
  name: 'Recycled Compost Bin',
  category: 'composting',
  tags: ['compost bin'],
  summary: 'Eighty gallons of hot composting.',
  descriptionMd: 'Made from recycled plastic.',
});
const draft = await createProduct(database, { name: 'Secret Tomato Seeds', category: 'seeds', status: 'draft' });
const archived = await createProduct(database, { name: 'Old Tomato Seeds', category: 'seeds', status: 'archived' });

const namesFor = async (query: string) => (await searchProducts({ query })).map((product) => product.name);

describe('product search', () => {
  it('"tomato" finds the tomato seeds first, then what only mentions tomatoes', async () => {
    const names = await namesFor('tomato');
    expect(names.slice(0, 2).sort()).toEqual([brandywine.name, cherokee.name].sort());
    expect(names).toContain(starter.name);
    expect(names).not.toContain(bin.name);
  });

  it('suggests from names, categories, tags and summaries only, not from descriptions', async () => {
    const suggested = (await suggestProducts({ query: 'tomato' })).map((product) => product.name);
    expect(suggested.sort()).toEqual([brandywine.name, cherokee.name].sort());
    expect(await namesFor('tomato')).toContain(starter.name);
  });

  it('never shows drafts or archived products', async () => {
    const names = await namesFor('tomato seeds');
    expect(names).not.toContain(draft.name);
    expect(names).not.toContain(archived.name);
  });

  it('stems English words and completes a word being typed', async () => {
    expect(await namesFor('tomatoes')).toContain(brandywine.name);
    expect((await namesFor('brandyw'))[0]).toBe(brandywine.name);
    expect((await namesFor('heirloom tomato seed')).slice(0, 2).sort()).toEqual([brandywine.name, cherokee.name].sort());
  });

  it('forgives typos through the trigram match on names', async () => {
    expect(await namesFor('tomatoe')).toContain(brandywine.name);
    const compst = await namesFor('compst');
    expect(compst).toContain(starter.name);
    expect(compst).toContain(bin.name);
    expect((await namesFor('brandywyne'))[0]).toBe(brandywine.name);
    expect((await namesFor('cherokee purpel'))[0]).toBe(cherokee.name);
  });

  it('ranks a name that is the query, then one that starts with it, then one that has it', async () => {
    const exact = await createProduct(database, { name: 'Quillwort', category: 'seeds', tags: [] });
    const starts = await createProduct(database, { name: 'Quillwort Plug Tray', category: 'seeds', tags: [] });
    const has = await createProduct(database, { name: 'Giant Quillwort Mix', category: 'seeds', tags: [] });
    const tagged = await createProduct(database, { name: 'Pond Starter Pack', category: 'seeds', tags: ['quillwort'] });
    expect(await namesFor('quillwort')).toEqual([exact.name, starts.name, has.name, tagged.name]);
  });

  it('weighs name above tags above summary above description', async () => {
    const described = await createProduct(database, {
      name: 'Plain Item D',
      tags: [],
      summary: 'Nothing here.',
      descriptionMd: 'A zorblax inside.',
    });
    const summarised = await createProduct(database, { name: 'Plain Item C', tags: [], summary: 'One zorblax.' });
    const tagged = await createProduct(database, { name: 'Plain Item B', tags: ['zorblax'] });
    const named = await createProduct(database, { name: 'Zorblax Kit', tags: [] });
    expect(await namesFor('zorblax')).toEqual([named.name, tagged.name, summarised.name, described.name]);
  });

  it('finds products by category', async () => {
    expect(await namesFor('composting')).toEqual(expect.arrayContaining([starter.name, bin.name]));
  });

  it('returns a snippet that starts on a word and holds the match', async () => {
    const [hit] = await searchProducts({ query: 'beefsteak' });
    expect(hit?.name).toBe(brandywine.name);
    expect(hit?.snippet).toContain('beefsteak');
    expect(hit?.snippet).not.toContain('**');
  });

  it('treats quotes, operators and SQL as words, never as syntax', async () => {
    const before = await database.db.select({ total: count() }).from(products);
    for (const query of [
      "'; drop table products; --",
      "tomato' or '1'='1",
      'tomato:* | !seed & (',
      '\\',
      '%',
      '_',
      '<-> !! :*',
      '$1',
      'tomato\u0000seeds',
      'a'.repeat(500),
    ]) {
      await expect(searchProducts({ query }), query).resolves.toBeInstanceOf(Array);
    }
    // "or 1 1" are words of their own; nothing matches all of them, so nothing leaks out.
    expect(await namesFor("tomato' or '1'='1")).not.toContain(bin.name);
    expect(await namesFor('%')).toEqual([]);
    const after = await database.db.select({ total: count() }).from(products);
    expect(after).toEqual(before);
    // The column the index is built on is still there and still filled.
    const [row] = await database.db
      .execute<{ vector: string }>(sql`select search_vector::text as vector from products where id = ${brandywine.id}`)
      .then((result) => (result as unknown as { rows: { vector: string }[] }).rows);
    expect(row?.vector).toContain("'tomato'");
  });

  it('answers nothing for an empty query or only stop words', async () => {
    expect(await searchProducts({ query: '' })).toEqual([]);
    expect(await searchProducts({ query: '   ' })).toEqual([]);
    expect(await searchProducts({ query: '!!!' })).toEqual([]);
    expect(await suggestProducts({ query: 'the' })).toEqual([]);
  });
});

describe('the search page and the suggestions', () => {
  it('groups the page by type: products, guides, pages', async () => {
    const results = await searchSite({ query: 'compost' });
    expect(results.products.map((product) => product.name)).toEqual(expect.arrayContaining([starter.name, bin.name]));
    expect(results.guides[0]?.path).toBe('/composting-guide');
    expect(results.guides.every((hit) => hit.collection === 'guides')).toBe(true);
    expect(results.pages.every((hit) => hit.collection === 'pages')).toBe(true);
    expect(results.terms).toEqual(['compost']);
  });

  it('the page loader answers an empty query with nothing, and a query with results', async () => {
    const empty = await callAction(searchLoader, new Request('http://localhost/search'));
    const data = empty.data as { results: { query: string; products: unknown[] }; seo: { robots?: string } };
    expect(data.results.query).toBe('');
    expect(data.results.products).toEqual([]);
    const found = await callAction(searchLoader, new Request('http://localhost/search?q=tomato'));
    const foundData = found.data as { results: { products: { name: string }[] } };
    expect(foundData.results.products[0]?.name).toMatch(/Tomato Seeds$/);
  });

  it('suggests products first, then guides, a few of each, cacheable briefly', async () => {
    const response = await callAction(suggestLoader, new Request('http://localhost/api/search/suggest?q=compost'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const suggestions = response.data as Suggestions;
    expect(suggestions.groups.map((group) => group.kind)).toEqual(['products', 'guides']);
    const [productGroup, guideGroup] = suggestions.groups;
    expect(productGroup?.items.length).toBeLessThanOrEqual(5);
    expect(guideGroup?.items.length).toBeLessThanOrEqual(3);
    expect(productGroup?.items[0]).toEqual({
      path: `/product/${starter.handle}`,
      label: starter.name,
      image: starter.images[0],
      priceCents: starter.priceCents,
    });
    expect(guideGroup?.items[0]).toEqual({ path: '/composting-guide', label: expect.stringMatching(/compost/i) });
  });

  it('suggests nothing for a query too short to mean much', async () => {
    expect(await suggestSearch({ query: 't' })).toEqual({ query: 't', groups: [] });
    expect(await suggestSearch({ query: '  ' })).toEqual({ query: '', groups: [] });
    expect(await suggestSearch({ query: '&&' })).toEqual({ query: '&&', groups: [] });
  });
});
