import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '~/db/schema/index';
import { CATEGORIES, parseProductListQuery } from '~/features/catalog/catalog.schema';
import { findProductByHandle, findProducts } from '~/features/catalog/catalog.server';
import { readDemoProducts } from '~/features/catalog/catalog-seed.server';
import { sitemapEntries } from '~/routes/api/sitemap-entries.server';
import { loader as homeLoader } from '~/routes/content/home';
import { loader as productLoader } from '~/routes/shop/product';
import { loader as productsLoader } from '~/routes/shop/products';
import { createCourse } from '../factories/courses';
import { createProduct } from '../factories/products';
import { countQueries } from '../setup/count-queries';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

// This file's own products live in their own category so other rows cannot disturb counts.
const category = 'composting';
const seeded = {
  cheap: await createProduct(database, { category, name: 'Alpha caddy', priceCents: 500, isFeatured: false }),
  dear: await createProduct(database, { category, name: 'Beta bin', priceCents: 9900, isFeatured: true }),
  free: await createProduct(database, {
    category,
    name: 'Gamma guide',
    priceCents: null,
    trackInventory: false,
    stockQuantity: 0,
  }),
  soldOut: await createProduct(database, { category, name: 'Delta drum', priceCents: 4500, stockQuantity: 0 }),
  relief: await createProduct(database, { category, name: 'Epsilon sack', priceCents: 2500, isReliefProduct: true }),
  draft: await createProduct(database, { category, name: 'Zeta draft', status: 'draft' }),
  archived: await createProduct(database, { category, name: 'Eta archived', status: 'archived' }),
};

const list = (search: string) =>
  findProducts(parseProductListQuery(new URL(`http://localhost/products?category=${category}${search}`)));
const names = async (search: string) => (await list(search)).products.map((product) => product.name);

describe('the catalogue listing', () => {
  it('lists active products only, featured first', async () => {
    const result = await list('');
    expect(result.total).toBe(5);
    expect(result.products[0]?.name).toBe('Beta bin');
    expect(result.products.map((product) => product.name)).not.toContain('Zeta draft');
    expect(result.products.map((product) => product.name)).not.toContain('Eta archived');
  });

  it('sorts by price both ways (free counts as 0) and by newest', async () => {
    expect(await names('&sort=price-asc')).toEqual(['Gamma guide', 'Alpha caddy', 'Epsilon sack', 'Delta drum', 'Beta bin']);
    expect(await names('&sort=price-desc')).toEqual(['Beta bin', 'Delta drum', 'Epsilon sack', 'Alpha caddy', 'Gamma guide']);
    expect((await names('&sort=newest'))[0]).toBe('Epsilon sack');
  });

  it('filters by price range, stock and relief', async () => {
    expect(await names('&min=10&max=50&sort=price-asc')).toEqual(['Epsilon sack', 'Delta drum']);
    expect(await names('&max=0')).toEqual(['Gamma guide']);
    expect(await names('&inStock=1&sort=price-asc')).toEqual(['Gamma guide', 'Alpha caddy', 'Epsilon sack', 'Beta bin']);
    expect(await names('&relief=1')).toEqual(['Epsilon sack']);
  });

  it('pages through results, twelve at a time', async () => {
    for (let index = 0; index < 13; index++)
      await createProduct(database, { category: 'books', name: `Book ${String(index).padStart(2, '0')}` });
    const first = await findProducts(parseProductListQuery(new URL('http://localhost/products?category=books&sort=price-asc')));
    const second = await findProducts(
      parseProductListQuery(new URL('http://localhost/products?category=books&sort=price-asc&page=2')),
    );
    expect(first.products).toHaveLength(12);
    expect(first.pageCount).toBe(2);
    expect(second.products).toHaveLength(first.total - 12);
    expect(new Set([...first.products, ...second.products].map((product) => product.id)).size).toBe(first.total);
  });

  it('answers the page with its filters, for sharing and crawling', async () => {
    const result = await callAction(productsLoader, new Request(`http://localhost/products?category=${category}&relief=1`));
    expect(result.status).toBe(200);
    const data = result.data as { products: { name: string }[]; query: { relief: boolean }; seo: { canonical: string } };
    expect(data.products.map((product) => product.name)).toEqual(['Epsilon sack']);
    expect(data.query.relief).toBe(true);
    expect(data.seo.canonical).toBe('http://localhost:3000/products');
  });
});

