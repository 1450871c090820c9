/*
 * The review form's limits and paging, without the schema: the form in the browser needs the
 * numbers, and importing them from reviews.schema.ts would bring zod into the product page's
 * scripts (25 KiB gzip, issue 12). The schema builds on these.
 */

/** Limits of a review's texts; the database's checks are looser, so these are what people meet. */
export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;

/** Reviews shown per page of a product's reviews, newest first. */
export const REVIEWS_PAGE_SIZE = 5;
