import { and, count, eq, inArray } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { payoutRuns, payouts } from '~/db/schema/payouts';
import { getStripePayouts } from '~/features/payments/payments.server';
import { PaymentProviderError } from '~/features/payments/provider';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { payoutFailure } from './failures';
import { transferKeyOf, UNPAID } from './pay-run.server';
import { CANCEL_REASON } from './payouts.schema';

/*
 * An admin cancels a payout that failed, or abandons a whole run (decision 0099). A cancelled
 * payout no longer holds its amount (balances.server.ts leaves it out), so the party's next run
 * pays it again; it keeps who cancelled it, when and why. A paid payout is never cancelled, and
 * "paid" includes a Stripe transfer made by a process that died before writing it down: with
 * Stripe configured, each payout is looked up at Stripe by its transfer group (its key) under its
 * row lock before it is cancelled, and one found there is recorded as paid instead. Cancelling
 * what is already cancelled changes nothing (the first who/when/why stay). When no payout of the
 * run is left to pay, the run closes: `paid` if any of it was paid, otherwise `cancelled`.
 */

export type CancelOutcome = { cancelled: number; foundPaid: number };

type CancelCode = 'run-not-found' | 'payout-not-found' | 'payout-paid' | 'already-paid' | 'stripe-unreachable' | 'bad-reason';

/** Thrown inside the transaction when Stripe cannot say whether a payout was sent: nothing changes. */
class StripeUnreachable extends Error {}

const cleanReason = (reason: string) => {
  const text = reason.trim();
  return text.length >= CANCEL_REASON.min && text.length <= CANCEL_REASON.max ? text : null;
};

/** Cancels one payout (pending or failed) of an open run. */
export async function cancelPayout({
  actor,
  payoutId,
  reason,
}: {
  actor: Actor;
  payoutId: string;
  reason: string;
}): Promise<Result<CancelOutcome, CancelCode>> {
  requireAdmin(actor);
  const why = cleanReason(reason);
  if (!why) return payoutFailure('bad-reason');
  if (!isUuid(payoutId)) return payoutFailure('payout-not-found');
  const [found] = await getDb().select({ runId: payouts.runId }).from(payouts).where(eq(payouts.id, payoutId));
  if (!found) return payoutFailure('payout-not-found');
  return cancelWithin({ actor, runId: found.runId, payoutId, reason: why });
}

/** Abandons a run: cancels every payout of it not yet paid. */
export async function cancelPayoutRun({
  actor,
  runId,
  reason,
}: {
  actor: Actor;
  runId: string;
  reason: string;
}): Promise<Result<CancelOutcome, CancelCode>> {
  requireAdmin(actor);
  const why = cleanReason(reason);
  if (!why) return payoutFailure('bad-reason');
  if (!isUuid(runId)) return payoutFailure('run-not-found');
  return cancelWithin({ actor, runId, payoutId: null, reason: why });
}

async function cancelWithin({
  actor,
  runId,
  payoutId,
  reason,
}: {
  actor: Actor;
  runId: string;
  payoutId: string | null;
  reason: string;
}): Promise<Result<CancelOutcome, CancelCode>> {
  const stripe = getStripePayouts();
  try {
    return await getDb().transaction(async (tx) => {
      // The run first, then its payouts: the order the bank payment locks them in.
      const [run] = await tx.select({ status: payoutRuns.status }).from(payoutRuns).where(eq(payoutRuns.id, runId)).for('update');
      if (!run) return payoutFailure('run-not-found');
      const targets = await tx
        .select({ id: payouts.id, status: payouts.status })
        .from(payouts)
        .where(payoutId ? and(eq(payouts.runId, runId), eq(payouts.id, payoutId)) : eq(payouts.runId, runId))
        .for('update');
      if (payoutId) {
        const [target] = targets;
        if (!target) return payoutFailure('payout-not-found');
        if (target.status === 'cancelled') return { ok: true as const, cancelled: 0, foundPaid: 0 };
        if (target.status === 'paid') return payoutFailure('payout-paid');
      } else {
        if (run.status === 'cancelled') return { ok: true as const, cancelled: 0, foundPaid: 0 };
        if (run.status === 'paid') return payoutFailure('already-paid');
      }
      const now = new Date();
      let cancelled = 0;
      let foundPaid = 0;
      for (const target of targets.filter((row) => row.status === 'pending' || row.status === 'failed')) {
        const sent = stripe ? await sentAtStripe(stripe, target.id) : null;
        if (sent) {
          await tx
            .update(payouts)
            .set({ status: 'paid', paidAt: now, providerTransferId: sent.transferId, failureReason: null })
            .where(eq(payouts.id, target.id));
          foundPaid += 1;
          continue;
        }
        await tx
          .update(payouts)
          .set({ status: 'cancelled', cancelledBy: actor.id, cancelledAt: now, cancelReason: reason })
          .where(eq(payouts.id, target.id));
        cancelled += 1;
      }
      await closeIfSettled(tx, runId, actor, now);
      if (payoutId && foundPaid > 0) return payoutFailure('payout-paid');
      return { ok: true as const, cancelled, foundPaid };
    });
  } catch (error) {
    if (error instanceof StripeUnreachable) return payoutFailure('stripe-unreachable');
    throw error;
  }
}

/** The transfer Stripe made for this payout, if it made one; throws when Stripe cannot say. */
async function sentAtStripe(stripe: NonNullable<ReturnType<typeof getStripePayouts>>, id: string) {
  try {
    return await stripe.findTransfer(transferKeyOf(id));
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new StripeUnreachable();
    throw error;
  }
}

/**
 * Closes a run none of whose payouts is left to pay. Payouts paid while the run is open were paid
 * through Stripe one by one (paying by bank pays every one left and closes the run at once).
 */
async function closeIfSettled(tx: Executor, runId: string, actor: Actor, now: Date) {
  const [left] = await tx
    .select({ n: count() })
    .from(payouts)
    .where(and(eq(payouts.runId, runId), inArray(payouts.status, [...UNPAID])));
  if ((left?.n ?? 0) > 0) return;
  const [paid] = await tx
    .select({ n: count() })
    .from(payouts)
    .where(and(eq(payouts.runId, runId), eq(payouts.status, 'paid')));
  await tx
    .update(payoutRuns)
    .set(
      (paid?.n ?? 0) > 0
        ? { status: 'paid', method: 'stripe', paidBy: actor.id, paidAt: now }
        : { status: 'cancelled', paidBy: null, paidAt: null },
    )
    .where(and(eq(payoutRuns.id, runId), eq(payoutRuns.status, 'open')));
}
