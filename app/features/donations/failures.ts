import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * Why a donation cannot start (issue 34, point 5), declared once: the words /donate shows (beside
 * the field they are about) and its status, 400 for each, as it always has been.
 */
export const donationFailure = defineFailures({
  amount: { message: 'donate.errors.amount', status: 400, field: 'amount' },
  name: { message: 'donate.errors.name', status: 400, field: 'name' },
  email: { message: 'donate.errors.email', status: 400, field: 'email' },
  'expired-form': { message: 'donate.errors.expiredForm', status: 400 },
  'payment-unavailable': { message: 'checkout.errors.paymentUnavailable', status: 400 },
});

export type DonationCode = FailureCode<typeof donationFailure>;
