import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachingClasses, courses, outboxEvents, products } from '~/db/schema/index';
import { searchDocuments } from '~/db/schema/search';
import { publishedPath } from '~/features/content/published-path';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import type { Suggestions } from '~/features/search/suggestions';
import { loader as suggestLoader } from '~/routes/api/search-suggest';
import { loader as searchLoader } from '~/routes/content/search';
import { type SiteSearchResults, searchSite, suggestSearch } from '~/routes/content/site-search.server';
import { prepareSearchIndex } from '../../server/search-index';
import { createClass, createCourse } from '../factories/courses';
import { createProduct } from '../factories/products';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
setupJobRunner(database);

/*
 * The site search end to end (issues 11 and 36): the owning domains write their documents when
 * their content changes (products, courses and classes through the events the database
 * announces, drained here as the job runner would run them; guides and pages at start-up), and
 * the page and the suggestions find them. Each test looks only at its own words.
 */

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
// The job runner starts in its beforeAll; this one runs after it.
beforeAll(async () => {
  await prepareSearchIndex(database.db);
  await drainJobs();
});

const titlesOf = (results: SiteSearchResults, kind: string) =>
  results.groups.find((group) => group.kind === kind)?.hits.map((hit) => hit.title) ?? [];
const productNames = async (query: string) => titlesOf(await searchSite({ query, kind: 'product' }), 'product');

describe('products in the search', () => {
  it('"tomato" finds the tomato seeds first, then what only mentions tomatoes', async () => {
    const names = await productNames('tomato');
    expect(names.slice(0, 2).sort()).toEqual([brandywine.name, cherokee.name].sort());
    expect(names).toContain(starter.name);
    expect(names).not.toContain(bin.name);
  });

  it('never shows drafts or archived products', async () => {
    const names = await productNames('tomato seeds');
    expect(names).not.toContain(draft.name);
    expect(names).not.toContain(archived.name);
  });

  it('stems English words, completes a word being typed, ranks most-words-first', async () => {
    expect(await productNames('tomatoes')).toContain(brandywine.name);
    expect((await productNames('brandyw'))[0]).toBe(brandywine.name);
    expect((await productNames('heirloom tomato seed')).slice(0, 2).sort()).toEqual([brandywine.name, cherokee.name].sort());
    // No product has every word of the question; the one with most of them comes first.
    expect((await productNames('which purple tomato has a smoky taste for my salad'))[0]).toBe(cherokee.name);
  });

  it('forgives typos by reading a word that matches nothing as the closest indexed word', async () => {
    const compst = await searchSite({ query: 'compst', kind: 'product' });
    expect(compst.corrections).toEqual([{ from: 'compst', to: 'compost' }]);
    expect(titlesOf(compst, 'product')).toEqual(expect.arrayContaining([starter.name, bin.name]));
    expect((await productNames('brandywyne'))[0]).toBe(brandywine.name);
    expect((await productNames('cherokee purpel'))[0]).toBe(cherokee.name);
  });

  it('weighs name above tags above summary above description', async () => {
    const described = await createProduct(database, {
      name: 'Plain Item D',
      tags: [],
      summary: 'Nothing.',
      descriptionMd: 'A zorblax inside.',
    });
    const summarised = await createProduct(database, { name: 'Plain Item C', tags: [], summary: 'One zorblax.' });
    const tagged = await createProduct(database, { name: 'Plain Item B', tags: ['zorblax'] });
    const named = await createProduct(database, { name: 'Zorblax Kit', tags: [] });
    await drainJobs();
    expect(await productNames('zorblax')).toEqual([named.name, tagged.name, summarised.name, described.name]);
  });

  it('follows each change of a product through its event: renamed, delisted, deleted; stock alone announces nothing', async () => {
    const product = await createProduct(database, { name: 'Quillwort Plug Tray', category: 'seeds', tags: [] });
    await drainJobs();
    expect(await productNames('quillwort')).toEqual([product.name]);

    await database.db.update(products).set({ name: 'Bogbean Plug Tray' }).where(eq(products.id, product.id));
    await drainJobs();
    expect(await productNames('quillwort')).toEqual([]);
    expect(await productNames('bogbean')).toEqual(['Bogbean Plug Tray']);

    const announced = async () =>
      (await database.db.select({ n: count() }).from(outboxEvents).where(eq(outboxEvents.type, 'product.changed')))[0]?.n;
    const before = await announced();
    await database.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, product.id));
    expect(await announced()).toBe(before);

    await database.db.update(products).set({ status: 'archived' }).where(eq(products.id, product.id));
    await drainJobs();
    expect(await productNames('bogbean')).toEqual([]);

    await database.db.update(products).set({ status: 'active' }).where(eq(products.id, product.id));
    await drainJobs();
    expect(await productNames('bogbean')).toEqual(['Bogbean Plug Tray']);
    await database.db.delete(products).where(eq(products.id, product.id));
    await drainJobs();
    expect(await database.db.$count(searchDocuments, eq(searchDocuments.sourceId, product.id))).toBe(0);
  });

  it('treats quotes, operators and SQL as words, never as syntax', async () => {
    const before = await database.db.$count(products);
    for (const query of [
      "'; drop table search_documents; --",
      "tomato' or '1'='1",
      'tomato:* | !seed & (',
      '\\',
      '%',
      '_',
      '<-> !! :*',
      '$1',
      'tomato\u0000seeds',
      'a'.repeat(500),
      '"unclosed phrase',
    ]) {
      await expect(searchSite({ query }), query).resolves.toMatchObject({ query: expect.any(String) });
    }
    expect(await productNames('%')).toEqual([]);
    expect(await database.db.$count(products)).toBe(before);
    expect(await database.db.$count(searchDocuments, eq(searchDocuments.kind, 'guide'))).toBeGreaterThan(0);
  });
});

