import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { affiliates } from '~/db/schema/affiliates';
import { discountCodes, discountRedemptions } from '~/db/schema/discounts';
import type { Result } from '~/utils/failure';
import { formatPrice } from '~/utils/money';
import { type DiscountLine, type DiscountRefusal, type DiscountTerms, discountFor, normaliseCode } from './discount-rules';
import { discountFailure } from './failures';

/*
 * A shopper's discount code (issue 39, decision 0092): what it would take off their lines (the
 * checkout's preview), and its use by an order, written in the order's own transaction with the
 * code's row locked, so a limit of 10 holds when 50 buyers use the code at once.
 */

const termsColumns = {
  id: discountCodes.id,
  code: discountCodes.code,
  kind: discountCodes.kind,
  percentOff: discountCodes.percentOff,
  amountOffCents: discountCodes.amountOffCents,
  minimumOrderCents: discountCodes.minimumOrderCents,
  startsAt: discountCodes.startsAt,
  endsAt: discountCodes.endsAt,
  totalLimit: discountCodes.totalLimit,
  perPersonLimit: discountCodes.perPersonLimit,
  timesUsed: discountCodes.timesUsed,
  productIds: discountCodes.productIds,
  categories: discountCodes.categories,
  archivedAt: discountCodes.archivedAt,
  affiliateId: discountCodes.affiliateId,
  // Only an approved affiliate's code attributes; a suspended one's still discounts.
  affiliateApproved: sql<boolean>`coalesce(${affiliates.status} = 'approved', false)`,
};

type CodeRow = { id: string; code: string; affiliateId: string | null; affiliateApproved: boolean } & Omit<
  DiscountTerms,
  'archived'
> & { archivedAt: Date | null };

async function readCode(executor: Executor, code: string, lock: boolean): Promise<CodeRow | undefined> {
  const query = executor
    .select(termsColumns)
    .from(discountCodes)
    .leftJoin(affiliates, eq(affiliates.userId, discountCodes.affiliateId))
    .where(sql`lower(${discountCodes.code}) = lower(${normaliseCode(code)})`);
  const [row] = await (lock ? query.for('update', { of: discountCodes }) : query);
  return row;
}

async function usesBy(executor: Executor, codeId: string, userId: string): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(
      and(eq(discountRedemptions.codeId, codeId), eq(discountRedemptions.userId, userId), isNull(discountRedemptions.releasedAt)),
    );
  return row?.count ?? 0;
}

export type AppliedDiscount = {
  codeId: string;
  /** As the admin wrote it. */
  code: string;
  totalCents: number;
  /** Each line's part, in the lines' order. */
  perLine: number[];
  /** The approved affiliate the code belongs to, to whom the order is attributed. */
  affiliateId: string | null;
};

function refusal(code: DiscountRefusal, minimumCents: number | undefined, locale: string) {
  return code === 'minimum' && minimumCents !== undefined
    ? discountFailure('minimum', { vars: { amount: formatPrice(minimumCents, locale) } })
    : discountFailure(code);
}

function outcome(
  row: CodeRow | undefined,
  lines: readonly DiscountLine[],
  usesByPerson: number,
  buyerId: string,
  locale: string,
) {
  if (!row) return discountFailure('unknown');
  const terms: DiscountTerms = { ...row, archived: row.archivedAt !== null };
  const result = discountFor(terms, lines, { now: new Date(), usesByPerson, buyerId });
  if (!result.ok) return refusal(result.refusal, result.minimumCents, locale);
  return {
    ok: true as const,
    codeId: row.id,
    code: row.code,
    totalCents: result.totalCents,
    perLine: result.perLine,
    affiliateId: row.affiliateApproved ? row.affiliateId : null,
  };
}

/**
 * What `code` would take off the buyer's lines now, or why it would not: the checkout's preview
 * (read only). The buyer is the acting person; their own uses count against a per-person limit.
 */
export async function previewDiscount({
  actor,
  code,
  lines,
  locale,
}: {
  actor: { id: string };
  code: string;
  lines: readonly DiscountLine[];
  locale: string;
}): Promise<Result<AppliedDiscount, DiscountRefusal>> {
  const db = getDb();
  const row = await readCode(db, code, false);
  const uses = row ? await usesBy(db, row.id, actor.id) : 0;
  return outcome(row, lines, uses, actor.id, locale);
}

/**
 * Uses `code` for an order being placed in `tx` (orders' placement, for its buyer): the code's
 * row is locked until the order's transaction ends, the rules are checked again against the
 * counts as they are now, and the code's count goes up. `recordRedemption` then ties the use to
 * the order. A refusal changes nothing.
 */
export async function redeemDiscount(
  tx: Executor,
  input: { buyerId: string; code: string; lines: readonly DiscountLine[]; locale: string },
): Promise<Result<AppliedDiscount, DiscountRefusal>> {
  const row = await readCode(tx, input.code, true);
  const uses = row ? await usesBy(tx, row.id, input.buyerId) : 0;
  const applied = outcome(row, input.lines, uses, input.buyerId, input.locale);
  if (!applied.ok) return applied;
  await tx
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(eq(discountCodes.id, applied.codeId));
  return applied;
}

/** Ties a redeemed code's use to the order placed with it (same transaction as redeemDiscount). */
export async function recordRedemption(
  tx: Executor,
  input: { codeId: string; orderId: string; userId: string; amountCents: number },
): Promise<void> {
  await tx.insert(discountRedemptions).values(input);
}

/**
 * Gives back the use of an order cancelled unpaid (run by the platform when orders announce the
 * cancellation): once, however often the event is delivered.
 */
export async function releaseRedemption(orderId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [released] = await tx
      .update(discountRedemptions)
      .set({ releasedAt: sql`now()` })
      .where(and(eq(discountRedemptions.orderId, orderId), isNull(discountRedemptions.releasedAt)))
      .returning({ codeId: discountRedemptions.codeId });
    if (!released) return false;
    await tx
      .update(discountCodes)
      .set({ timesUsed: sql`greatest(${discountCodes.timesUsed} - 1, 0)` })
      .where(eq(discountCodes.id, released.codeId));
    return true;
  });
}

/**
 * An order paid after it was cancelled (a late payment, which orders accept when the stock is
 * still there) takes its use back, when the code's limit still has room: the order keeps the
 * discount it was shown either way, and the count never passes the limit (decision 0092).
 */
export async function reclaimRedemption(orderId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [redemption] = await tx
      .select({ codeId: discountRedemptions.codeId })
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.orderId, orderId), isNotNull(discountRedemptions.releasedAt)))
      .for('update');
    if (!redemption) return false;
    const [counted] = await tx
      .update(discountCodes)
      .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
      .where(
        and(
          eq(discountCodes.id, redemption.codeId),
          sql`(${discountCodes.totalLimit} is null or ${discountCodes.timesUsed} < ${discountCodes.totalLimit})`,
        ),
      )
      .returning({ id: discountCodes.id });
    if (!counted) return false;
    await tx.update(discountRedemptions).set({ releasedAt: null }).where(eq(discountRedemptions.orderId, orderId));
    return true;
  });
}
