import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * Why a subscription change is refused (issue 34, point 5), declared once: the words /subscriptions
 * shows and the status it answers (400 for each, as it always has). A period's payment can also be
 * refused by orders (`checkoutFailure`: an expired form, payments unavailable).
 */
export const subscriptionFailure = defineFailures({
  'not-found': { message: 'subscriptions.errors.notFound', status: 400 },
  plan: { message: 'subscriptions.errors.plan', status: 400 },
  'cannot-pause': { message: 'subscriptions.errors.cannotPause', status: 400 },
  'cannot-resume': { message: 'subscriptions.errors.cannotResume', status: 400 },
  cancelled: { message: 'subscriptions.errors.cancelled', status: 400 },
  'not-due': { message: 'subscriptions.errors.notDue', status: 400 },
});

export type SubscriptionCode = FailureCode<typeof subscriptionFailure>;
