import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * SPEC §8's wishlist messages, declared once (issue 34, point 5), with the statuses the product
 * page and /account/wishlist answer: a visitor is asked to sign in (401), anything else refused
 * is 400.
 */
export const wishlistFailure = defineFailures({
  'sign-in-to-add': { message: 'wishlist.errors.signInToAdd', status: 401 },
  'sign-in-to-remove': { message: 'wishlist.errors.signInToRemove', status: 401 },
  duplicate: { message: 'wishlist.errors.duplicate', status: 400 },
  'add-failed': { message: 'wishlist.errors.addFailed', status: 400 },
  'remove-failed': { message: 'wishlist.errors.removeFailed', status: 400 },
  'load-failed': { message: 'wishlist.errors.loadFailed', status: 400 },
});

export type WishlistCode = FailureCode<typeof wishlistFailure>;