describe('the home page', () => {
  it('shows featured products in stock first, then the rest, and the categories with their counts', async () => {
    const soldOutStar = await createProduct(database, {
      category: 'tools',
      name: 'Aa sold-out star',
      isFeatured: true,
      stockQuantity: 0,
    });
    const star = await createProduct(database, { category: 'tools', name: 'Zz star', isFeatured: true });
    await createProduct(database, { category: 'tools', name: 'Ab hidden star', isFeatured: true, status: 'draft' });
    const result = await callAction(homeLoader, new Request('http://localhost/'));
    expect(result.status).toBe(200);
    const data = result.data as {
      featured: { name: string; handle: string }[];
      categories: { category: string; count: number }[];
    };
    const names = data.featured.map((product) => product.name);
    expect(names.slice(0, 3)).toEqual(['Beta bin', star.name, soldOutStar.name]);
    expect(names).not.toContain('Ab hidden star');
    expect(names.length).toBeLessThanOrEqual(8);

    const rows = await database.db
      .select({ category: products.category, count: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.status} = 'active'`)
      .groupBy(products.category);
    const expected = CATEGORIES.flatMap((name) => {
      const found = rows.find((row) => row.category === name)?.count ?? 0;
      return found > 0 ? [{ category: name, count: found }] : [];
    });
    expect(data.categories).toEqual(expected);
    expect(data.categories.find((entry) => entry.category === 'composting')?.count).toBe(5);
  });
});

describe('the product page', () => {
  it('renders the description safely and describes the offer for search engines', async () => {
    const product = await createProduct(database, {
      descriptionMd:
        'Good **soil**.\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) and [guide](/composting-guide)\n\n' +
        '![x](javascript:alert(1)) ![y](data:image/png;base64,AAAA) ![basil](/images/products/basil.webp)',
      priceCents: 1999,
      stockQuantity: 3,
    });
    const found = await findProductByHandle({ handle: product.handle });
    expect(found?.descriptionHtml).toContain('<strong>soil</strong>');
    expect(found?.descriptionHtml).not.toContain('<script');
    expect(found?.descriptionHtml).not.toContain('javascript:');
    expect(found?.descriptionHtml).toContain('href="/composting-guide"');
    expect(found?.descriptionHtml).not.toContain('data:');
    expect(found?.descriptionHtml).toContain('<img src="/images/products/basil.webp" alt="basil"');

    const result = await callAction(productLoader, new Request(`http://localhost/product/${product.handle}`), {
      handle: product.handle,
    });
    expect(result.status).toBe(200);
    const seo = (result.data as { seo: { type: string; jsonLd: Record<string, unknown>[]; product: unknown } }).seo;
    expect(seo.type).toBe('product');
    expect(seo.product).toEqual({ amount: '19.99', currency: 'USD', availability: 'in stock' });
    expect(seo.jsonLd[0]).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { '@type': 'Offer', price: '19.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });

  it('is a 404 for unknown, draft and archived products and for malformed handles', async () => {
    for (const handle of ['no-such-thing', seeded.draft.handle, seeded.archived.handle, '../etc/passwd', 'Bad Handle']) {
      const result = await callAction(productLoader, new Request(`http://localhost/product/${encodeURIComponent(handle)}`), {
        handle,
      });
      expect(result.status, handle).toBe(404);
    }
  });

  it('reports a sold-out product as out of stock', async () => {
    const result = await callAction(productLoader, new Request(`http://localhost/product/${seeded.soldOut.handle}`), {
      handle: seeded.soldOut.handle,
    });
    const seo = (result.data as { seo: { jsonLd: { offers: { availability: string } }[] } }).seo;
    expect(seo.jsonLd[0]?.offers.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('the catalogue in the database', () => {
  it('never lets stock go below zero, whatever the code asks', async () => {
    await expect(
      database.db
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} - 1000` })
        .where(sql`${products.id} = ${seeded.cheap.id}`),
    ).rejects.toThrow();
  });

  it('lists listed products in the sitemap', async () => {
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    expect(paths).toContain(`/product/${seeded.cheap.handle}`);
    expect(paths).not.toContain(`/product/${seeded.draft.handle}`);
    expect(paths).not.toContain('/dev/mailbox');
  });
});

describe('the demo catalogue we ship', () => {
  it('is about forty valid products across every category, each with its own image and alt text', async () => {
    const demo = await readDemoProducts();
    expect(demo.length).toBeGreaterThanOrEqual(35);
    expect(new Set(demo.map((product) => product.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(demo.map((product) => product.handle)).size).toBe(demo.length);
    expect(demo.find((product) => product.handle === 'soil-analysis-kit')).toMatchObject({ status: 'active' });
    expect(demo.some((product) => product.priceCents === null)).toBe(true);
    for (const product of demo) {
      expect(product.descriptionMd.split(/\s+/).length, product.handle).toBeGreaterThan(80);
      expect(product.images[0]?.alt.length, product.handle).toBeGreaterThan(10);
    }
  });

  it('gives some products several pictures for the gallery, each a small file of ours with its own alt text', async () => {
    const demo = await readDemoProducts();
    const several = demo.filter((product) => product.images.length > 1);
    expect(several.length).toBeGreaterThanOrEqual(5);
    for (const product of demo)
      for (const image of product.images) {
        const file = path.join('public', image.src);
        expect(fs.existsSync(file), file).toBe(true);
        expect(fs.statSync(file).size, file).toBeLessThanOrEqual(6 * 1024);
        expect(image.alt.length, file).toBeGreaterThan(10);
      }
    for (const product of several) expect(new Set(product.images.map((image) => image.alt)).size).toBe(product.images.length);
  });
});

describe('the home page courses (issue 35, point 11)', () => {
  it('shows the newest published courses as cards, in one statement more', async () => {
    const older = await createCourse(database, { title: 'Home older course', publishedAt: new Date('2030-01-01T00:00:00Z') });
    const newer = await createCourse(database, { title: 'Home newer course', publishedAt: new Date('2030-02-01T00:00:00Z') });
    await createCourse(database, { title: 'Home draft course', status: 'draft' });
    const { result, queries } = await countQueries(database, () => callAction(homeLoader, new Request('http://localhost/')));
    const data = result.data as { courses: { title: string; slug: string; lessonCount: number; language: string }[] };
    expect(data.courses.length).toBeLessThanOrEqual(3);
    expect(data.courses.map((course) => course.title).slice(0, 2)).toEqual([newer.title, older.title]);
    expect(data.courses.map((course) => course.title)).not.toContain('Home draft course');
    expect(data.courses[0]).toMatchObject({ slug: newer.slug, lessonCount: 3, language: 'en' });
    // Featured products, categories and courses: one statement each (docs/architecture.md, the render budget).
    expect(queries).toHaveLength(3);
  });
});
