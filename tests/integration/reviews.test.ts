import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productReviews, users } from '~/db/schema/index';
import { action as productAction, loader as productLoader } from '~/routes/shop/product';
import { formPost, pageGet, signUpShopper } from '../factories/accounts';
import { createOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
const db = database.db;

type Product = Awaited<ReturnType<typeof createProduct>>;
type Answer = {
  status: number;
  data: {
    kind: string;
    ok: boolean;
    message?: string;
    formError?: string;
    fieldErrors?: Record<string, string>;
    values?: Record<string, string>;
  };
};
type Page = {
  reviewerState: string;
  reviews: {
    summary: { count: number; average: number; stars: Record<string, number> };
    reviews: Array<{ authorName: string; rating: number; title: string }>;
    page: number;
    pageCount: number;
  };
  seo: { jsonLd: Array<Record<string, unknown>> };
};

const REVIEW = { rating: '5', title: 'Sharp and sturdy', body: 'Cut through tangled roots all spring without bending.' };

async function buyer(product: Product, status: 'paid' | 'shipped' | 'delivered' | 'pending_payment' | 'cancelled' = 'paid') {
  const shopper = await signUpShopper('reviewer');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
  if (!user) throw new Error('no user');
  await createOrder(database, { userId: user.id, email: shopper.email, product, status });
  return { ...shopper, id: user.id };
}

const review = async (product: Product, jar: CookieJar, fields: Record<string, string> = REVIEW) =>
  (await callAction(
    productAction,
    formPost(`/product/${product.handle}`, { intent: 'review', productId: product.id, ...fields }, jar),
    { handle: product.handle },
  )) as Answer;

const pageOf = async (product: Product, jar = new CookieJar(), query = '') =>
  (await callAction(productLoader, pageGet(`/product/${product.handle}${query}`, jar), { handle: product.handle })).data as Page;

const productJsonLd = (page: Page) => page.seo.jsonLd.find((block) => block['@type'] === 'Product') ?? {};

describe('reviews from verified buyers', () => {
  it('lets a buyer of a paid, shipped or delivered order review the product once', async () => {
    const product = await createProduct(database);
    for (const status of ['paid', 'shipped', 'delivered'] as const) {
      const person = await buyer(product, status);
      expect((await pageOf(product, person.jar)).reviewerState).toBe('can-review');
      const published = await review(product, person.jar);
      expect(published.status, status).toBe(201);
      expect(published.data).toEqual({ kind: 'review', ok: true, message: 'reviews.toasts.published' });
      expect((await pageOf(product, person.jar)).reviewerState).toBe('reviewed');

      const again = await review(product, person.jar, { ...REVIEW, rating: '1', title: 'Changed my mind' });
      expect(again.status).toBe(409);
      expect(again.data.formError).toBe('reviews.errors.alreadyReviewed');
    }
    const rows = await db.select().from(productReviews).where(eq(productReviews.productId, product.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.rating === 5 && row.authorName === 'Sam S.')).toBe(true);
  });

  it('refuses people who have not bought it, or whose order was never paid, and visitors', async () => {
    const product = await createProduct(database);
    const other = await createProduct(database);
    const boughtSomethingElse = await buyer(other);
    const unpaid = await buyer(product, 'pending_payment');
    const cancelled = await buyer(product, 'cancelled');
    for (const person of [boughtSomethingElse, unpaid, cancelled]) {
      expect((await pageOf(product, person.jar)).reviewerState).toBe('not-a-buyer');
      const refused = await review(product, person.jar);
      expect(refused.status).toBe(403);
      expect(refused.data.formError).toBe('reviews.errors.notBuyer');
    }
    const visitor = new CookieJar();
    expect((await pageOf(product, visitor)).reviewerState).toBe('sign-in');
    const anonymous = await review(product, visitor);
    expect(anonymous.status).toBe(401);
    expect(anonymous.data.formError).toBe('reviews.errors.signIn');
    expect(await db.select().from(productReviews).where(eq(productReviews.productId, product.id))).toEqual([]);
  });

  it('checks the rating, title and body, answering field by field and keeping what was typed', async () => {
    const product = await createProduct(database);
    const person = await buyer(product);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ rating: '' }, 'rating', 'reviews.errors.rating'],
      [{ rating: '6' }, 'rating', 'reviews.errors.rating'],
      [{ rating: '3.5' }, 'rating', 'reviews.errors.rating'],
      [{ title: ' ok ' }, 'title', 'reviews.errors.titleShort'],
      [{ title: 'x'.repeat(101) }, 'title', 'reviews.errors.titleLong'],
      [{ body: 'Too short.' }, 'body', 'reviews.errors.bodyShort'],
      [{ body: 'x'.repeat(2001) }, 'body', 'reviews.errors.bodyLong'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await review(product, person.jar, { ...REVIEW, ...change });
      expect(refused.status, field).toBe(400);
      expect(refused.data.fieldErrors?.[field]).toBe(message);
      expect(refused.data.values).toMatchObject({ ...REVIEW, ...change });
    }
    expect(await db.select().from(productReviews).where(eq(productReviews.productId, product.id))).toEqual([]);
    // The markup someone types is kept as text: the page renders it as text, never as HTML.
    const published = await review(product, person.jar, { ...REVIEW, body: '<b>Great</b> knife, <script>x</script> really.' });
    expect(published.status).toBe(201);
  });

  it('shows the average, the count per star and the newest reviews first, a page at a time, in the structured data too', async () => {
    const product = await createProduct(database);
    const empty = await pageOf(product);
    expect(empty.reviews.summary).toMatchObject({ count: 0, average: 0 });
    expect(productJsonLd(empty)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(empty)).not.toHaveProperty('review');

    const ratings = [5, 4, 4, 3, 5, 2, 5];
    for (const [index, rating] of ratings.entries()) {
      const person = await buyer(product);
      expect(
        (await review(product, person.jar, { ...REVIEW, rating: String(rating), title: `Review number ${index + 1}` })).status,
      ).toBe(201);
    }
    const first = await pageOf(product);
    // (5 + 4 + 4 + 3 + 5 + 2 + 5) / 7 = 4.0
    expect(first.reviews.summary).toEqual({ count: 7, average: 4, stars: { 1: 0, 2: 1, 3: 1, 4: 2, 5: 3 } });
    expect(first.reviews.pageCount).toBe(2);
    expect(first.reviews.reviews.map((item) => item.title)).toEqual([
      'Review number 7',
      'Review number 6',
      'Review number 5',
      'Review number 4',
      'Review number 3',
    ]);
    const second = await pageOf(product, new CookieJar(), '?reviews=2');
    expect(second.reviews.reviews.map((item) => item.title)).toEqual(['Review number 2', 'Review number 1']);

    const jsonLd = productJsonLd(first);
    expect(jsonLd.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    expect(jsonLd.review).toHaveLength(5);
    expect((jsonLd.review as Array<Record<string, unknown>>)[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Sam S.' },
      name: 'Review number 7',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });

  it('rounds the average to one decimal', async () => {
    const product = await createProduct(database);
    for (const rating of [5, 4, 4]) {
      const person = await buyer(product);
      await review(product, person.jar, { ...REVIEW, rating: String(rating) });
    }
    expect((await pageOf(product)).reviews.summary).toMatchObject({ count: 3, average: 4.3 });
  });
});
