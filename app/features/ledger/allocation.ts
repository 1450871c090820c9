import { percentOf, spread } from '~/utils/money';

/*
 * How a paid order's money is split, and how a refund takes it back (issue 39, decision 0089).
 * Pure and in integer cents, so the reconciliation can be proved on any generated order:
 *
 * - tax and shipping are collected as they were charged;
 * - the relief share is what the order promised when it was placed (`orders.relief_cents`: the
 *   whole of relief products, and RELIEF_SHARE_PERCENT of the rest), spread over the lines it came
 *   from only to know each line's proceeds;
 * - a line's proceeds are what the buyer paid for it (after its part of any discount) less its
 *   part of the relief share. An instructor's course or class gives them their share of those
 *   proceeds, a vendor's goods give the vendor all but the platform's commission; the platform
 *   keeps the rest;
 * - an affiliate who brought the buyer earns on the proceeds of the whole order (no relief, tax
 *   or shipping in it): each line at its rate (their own, its category's or the programme's,
 *   decision 0100), the lines at one rate summed before the percentage is taken; the leader who
 *   recruited them earns an override on all of it. Both are paid out of the platform's part,
 *   never beyond it;
 * - a refund first takes back the relief reversal the store already worked out for it
 *   (`refunds.relief_reversal_cents`), then spreads the rest over every other account in
 *   proportion to what each still holds. The last refund of an order brings every account to
 *   exactly zero; at every step the entries sum to what was paid less what was refunded.
 *
 * Rounding is by largest remainder everywhere a sum is spread, so nothing is lost or made.
 */

export type LedgerAccountName = 'platform' | 'relief' | 'tax' | 'shipping' | 'instructor' | 'vendor' | 'affiliate';

/** One account's amount: `partyId` is '' for the platform's own accounts (platform, relief, tax, shipping). */
export type Allocation = { account: LedgerAccountName; partyId: string; amountCents: number };

/** Whose a line's proceeds are. */
export type LineOwner =
  | { kind: 'platform' }
  | { kind: 'instructor'; id: string; sharePercent: number }
  | { kind: 'vendor'; id: string; commissionPercent: number };

export type PaidOrderFacts = {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  reliefCents: number;
  totalCents: number;
  /** `discountCents`: the line's part of the discount as the order recorded it; when no line says, it is spread over what was sold. */
  lines: readonly {
    amountCents: number;
    discountCents?: number;
    isReliefProduct: boolean;
    owner: LineOwner;
    /** The affiliate's rate on this line when it is not `affiliate.percent` (a category's rate). */
    affiliatePercent?: number;
  }[];
  /** The affiliate the order is attributed to, and the leader over them, with their rates. */
  affiliate: { id: string; percent: number; leader: { id: string; percent: number } | null } | null;
};

export class LedgerMismatch extends Error {}

const keyOf = (allocation: Pick<Allocation, 'account' | 'partyId'>) => `${allocation.account}:${allocation.partyId}`;

/** Adds amounts of the same account and party together, keeping the order they were first met in, without zeros. */
export function combine(allocations: readonly Allocation[]): Allocation[] {
  const byKey = new Map<string, Allocation>();
  for (const allocation of allocations) {
    const key = keyOf(allocation);
    const found = byKey.get(key);
    if (found) found.amountCents += allocation.amountCents;
    else byKey.set(key, { ...allocation });
  }
  return [...byKey.values()].filter((allocation) => allocation.amountCents !== 0);
}

