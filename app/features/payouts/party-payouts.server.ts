import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { payouts } from '~/db/schema/payouts';
import { findPaidSums } from '~/features/instructors/payouts.server';
import { type PartyEarnings, partyEarnings } from '~/features/ledger/party-earnings.server';
import { type Actor, requireSelfOrAdmin } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import type { PayoutAccount } from './balances.server';
import type { PartyPayouts } from './party-payouts';
import { settle } from './settlement';

/*
 * A vendor's, an affiliate's or an instructor's payouts (decisions 0096, 0104), for their own
 * dashboard or an admin's page about them: what was paid, what a run holds and is still to pay,
 * what the next run would pay (past the refund window, not yet in a run), what waits in the
 * window, and the last payouts. The party themself or an admin; nobody else.
 *
 * The next run's estimate is what `balancesAt` would owe now: the ledger's payable part (read
 * from the party's days by `partyEarnings`, not summed over their entries) less every payout of
 * theirs and, for an instructor, every transfer recorded before runs paid instructors (decision
 * 0057), which counts as paid. `settle` makes the four figures add up to what the ledger holds.
 * A caller that has read the party's earnings already (the affiliate's dashboard shows them)
 * passes them in.
 */

export async function partyPayouts({
  actor,
  account,
  partyId = actor.id,
  earnings: known,
  recentLimit = 5,
}: {
  actor: Actor;
  account: PayoutAccount;
  /** Whose: the actor's own unless an admin asks about someone. */
  partyId?: string;
  earnings?: PartyEarnings;
  recentLimit?: number;
}): Promise<PartyPayouts> {
  requireSelfOrAdmin(actor, partyId);
  const db = getDb();
  const refundWindowDays = getEnv().REFUND_WINDOW_DAYS;
  const theirs = and(eq(payouts.account, account), eq(payouts.partyId, partyId));
  // The last payouts with the sums of all of them beside each row (none: nothing paid yet).
  const [recent, earnings, recorded] = await Promise.all([
    db
      .select({
        id: payouts.id,
        amountCents: payouts.amountCents,
        status: payouts.status,
        createdAt: payouts.createdAt,
        paidAt: payouts.paidAt,
        paidCents: sql<number>`(coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} = 'paid') over (), 0))::int`,
        inRunCents: sql<number>`(coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} in ('pending', 'failed')) over (), 0))::int`,
      })
      .from(payouts)
      .where(theirs)
      .orderBy(desc(payouts.createdAt))
      .limit(recentLimit),
    known ?? partyEarnings({ account, partyId, refundWindowDays }, db),
    account === 'instructor' ? findPaidSums([partyId], db) : new Map<string, { paidCents: number }>(),
  ]);
  const totals = recent[0];
  const recordedCents = recorded.get(partyId)?.paidCents ?? 0;
  return {
    ...settle({
      payableCents: earnings.payableCents,
      pendingCents: earnings.pendingCents,
      paidCents: (totals?.paidCents ?? 0) + recordedCents,
      inRunCents: totals?.inRunCents ?? 0,
    }),
    recordedCents,
    recent: recent.map((row) => ({
      id: row.id,
      amountCents: row.amountCents,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
  };
}
