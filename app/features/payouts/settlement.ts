/*
 * How a party's ledger earnings and what they were paid make the figures their dashboard shows
 * (decisions 0096, 0104). Pure, in integer cents, so the figures always add up to what the ledger
 * holds for them:
 *
 *   paid + being paid + next payout + still in the window = earned (payable + pending)
 *
 * unless more was paid than was earned (a refund after a payout; an instructor paid by the old
 * recorded transfers for sales still in the refund window): then what was paid beyond the
 * payable part first covers the pending part, and what is left over is `aheadCents`, recovered
 * from new earnings before anything more is paid.
 */

export type Settlement = {
  paidCents: number;
  inRunCents: number;
  nextEstimateCents: number;
  inWindowCents: number;
  /** Paid or held beyond everything earned so far; 0 in the usual case. */
  aheadCents: number;
};

export function settle({
  payableCents,
  pendingCents,
  paidCents,
  inRunCents,
}: {
  /** The ledger's entries on orders past the refund window. */
  payableCents: number;
  /** The ledger's entries on orders still in it. */
  pendingCents: number;
  /** Paid by runs and, for instructors, by the recorded transfers before them. */
  paidCents: number;
  /** Held by a run, not yet paid. */
  inRunCents: number;
}): Settlement {
  const covered = paidCents + inRunCents;
  const beyondPayable = Math.max(0, covered - payableCents);
  return {
    paidCents,
    inRunCents,
    nextEstimateCents: Math.max(0, payableCents - covered),
    inWindowCents: Math.max(0, pendingCents - beyondPayable),
    aheadCents: Math.max(0, beyondPayable - Math.max(0, pendingCents)),
  };
}
