import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '~/db/schema/index';
import { loader as compostingLoader } from '~/routes/guides/composting-guide';
import { findRelatedLinks } from '~/routes/guides/guide-page.server';
import { loader as seasonPlannerLoader } from '~/routes/guides/season-planner';
import { pageGet } from '../factories/accounts';
import { createClass, createCourse } from '../factories/courses';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * The guides (issue 36): Article data with both dates, HowTo data for a procedure, and links to
 * products, courses and recipes resolved when the page is rendered, so a renamed product shows
 * its new name and an unknown or withdrawn one is left out rather than linked.
 */

const database = await setupTestDatabase();

type GuidePage = { seo: { jsonLd: Array<Record<string, unknown>> }; article: { published?: string; updated?: string } };

describe('a guide page', () => {
  it('carries Article data with datePublished and dateModified, and HowTo data for its procedure', async () => {
    const page = (await callAction(compostingLoader, pageGet('/composting-guide', new CookieJar()))).data as GuidePage;
    const [article, howTo] = page.seo.jsonLd;
    expect(article).toMatchObject({ '@type': 'Article', datePublished: '2026-11-22' });
    expect(article?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.article.published).toBe('2026-11-22');
    expect(howTo).toMatchObject({ '@type': 'HowTo', name: 'Build a hot compost pile' });
    const steps = howTo?.step as Array<{ position: number; text: string; url: string }>;
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(steps[0]).toMatchObject({ '@type': 'HowToStep', position: 1 });
    expect(steps[0]?.url).toMatch(/\/composting-guide#building-a-hot-pile$/);
  });

  it('gives an article that is not a procedure no HowTo', async () => {
    const page = (await callAction(seasonPlannerLoader, pageGet('/season-planner', new CookieJar()))).data as GuidePage;
    expect(page.seo.jsonLd.map((item) => item['@type'])).toEqual(['Article']);
  });
});

describe('related links', () => {
  it('shows a product by its current name and leaves out unknown and unlisted ones', async () => {
    const listed = await createProduct(database);
    const hidden = await createProduct(database, { status: 'draft' });
    await database.db.update(products).set({ name: 'Renamed compost blend' }).where(eq(products.id, listed.id));
    const links = await findRelatedLinks({
      products: ['no-such-product', hidden.handle, listed.handle],
      courses: [],
      recipes: [],
    });
    expect(links.products).toEqual([{ name: 'Renamed compost blend', href: `/product/${listed.handle}` }]);
  });

  it('links published courses by slug and leaves out the rest', async () => {
    const course = await createCourse(database);
    const draft = await createCourse(database, { status: 'draft' });
    const links = await findRelatedLinks({ products: [], courses: [draft.slug, course.slug, 'no-such-course'], recipes: [] });
    expect(links.courses).toEqual([{ name: course.title, href: `/courses/${course.slug}` }]);
  });

  it("offers the next live classes of the guide's courses, soonest first, and none ended, cancelled or of another course", async () => {
    const course = await createCourse(database);
    const other = await createCourse(database);
    const later = await createClass(database, { courseId: course.id, inHours: 24 * 9, title: 'Later clinic' });
    const sooner = await createClass(database, { courseId: course.id, inHours: 24 * 2, title: 'Sooner clinic' });
    await createClass(database, { courseId: course.id, inHours: -3, title: 'Ended clinic' });
    await createClass(database, { courseId: course.id, inHours: 24, title: 'Cancelled clinic', status: 'cancelled' });
    await createClass(database, { courseId: other.id, inHours: 24, title: 'Another course clinic' });
    await createClass(database, { inHours: 24, title: 'Clinic of no course' });
    const links = await findRelatedLinks({ products: [], courses: [course.slug], recipes: [] });
    expect(links.classes).toEqual([
      { name: 'Sooner clinic', href: `/coaching/classes/${sooner.id}` },
      { name: 'Later clinic', href: `/coaching/classes/${later.id}` },
    ]);
  });

  it('links a recipe only when its file exists, by the title in it', async () => {
    const links = await findRelatedLinks({ products: [], courses: [], recipes: ['no-such-recipe-here'] });
    expect(links.recipes).toEqual([]);
    const recipes = fs.existsSync('content/recipes')
      ? fs.readdirSync('content/recipes').filter((file) => /^[a-z0-9-]+\.md$/.test(file))
      : [];
    if (recipes.length > 0) {
      const slug = (recipes[0] ?? '').slice(0, -3);
      const found = await findRelatedLinks({ products: [], courses: [], recipes: [slug] });
      expect(found.recipes).toEqual([{ name: expect.any(String), href: `/recipes/${slug}` }]);
    }
  });
});
