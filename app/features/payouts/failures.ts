import { defineFailures } from '~/utils/failure';

/*
 * Why the payout operations say no (issue 39, decision 0096), declared once: the code callers
 * branch on, the translation key the admin reads, and the status the route answers with.
 */
export const payoutFailure = defineFailures({
  'run-open': { message: 'payouts.errors.runOpen' },
  'nothing-owed': { message: 'payouts.errors.nothingOwed' },
  'run-not-found': { message: 'payouts.errors.runNotFound', status: 404 },
  'already-paid': { message: 'payouts.errors.alreadyPaid' },
  'some-failed': { message: 'payouts.errors.someFailed', status: 422 },
  'bad-party': { message: 'payouts.errors.badParty', status: 400, field: 'partyId' },
  'bad-stripe-account': { message: 'payouts.errors.badStripeAccount', status: 400, field: 'stripeAccountId' },
});
