import { describe, expect, it } from 'vitest';
import { productReviews } from '~/db/schema/reviews';
import { parseProductListQuery } from '~/features/catalog/catalog.schema';
import { findRatedProducts } from '~/features/reviews/rated-products.server';
import { loader as productsLoader } from '~/routes/shop/products';
import { createBuyer } from '../factories/buyers';
import { createProduct } from '../factories/products';
import { countQueries } from '../setup/count-queries';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Issue 35, point 12: product cards carry their rating, and /products sorts by it, in the same
 * two statements as before (the page of cards and the count).
 */

const database = await setupTestDatabase();

// This file's products in a category of their own, so no other rows change the order.
const category = 'books';
const made = {
  unrated: await createProduct(database, { category, name: 'Aster almanac', isFeatured: true }),
  fewTop: await createProduct(database, { category, name: 'Borage book' }),
  manyTop: await createProduct(database, { category, name: 'Clover compendium' }),
  middling: await createProduct(database, { category, name: 'Dill diary' }),
};

/** Reviews with these ratings for a product, each from a person of its own. */
async function review(productId: string, ratings: number[]) {
  for (const rating of ratings) {
    const person = await createBuyer(database, []);
    await database.db
      .insert(productReviews)
      .values({ productId, userId: person.id, authorName: 'Bea B.', rating, title: 'Good', body: 'Did the job.' });
  }
}

await review(made.fewTop.id, [5, 4]);
await review(made.manyTop.id, [5, 4, 5, 4]);
await review(made.middling.id, [3, 4, 2]);

const list = (search: string) =>
  findRatedProducts(parseProductListQuery(new URL(`http://localhost/products?category=${category}${search}`)));

describe('ratings on the product listing', () => {
  it('gives each card its mean rating (to one decimal) and number of reviews, and none before the first', async () => {
    const { products } = await list('');
    const byName = new Map(products.map((product) => [product.name, product.rating]));
    expect(byName.get('Borage book')).toEqual({ average: 4.5, count: 2 });
    expect(byName.get('Clover compendium')).toEqual({ average: 4.5, count: 4 });
    expect(byName.get('Dill diary')).toEqual({ average: 3, count: 3 });
    expect(byName.get('Aster almanac')).toBeNull();
  });

  it('sorts best rated first: the mean, then more reviews among equals, products without a review last', async () => {
    const { products, total } = await list('&sort=best-rated');
    expect(total).toBe(4);
    expect(products.map((product) => product.name)).toEqual(['Clover compendium', 'Borage book', 'Dill diary', 'Aster almanac']);
    // The other sorts keep their order: featured first.
    expect((await list('')).products[0]?.name).toBe('Aster almanac');
  });

  it('reads the page of cards with their ratings and the count in two statements', async () => {
    const { result, queries } = await countQueries(database, () =>
      callAction(productsLoader, new Request(`http://localhost/products?category=${category}&sort=best-rated`)),
    );
    const data = result.data as { products: { name: string; rating: unknown }[] };
    expect(data.products[0]).toMatchObject({ name: 'Clover compendium', rating: { average: 4.5, count: 4 } });
    const listing = queries.filter((text) => /from "products"/i.test(text));
    expect(listing).toHaveLength(2);
  });
});
