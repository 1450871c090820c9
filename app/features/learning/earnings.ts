import { percentOf } from '~/utils/money';

/*
 * An instructor's earnings from a course (issue 13, decision 0051): what learners paid for it
 * before tax, less refunds, less the relief share every sale gives (RELIEF_SHARE_PERCENT), and of
 * what remains the instructor's share (INSTRUCTOR_REVENUE_SHARE_PERCENT). Integer cents,
 * percentages rounded half up to a whole cent, as the store's own arithmetic. It makes /teach's
 * worked example; what an instructor actually earned is the money ledger's, which applies the
 * same rates order by order (decision 0104).
 */

export type Earnings = { netCents: number; reliefCents: number; shareCents: number };

export function courseEarnings(
  sales: { grossCents: number; refundedCents: number },
  rates: { reliefPercent: number; sharePercent: number },
): Earnings {
  const netCents = Math.max(0, sales.grossCents - sales.refundedCents);
  const reliefCents = percentOf(netCents, rates.reliefPercent);
  return { netCents, reliefCents, shareCents: percentOf(netCents - reliefCents, rates.sharePercent) };
}
