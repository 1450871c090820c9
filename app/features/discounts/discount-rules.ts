import { percentOf, spread } from '~/utils/money';

/*
 * What a discount code takes off an order (issue 39, decision 0092). Pure and in integer cents,
 * shared by the checkout page (to show what a code saves, or why it is refused) and by order
 * placement (to charge it), so the two can never disagree.
 *
 * - A code applies to the products and categories it names, or to every product sold when it
 *   names none; never to a relief product (a gift passed on whole to relief work).
 * - The minimum order is met by the goods it applies to, before the discount.
 * - A percentage is rounded half up to a whole cent; an amount never exceeds the goods it applies
 *   to. The saving is spread over those lines by largest remainder, so the ledger and refunds
 *   know each line's part.
 */

export type DiscountTerms = {
  kind: 'percent' | 'amount';
  percentOff: number | null;
  amountOffCents: number | null;
  minimumOrderCents: number;
  startsAt: Date;
  endsAt: Date | null;
  totalLimit: number | null;
  perPersonLimit: number | null;
  timesUsed: number;
  productIds: readonly string[];
  categories: readonly string[];
  archived: boolean;
  affiliateId: string | null;
};

export type DiscountLine = { productId: string; category: string; amountCents: number; isReliefProduct: boolean };

/** Priced cart lines as a code sees them: what each comes to, its product and category. */
export function toDiscountLines(
  lines: readonly { productId: string; category: string; unitPriceCents: number; quantity: number; isReliefProduct: boolean }[],
): DiscountLine[] {
  return lines.map((line) => ({
    productId: line.productId,
    category: line.category,
    amountCents: line.unitPriceCents * line.quantity,
    isReliefProduct: line.isReliefProduct,
  }));
}

export type DiscountRefusal =
  | 'unknown'
  | 'not-started'
  | 'ended'
  | 'used-up'
  | 'used-by-you'
  | 'own-code'
  | 'not-applicable'
  | 'minimum';

export type DiscountOutcome =
  | { ok: true; totalCents: number; perLine: number[] }
  | { ok: false; refusal: DiscountRefusal; minimumCents?: number };

/** Whether the code covers a line. */
export function appliesTo(terms: Pick<DiscountTerms, 'productIds' | 'categories'>, line: DiscountLine): boolean {
  if (line.isReliefProduct) return false;
  if (terms.productIds.length === 0 && terms.categories.length === 0) return true;
  return terms.productIds.includes(line.productId) || terms.categories.includes(line.category);
}

/** Whether the code may be used now, by this person, leaving the order aside. */
export function usableNow(
  terms: DiscountTerms,
  context: { now: Date; usesByPerson: number; buyerId: string },
): DiscountRefusal | null {
  if (terms.archived) return 'unknown';
  if (context.now < terms.startsAt) return 'not-started';
  if (terms.endsAt && context.now >= terms.endsAt) return 'ended';
  if (terms.totalLimit !== null && terms.timesUsed >= terms.totalLimit) return 'used-up';
  if (terms.perPersonLimit !== null && context.usesByPerson >= terms.perPersonLimit) return 'used-by-you';
  if (terms.affiliateId !== null && terms.affiliateId === context.buyerId) return 'own-code';
  return null;
}

/** What the code takes off these lines (in their order), or why it does not apply. */
export function discountFor(
  terms: DiscountTerms,
  lines: readonly DiscountLine[],
  context: { now: Date; usesByPerson: number; buyerId: string },
): DiscountOutcome {
  const refusal = usableNow(terms, context);
  if (refusal) return { ok: false, refusal };
  const weights = lines.map((line) => (appliesTo(terms, line) ? line.amountCents : 0));
  const eligibleCents = weights.reduce((acc, cents) => acc + cents, 0);
  if (eligibleCents === 0) return { ok: false, refusal: 'not-applicable' };
  if (eligibleCents < terms.minimumOrderCents) return { ok: false, refusal: 'minimum', minimumCents: terms.minimumOrderCents };
  const totalCents =
    terms.kind === 'percent'
      ? percentOf(eligibleCents, terms.percentOff ?? 0)
      : Math.min(terms.amountOffCents ?? 0, eligibleCents);
  // A percentage of a few cents can round to nothing: the code then does nothing for this order.
  if (totalCents === 0) return { ok: false, refusal: 'not-applicable' };
  return { ok: true, totalCents, perLine: spread(totalCents, weights) };
}

/** A code as people type it: trimmed; compared without regard to case. */
export function normaliseCode(value: string): string {
  return value.trim();
}