describe('courses, classes, guides and pages in the search', () => {
  it('finds a published course and an upcoming class; not a draft, a cancelled class or one that has ended', async () => {
    const course = await createCourse(database, { title: 'Mycorrhizal Networks Explained', status: 'published' });
    const draftCourse = await createCourse(database, { title: 'Mycorrhizal Secrets', status: 'draft' });
    const upcoming = await createClass(database, { title: 'Mycorrhizal Inoculation Clinic' });
    const ended = await createClass(database, { title: 'Mycorrhizal Morning', inHours: -5 });
    await drainJobs();
    const results = await searchSite({ query: 'mycorrhizal' });
    expect(titlesOf(results, 'course')).toEqual([course.title]);
    expect(titlesOf(results, 'class')).toEqual([upcoming.title]);
    expect(titlesOf(results, 'course')).not.toContain(draftCourse.title);
    expect(titlesOf(results, 'class')).not.toContain(ended.title);

    await database.db.update(coachingClasses).set({ status: 'cancelled' }).where(eq(coachingClasses.id, upcoming.id));
    await database.db.update(courses).set({ status: 'archived' }).where(eq(courses.id, course.id));
    await drainJobs();
    const after = await searchSite({ query: 'mycorrhizal' });
    expect(after.groups.map((group) => group.kind)).toEqual([]);
  });

  it('finds the guides and pages shipped with the build, at the addresses they are published at', async () => {
    const results = await searchSite({ query: 'compost' });
    expect(results.groups.map((group) => group.kind)).toEqual(expect.arrayContaining(['product', 'guide']));
    expect(results.groups.find((group) => group.kind === 'guide')?.hits[0]?.path).toBe('/composting-guide');
    expect(publishedPath('pages', 'vendor-terms')).toBe('/legal/vendor-terms');
    const terms = await searchSite({ query: 'vendor terms', kind: 'page' });
    expect(terms.groups[0]?.hits.map((hit) => hit.path)).toContain('/legal/vendor-terms');
  });

  it('does not rewrite shipped content that has not changed when the server starts again', async () => {
    const [before] = await database.db
      .select({ updatedAt: searchDocuments.updatedAt })
      .from(searchDocuments)
      .where(eq(searchDocuments.sourceId, 'composting-guide'));
    await prepareSearchIndex(database.db);
    const [after] = await database.db
      .select({ updatedAt: searchDocuments.updatedAt })
      .from(searchDocuments)
      .where(eq(searchDocuments.sourceId, 'composting-guide'));
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });
});

describe('the search page and the suggestions', () => {
  it('the page loader answers an empty query with nothing, a query grouped by kind, and a filter by kind with pages', async () => {
    const empty = await callAction(searchLoader, new Request('http://localhost/search'));
    expect((empty.data as { results: SiteSearchResults }).results).toMatchObject({ query: '', groups: [], counts: [] });

    const found = (await callAction(searchLoader, new Request('http://localhost/search?q=tomato'))).data as {
      results: SiteSearchResults;
    };
    expect(found.results.groups[0]?.kind).toBe('product');
    expect(found.results.counts.find((c) => c.kind === 'product')?.total).toBeGreaterThanOrEqual(3);

    const filtered = (await callAction(searchLoader, new Request('http://localhost/search?q=compost&type=guide&page=1')))
      .data as {
      results: SiteSearchResults;
    };
    expect(filtered.results.kind).toBe('guide');
    expect(filtered.results.groups.map((group) => group.kind)).toEqual(['guide']);
    // The filter's counts still cover every kind.
    expect(filtered.results.counts.map((c) => c.kind)).toContain('product');

    const odd = (await callAction(searchLoader, new Request('http://localhost/search?q=compost&type=<script>&page=-4'))).data as {
      results: SiteSearchResults;
    };
    expect(odd.results).toMatchObject({ kind: null, page: 1 });
  });

  it('suggests a few of each kind, products first with picture and price, cacheable briefly', async () => {
    const response = await callAction(suggestLoader, new Request('http://localhost/api/search/suggest?q=compost'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const suggestions = response.data as Suggestions;
    expect(suggestions.groups[0]?.kind).toBe('product');
    expect(suggestions.groups.map((group) => group.kind)).toContain('guide');
    const [productGroup] = suggestions.groups;
    expect(productGroup?.items.length).toBeLessThanOrEqual(4);
    expect(productGroup?.items.map((item) => item.label)).toEqual(expect.arrayContaining([starter.name, bin.name]));
    const item = productGroup?.items.find((entry) => entry.label === starter.name);
    expect(item).toEqual({
      path: `/product/${starter.handle}`,
      label: starter.name,
      image: starter.images[0] ?? null,
      priceCents: starter.priceCents,
    });
  });

  it('suggests nothing for a query too short to mean much', async () => {
    expect(await suggestSearch({ query: 't' })).toEqual({ query: 't', groups: [] });
    expect(await suggestSearch({ query: '  ' })).toEqual({ query: '', groups: [] });
    expect(await suggestSearch({ query: '&&' })).toEqual({ query: '&&', groups: [] });
  });
});
