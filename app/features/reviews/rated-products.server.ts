import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { products } from '~/db/schema/catalog';
import { productReviews } from '~/db/schema/reviews';
import { PRODUCTS_PAGE_SIZE, type ProductListQuery } from '~/features/catalog/catalog.schema';
import {
  cardColumns,
  countProducts,
  type ProductCard,
  productListFilter,
  productListOrder,
  toCard,
} from '~/features/catalog/catalog.server';
import { pageCountOf } from '~/utils/pagination';

/*
 * The product listing with each card's rating (issue 35, point 12). The catalogue owns the
 * listing's filters and its own sorts; the reviews are this domain's, so the listing that reads
 * them lives here, built on the catalogue's pieces. The page stays at two statements: the page of
 * cards, joined to one aggregate of the reviews, and the count, as the catalogue's own listing.
 */

/** Each reviewed product's mean rating and number of reviews, in one aggregate. */
function ratingsByProduct() {
  return getDb()
    .select({
      productId: productReviews.productId,
      average: sql<number>`avg(${productReviews.rating})::float8`.as('rating_average'),
      count: sql<number>`count(*)::int`.as('rating_count'),
    })
    .from(productReviews)
    .groupBy(productReviews.productId)
    .as('ratings');
}

/** A rating as a card shows it, to one decimal: 4.5 out of 5. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A page of active products with the listing's filters and sort, each card with its rating. Best
 * rated: the highest mean first, more reviews first among equal means, then by name; products
 * without a review come last.
 */
export async function findRatedProducts(query: ProductListQuery) {
  const where = productListFilter(query);
  const ratings = ratingsByProduct();
  const order =
    query.sort === 'best-rated'
      ? [sql`${ratings.average} desc nulls last`, sql`${ratings.count} desc nulls last`, asc(products.name)]
      : productListOrder(query.sort);
  const [rows, total] = await Promise.all([
    getDb()
      .select({ ...cardColumns, ratingAverage: ratings.average, ratingCount: ratings.count })
      .from(products)
      .leftJoin(ratings, eq(ratings.productId, products.id))
      .where(where)
      .orderBy(...order)
      .limit(PRODUCTS_PAGE_SIZE)
      .offset((query.page - 1) * PRODUCTS_PAGE_SIZE),
    countProducts(where),
  ]);
  const cards: ProductCard[] = rows.map(({ ratingAverage, ratingCount, ...row }) => ({
    ...toCard(row),
    rating: ratingCount ? { average: oneDecimal(ratingAverage), count: ratingCount } : null,
  }));
  return { products: cards, total, pageCount: pageCountOf(total, PRODUCTS_PAGE_SIZE) };
}
