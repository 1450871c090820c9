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
  'run-cancelled': { message: 'payouts.errors.runCancelled' },
  'payout-not-found': { message: 'payouts.errors.payoutNotFound', status: 404 },
  'payout-paid': { message: 'payouts.errors.payoutPaid' },
  'stripe-unreachable': { message: 'payouts.errors.stripeUnreachable' },
  'bad-reason': { message: 'payouts.errors.reason', status: 400, field: 'reason' },
  'some-failed': { message: 'payouts.errors.someFailed', status: 422 },
  'bad-party': { message: 'payouts.errors.badParty', status: 400, field: 'partyId' },
  'bad-stripe-account': { message: 'payouts.errors.badStripeAccount', status: 400, field: 'stripeAccountId' },
});
