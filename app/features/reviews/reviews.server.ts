import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { productReviews } from '~/db/schema/reviews';
import { boughtProductSql, hasBoughtProduct } from '~/features/orders/purchases.server';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { pageCountOf } from '~/utils/pagination';
import { reviewerName } from '~/utils/person-name';
import { type ReviewCode, reviewFailure } from './failures';
import { REVIEWS_PAGE_SIZE } from './review-rules';
import type { ReviewInput } from './reviews.schema';

/*
 * Reviews and ratings from verified buyers (issue 11, decision 0040). Only a person who bought
 * the product in an order that was paid (then maybe shipped or delivered) may review it, once;
 * the unique key (product, person) makes the second attempt fail even when two arrive together.
 */

export type ReviewView = {
  id: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  createdAt: string;
};

/** How many reviews a product has, their mean (to one decimal, 0 when none) and how many of each star. */
export type RatingSummary = { count: number; average: number; stars: Record<1 | 2 | 3 | 4 | 5, number> };

/** What the product page offers the reader: sign in, nothing (not a buyer), the form, or thanks. */
export type ReviewerState = 'sign-in' | 'not-a-buyer' | 'can-review' | 'reviewed';

const byStar = (star: number) => sql<number>`count(*) filter (where ${productReviews.rating} = ${star})::int`;

/** The product's rating summary and one page of its reviews, newest first, in one statement. */
export async function findProductReviews({ productId, page = 1 }: { productId: string; page?: number }) {
  const db = getDb();
  const forProduct = eq(productReviews.productId, productId);
  const pageOfReviews = db
    .select({
      id: productReviews.id,
      authorName: productReviews.authorName,
      rating: productReviews.rating,
      title: productReviews.title,
      body: productReviews.body,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .where(forProduct)
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE)
    .as('page_of_reviews');
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number>`coalesce(round(avg(${productReviews.rating}), 1), 0)::float8`,
      one: byStar(1),
      two: byStar(2),
      three: byStar(3),
      four: byStar(4),
      five: byStar(5),
      // The page's rows as JSON (keys as the view names them), so the summary and the page
      // are one round trip.
      rows: sql<ReviewRow[]>`(select coalesce(json_agg(json_build_object(
          'id', ${pageOfReviews.id}, 'authorName', ${pageOfReviews.authorName}, 'rating', ${pageOfReviews.rating},
          'title', ${pageOfReviews.title}, 'body', ${pageOfReviews.body}, 'createdAt', ${pageOfReviews.createdAt}
        ) order by ${pageOfReviews.createdAt} desc, ${pageOfReviews.id} desc), '[]'::json) from ${pageOfReviews})`,
    })
    .from(productReviews)
    .where(forProduct);
  const count = totals?.count ?? 0;
  const summary: RatingSummary = {
    count,
    average: totals?.average ?? 0,
    stars: { 1: totals?.one ?? 0, 2: totals?.two ?? 0, 3: totals?.three ?? 0, 4: totals?.four ?? 0, 5: totals?.five ?? 0 },
  };
  const reviews: ReviewView[] = (totals?.rows ?? []).map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
  return { summary, reviews, page, pageCount: pageCountOf(count, REVIEWS_PAGE_SIZE) };
}

/** A review as the page's JSON brings it (its time as PostgreSQL's JSON text of a timestamp). */
type ReviewRow = Omit<ReviewView, 'createdAt'> & { createdAt: string };

/**
 * What decides the reader's ReviewerState, as SQL columns another read can include (the product
 * page reads them in the same statement as the wishlist's): whether they reviewed the product
 * already, and whether they bought it.
 */
export function reviewerStateColumns({ userId, productId }: { userId: string; productId: string }) {
  return {
    reviewed: sql<boolean>`exists (select 1 from ${productReviews} where ${and(
      eq(productReviews.productId, productId),
      eq(productReviews.userId, userId),
    )})`,
    bought: boughtProductSql({ userId, productId }),
  };
}

/** The reader's ReviewerState from reviewerStateColumns' answer. */
export function reviewerStateOf({ reviewed, bought }: { reviewed: boolean; bought: boolean }): ReviewerState {
  if (reviewed) return 'reviewed';
  return bought ? 'can-review' : 'not-a-buyer';
}

/**
 * Publishes the acting person's review (the input already checked with reviewSchema), under
 * their own name and id (convention 16: no one reviews as someone else). Refused for a person who
 * has not bought the product, and for a second review of the same product.
 */
export async function submitReview({
  actor,
  productId,
  input,
}: {
  actor: Actor & { firstName: string | null; lastName: string | null };
  productId: string;
  input: ReviewInput;
}): Promise<Result<{ message: string }, ReviewCode>> {
  if (!isUuid(productId)) return reviewFailure('no-product');
  return getDb().transaction(async (tx) => {
    if (!(await hasBoughtProduct(tx, { userId: actor.id, productId }))) return reviewFailure('not-buyer');
    const [created] = await tx
      .insert(productReviews)
      .values({
        productId,
        userId: actor.id,
        authorName: reviewerName(actor.firstName, actor.lastName),
        rating: input.rating,
        title: input.title,
        body: input.body,
      })
      .onConflictDoNothing({ target: [productReviews.productId, productReviews.userId] })
      .returning({ id: productReviews.id });
    if (!created) return reviewFailure('already-reviewed');
    return { ok: true as const, message: 'reviews.toasts.published' };
  });
}
