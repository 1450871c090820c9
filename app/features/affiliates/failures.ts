import { defineFailures } from '~/utils/failure';

/*
 * Why the affiliate programme's operations say no (issue 39), declared once: the code callers
 * branch on, the translation key the page shows, and the status the route answers with.
 */
export const affiliateFailure = defineFailures({
  'already-affiliate': { message: 'affiliates.apply.errors.alreadyAffiliate' },
  'under-review': { message: 'affiliates.apply.errors.underReview' },
  suspended: { message: 'affiliates.apply.errors.suspended', status: 403 },
  'unknown-leader': { message: 'affiliates.apply.errors.unknownLeader', status: 400, field: 'leaderCode' },
  'not-found': { message: 'affiliates.review.errors.notFound', status: 404 },
  'cannot-decide': { message: 'affiliates.review.errors.cannotDecide' },
  'own-application': { message: 'affiliates.review.errors.ownApplication', status: 403 },
});
