import { and, count, eq, inArray } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { payoutDestinations, payoutRuns, payouts } from '~/db/schema/payouts';
import { getStripePayouts } from '~/features/payments/payments.server';
import { PaymentProviderError } from '~/features/payments/provider';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { getLogger } from '~/utils/logger.server';
import { payoutFailure } from './failures';

/*
 * Paying a run (decision 0096). With Stripe configured each payout is a Stripe Connect transfer
 * to the party's connected account; without it the admin has paid by bank from the run's CSV
 * and records the run as paid. Either way a payout is paid once:
 * - each payout is paid under a lock on its own row, and one already paid is skipped, so two
 *   presses (or two admins) at once do not both send it;
 * - the transfer's Idempotency-Key is the payout's id, so a process that died after Stripe made
 *   the transfer and before the row said so gets the same transfer back when the run is paid again.
 */

export type PayRunOutcome = { method: 'stripe' | 'bank'; paid: number; failed: number };

/** Stripe's key for one payout's transfer: stable for the payout's life. */
export const transferKeyOf = (payoutId: string) => `payout-${payoutId}`;

/** The payouts still to pay: not paid, not cancelled (decision 0099). */
export const UNPAID = ['pending', 'failed'] as const;

export async function payPayoutRun({
  actor,
  runId,
  reference = '',
}: {
  actor: Actor;
  runId: string;
  /** The bank transfer's reference, when paid by bank (optional). */
  reference?: string;
}): Promise<Result<PayRunOutcome, 'run-not-found' | 'already-paid' | 'run-cancelled' | 'some-failed'>> {
  requireAdmin(actor);
  if (!isUuid(runId)) return payoutFailure('run-not-found');
  const stripe = getStripePayouts();
  const db = getDb();
  if (!stripe) {
    return db.transaction(async (tx) => {
      const [run] = await tx.select({ status: payoutRuns.status }).from(payoutRuns).where(eq(payoutRuns.id, runId)).for('update');
      if (!run) return payoutFailure('run-not-found');
      if (run.status === 'cancelled') return payoutFailure('run-cancelled');
      if (run.status !== 'open') return payoutFailure('already-paid');
      const now = new Date();
      const paid = await tx
        .update(payouts)
        .set({ status: 'paid', paidAt: now, providerTransferId: reference.trim().slice(0, 120) || null, failureReason: null })
        .where(and(eq(payouts.runId, runId), inArray(payouts.status, [...UNPAID])))
        .returning({ id: payouts.id });
      await tx
        .update(payoutRuns)
        .set({ status: 'paid', method: 'bank', paidBy: actor.id, paidAt: now })
        .where(eq(payoutRuns.id, runId));
      return { ok: true as const, method: 'bank' as const, paid: paid.length, failed: 0 };
    });
  }

  const [run] = await db.select({ status: payoutRuns.status }).from(payoutRuns).where(eq(payoutRuns.id, runId));
  if (!run) return payoutFailure('run-not-found');
  if (run.status === 'cancelled') return payoutFailure('run-cancelled');
  if (run.status !== 'open') return payoutFailure('already-paid');
  const toPay = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.runId, runId), inArray(payouts.status, [...UNPAID])));
  let paid = 0;
  let failed = 0;
  for (const { id } of toPay) {
    const outcome = await db.transaction(async (tx) => {
      const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      // Paid meanwhile by another press, or cancelled by an admin: not sent.
      if (!payout || (payout.status !== 'pending' && payout.status !== 'failed')) return 'skipped' as const;
      const [destination] = await tx
        .select({ stripeAccountId: payoutDestinations.stripeAccountId })
        .from(payoutDestinations)
        .where(and(eq(payoutDestinations.account, payout.account), eq(payoutDestinations.partyId, payout.partyId)));
      if (!destination) {
        await tx
          .update(payouts)
          .set({ status: 'failed', failureReason: 'no connected Stripe account' })
          .where(eq(payouts.id, id));
        return 'failed' as const;
      }
      try {
        const { transferId } = await stripe.transfer({
          destination: destination.stripeAccountId,
          amountCents: payout.amountCents,
          description: `Verde Living ${payout.account} payout`,
          idempotencyKey: transferKeyOf(payout.id),
          // Also its group, so a cancellation can ask Stripe whether it was made (decision 0099).
          transferGroup: transferKeyOf(payout.id),
          metadata: { payout_id: payout.id, run_id: runId },
        });
        await tx
          .update(payouts)
          .set({ status: 'paid', paidAt: new Date(), providerTransferId: transferId, failureReason: null })
          .where(eq(payouts.id, id));
        return 'paid' as const;
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        getLogger().warn({ payoutId: id, err: error.message }, 'payout transfer failed');
        await tx
          .update(payouts)
          .set({ status: 'failed', failureReason: error.message.slice(0, 300) })
          .where(eq(payouts.id, id));
        return 'failed' as const;
      }
    });
    if (outcome === 'paid') paid += 1;
    if (outcome === 'failed') failed += 1;
  }

  // The run is paid once none of its payouts is left unpaid, whoever paid the last one.
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: payoutRuns.status })
      .from(payoutRuns)
      .where(eq(payoutRuns.id, runId))
      .for('update');
    if (locked?.status !== 'open') return;
    const [left] = await tx
      .select({ n: count() })
      .from(payouts)
      .where(and(eq(payouts.runId, runId), inArray(payouts.status, [...UNPAID])));
    if ((left?.n ?? 0) === 0)
      await tx
        .update(payoutRuns)
        .set({ status: 'paid', method: 'stripe', paidBy: actor.id, paidAt: new Date() })
        .where(eq(payoutRuns.id, runId));
  });
  if (failed > 0) return payoutFailure('some-failed', { vars: { count: failed } });
  return { ok: true, method: 'stripe', paid, failed };
}
