import { z } from 'zod';

/*
 * The admin's payout forms (decision 0096), one schema each for the form and the action.
 * Messages are translation keys.
 */

/** A Stripe Connect account id, as Stripe writes them. */
export const STRIPE_ACCOUNT_ID = /^acct_[A-Za-z0-9]{6,64}$/;

export const stripeAccountSchema = z.object({
  account: z.enum(['vendor', 'affiliate', 'instructor'], { message: 'payouts.errors.badParty' }),
  partyId: z.string().trim().min(1, 'payouts.errors.badParty').max(64, 'payouts.errors.badParty'),
  stripeAccountId: z.string().trim().regex(STRIPE_ACCOUNT_ID, 'payouts.errors.badStripeAccount'),
});

export const payRunSchema = z.object({
  runId: z.string().trim().uuid('payouts.errors.runNotFound'),
  reference: z.string().trim().max(120, 'payouts.errors.referenceTooLong').default(''),
});

/** Why an admin cancels a payout or a whole run (decision 0099): kept with who and when. */
export const CANCEL_REASON = { min: 3, max: 300 } as const;

const cancelReason = z
  .string()
  .trim()
  .min(CANCEL_REASON.min, 'payouts.errors.reason')
  .max(CANCEL_REASON.max, 'payouts.errors.reason');

export const cancelPayoutSchema = z.object({
  payoutId: z.string().trim().uuid('payouts.errors.payoutNotFound'),
  reason: cancelReason,
});

export const cancelRunSchema = z.object({
  runId: z.string().trim().uuid('payouts.errors.runNotFound'),
  reason: cancelReason,
});
