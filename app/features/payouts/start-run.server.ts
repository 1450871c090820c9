import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { payoutRuns, payouts } from '~/db/schema/payouts';
import { type Actor, requireAdmin } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import type { Result } from '~/utils/failure';
import { balancesAt, payableBalances } from './balances.server';
import { payoutFailure } from './failures';

/** Thrown inside the transaction to undo the run's row when nobody is owed anything. */
class NothingOwed extends Error {}

/**
 * An admin starts a payout run (decision 0096): one row for the run, one payout per vendor,
 * affiliate or instructor (decision 0104) owed more than nothing at the cut-off (now), all in one
 * transaction. A second run
 * while one is open is refused by the database itself (`payout_runs_one_open`), so two admins
 * pressing at once, or one pressing twice, make one run; a balance taken by a run is held by it
 * from then on, so the next run cannot take it again.
 */
export async function startPayoutRun({
  actor,
  now = new Date(),
}: {
  actor: Actor;
  now?: Date;
}): Promise<Result<{ runId: string; payoutCount: number; totalCents: number }, 'run-open' | 'nothing-owed'>> {
  requireAdmin(actor);
  const refundWindowDays = getEnv().REFUND_WINDOW_DAYS;
  try {
    return await getDb().transaction(async (tx) => {
      const [run] = await tx
        .insert(payoutRuns)
        .values({ startedBy: actor.id, cutoffAt: now, refundWindowDays })
        .returning({ id: payoutRuns.id });
      if (!run) throw new Error('payout run insert returned nothing');
      const owed = await payableBalances(await balancesAt({ cutoffAt: now, refundWindowDays }, tx), tx);
      if (owed.length === 0) throw new NothingOwed();
      await tx.insert(payouts).values(
        owed.map((balance) => ({
          runId: run.id,
          account: balance.account,
          partyId: balance.partyId,
          amountCents: balance.cents,
        })),
      );
      const totalCents = owed.reduce((sum, balance) => sum + balance.cents, 0);
      await tx.update(payoutRuns).set({ totalCents, payoutCount: owed.length }).where(eq(payoutRuns.id, run.id));
      return { ok: true as const, runId: run.id, payoutCount: owed.length, totalCents };
    });
  } catch (error) {
    if (error instanceof NothingOwed) return payoutFailure('nothing-owed');
    if (isUniqueViolation(error)) return payoutFailure('run-open');
    throw error;
  }
}