/** The entries of a paid order: they sum to `totalCents`, and none is negative. */
export function allocatePaidOrder(order: PaidOrderFacts): Allocation[] {
  const goodsCents = order.subtotalCents - order.discountCents;
  const lineSum = order.lines.reduce((acc, line) => acc + line.amountCents, 0);
  if (lineSum !== order.subtotalCents) throw new LedgerMismatch(`lines sum to ${lineSum}, subtotal is ${order.subtotalCents}`);
  if (goodsCents + order.shippingCents + order.taxCents !== order.totalCents)
    throw new LedgerMismatch('the order does not add up');
  // A discount is what the order recorded per line (a code may cover some products only); an
  // older order's is taken off what is sold, not off gifts to relief, unless it is all gifts.
  const recorded = order.lines.map((line) => line.discountCents ?? 0);
  const sold = order.lines.map((line) => (line.isReliefProduct ? 0 : line.amountCents));
  const discountWeights = sold.some((cents) => cents > 0) ? sold : order.lines.map((line) => line.amountCents);
  const discounts = order.lines.some((line) => line.discountCents !== undefined)
    ? recorded
    : spread(order.discountCents, discountWeights);
  if (discounts.reduce((acc, cents) => acc + cents, 0) !== order.discountCents)
    throw new LedgerMismatch(`the lines' discounts do not sum to ${order.discountCents}`);
  const nets = order.lines.map((line, index) => line.amountCents - (discounts[index] ?? 0));
  const giftsCents = order.lines.reduce((acc, line, index) => acc + (line.isReliefProduct ? (nets[index] ?? 0) : 0), 0);
  const soldNets = order.lines.map((line, index) => (line.isReliefProduct ? 0 : (nets[index] ?? 0)));
  const shareOfSales = order.reliefCents - giftsCents;
  const soldCents = soldNets.reduce((acc, cents) => acc + cents, 0);
  if (shareOfSales < 0 || shareOfSales > soldCents)
    throw new LedgerMismatch(`relief ${order.reliefCents} does not fit the order`);
  const reliefParts = spread(shareOfSales, soldNets);

  const entries: Allocation[] = [
    { account: 'tax', partyId: '', amountCents: order.taxCents },
    { account: 'shipping', partyId: '', amountCents: order.shippingCents },
    { account: 'relief', partyId: '', amountCents: order.reliefCents },
  ];
  let platformCents = 0;
  let proceedsCents = 0;
  /** The proceeds the affiliate earns on, by their rate. */
  const proceedsByRate = new Map<number, number>();
  order.lines.forEach((line, index) => {
    if (line.isReliefProduct) return;
    const proceeds = (soldNets[index] ?? 0) - (reliefParts[index] ?? 0);
    proceedsCents += proceeds;
    if (order.affiliate) {
      const rate = line.affiliatePercent ?? order.affiliate.percent;
      proceedsByRate.set(rate, (proceedsByRate.get(rate) ?? 0) + proceeds);
    }
    const owner = line.owner;
    if (owner.kind === 'instructor') {
      const share = percentOf(proceeds, owner.sharePercent);
      entries.push({ account: 'instructor', partyId: owner.id, amountCents: share });
      platformCents += proceeds - share;
    } else if (owner.kind === 'vendor') {
      const commission = percentOf(proceeds, owner.commissionPercent);
      entries.push({ account: 'vendor', partyId: owner.id, amountCents: proceeds - commission });
      platformCents += commission;
    } else {
      platformCents += proceeds;
    }
  });
  if (order.affiliate) {
    const earned = [...proceedsByRate].reduce((acc, [rate, cents]) => acc + percentOf(cents, rate), 0);
    const commission = Math.min(earned, platformCents);
    entries.push({ account: 'affiliate', partyId: order.affiliate.id, amountCents: commission });
    platformCents -= commission;
    const leader = order.affiliate.leader;
    if (leader && leader.id !== order.affiliate.id) {
      const override = Math.min(percentOf(proceedsCents, leader.percent), platformCents);
      entries.push({ account: 'affiliate', partyId: leader.id, amountCents: override });
      platformCents -= override;
    }
  }
  entries.push({ account: 'platform', partyId: '', amountCents: platformCents });
  return combine(entries);
}

/**
 * The entries of one refund (negative), given what each account still holds for the order: the
 * relief reversal as the store worked it out, the rest in proportion to the other accounts'
 * holdings. They sum to minus `amountCents`, and leave no account below zero.
 */
export function allocateRefund(
  holdings: readonly Allocation[],
  refund: { amountCents: number; reliefReversalCents: number },
): Allocation[] {
  const held = combine(holdings);
  const relief = held.find((entry) => entry.account === 'relief')?.amountCents ?? 0;
  if (refund.reliefReversalCents < 0 || refund.reliefReversalCents > relief || refund.reliefReversalCents > refund.amountCents)
    throw new LedgerMismatch(`relief reversal ${refund.reliefReversalCents} does not fit`);
  const others = held.filter((entry) => entry.account !== 'relief' && entry.amountCents > 0);
  const rest = refund.amountCents - refund.reliefReversalCents;
  const othersCents = others.reduce((acc, entry) => acc + entry.amountCents, 0);
  if (rest > othersCents) throw new LedgerMismatch(`refund ${refund.amountCents} is more than the order holds`);
  const parts = spread(
    rest,
    others.map((entry) => entry.amountCents),
  );
  return combine([
    { account: 'relief', partyId: '', amountCents: -refund.reliefReversalCents },
    ...others.map((entry, index) => ({ ...entry, amountCents: -(parts[index] ?? 0) })),
  ]);
}
