import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * Why a review is refused (issue 34, point 5, decision 0040), declared once with the statuses the
 * product page answers: a visitor is asked to sign in, a person who has not bought the product
 * may not review it, and a second review of the same product is a conflict.
 */
export const reviewFailure = defineFailures({
  'sign-in': { message: 'reviews.errors.signIn', status: 401 },
  'not-buyer': { message: 'reviews.errors.notBuyer', status: 403 },
  /** No product by that id: nobody bought it, so the buyer's words, with not-found's status. */
  'no-product': { message: 'reviews.errors.notBuyer', status: 404 },
  'already-reviewed': { message: 'reviews.errors.alreadyReviewed', status: 409 },
});

export type ReviewCode = FailureCode<typeof reviewFailure>;
