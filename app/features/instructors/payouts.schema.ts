import { z } from 'zod';
import { parseAmountCents } from '~/utils/money';

/*
 * Recording what was paid to an instructor (/creator-hub/instructors, decision 0057): the
 * form's rules and the balance, pure and tested on their own. Messages are translation keys under
 * instructors.payouts.errors.
 */

export const PAYOUT_RECORD_LIMITS = { reference: { max: 80 }, note: { max: 500 } } as const;

/** No school here paid anyone before this day: an earlier date is a typing mistake. */
export const EARLIEST_PAYOUT_DAY = '2020-01-01';

const key = (name: string) => `instructors.payouts.errors.${name}`;

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The day after `day` (YYYY-MM-DD): where the administrator is may already be a day ahead of UTC. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The payout form, checked against `today` (UTC, YYYY-MM-DD): a transfer cannot be dated in the future. */
export function payoutFormSchema(today: string) {
  return z.object({
    amount: z
      .string()
      .transform((value) => parseAmountCents(value))
      .refine((cents): cents is number => cents !== null && cents > 0, key('amount')),
    paidOn: z
      .string()
      .trim()
      .refine(isCalendarDay, { message: key('paidOn'), abort: true })
      .refine((day) => day >= EARLIEST_PAYOUT_DAY && day <= nextDay(today), key('paidOnRange')),
    reference: z.string().trim().min(1, key('reference')).max(PAYOUT_RECORD_LIMITS.reference.max, key('reference')),
    note: z
      .string()
      .trim()
      .max(PAYOUT_RECORD_LIMITS.note.max, key('note'))
      .default('')
      .transform((note) => (note === '' ? null : note)),
  });
}

export type PayoutFormInput = z.output<ReturnType<typeof payoutFormSchema>>;

/**
 * What is still owed: the share earned less what was paid. Negative when a refund came after a
 * payout (the instructor was paid for a sale that was later refunded): the next payouts wait
 * until sales make it up.
 */
export function balanceDue(earnedCents: number, paidCents: number): number {
  return earnedCents - paidCents;
}
