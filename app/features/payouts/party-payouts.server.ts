import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { payouts } from '~/db/schema/payouts';
import { type PartyEarnings, partyEarnings } from '~/features/ledger/party-earnings.server';
import { type Actor, requireSelf } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import type { PayoutAccount } from './balances.server';
import type { PartyPayouts } from './party-payouts';

/*
 * A vendor's or an affiliate's own payouts (decision 0096), for their dashboard: what was paid,
 * what a run holds and is still to pay, what the next run would pay (past the refund window, not
 * yet in a run), what waits in the window, and the last payouts. Only their own: the actor is the party.
 *
 * The next run's estimate is what `balancesAt` would owe now: the ledger's payable part (read
 * from the party's days by `partyEarnings`, not summed over their entries) less every payout of
 * theirs. A caller that has read the party's earnings already (the affiliate's dashboard shows
 * them) passes them in.
 */

export async function partyPayouts({
  actor,
  account,
  earnings: known,
}: {
  actor: Actor;
  account: PayoutAccount;
  earnings?: PartyEarnings;
}): Promise<PartyPayouts> {
  requireSelf(actor, actor.id);
  const db = getDb();
  const refundWindowDays = getEnv().REFUND_WINDOW_DAYS;
  const mine = and(eq(payouts.account, account), eq(payouts.partyId, actor.id));
  const [[totals], recent, earnings] = await Promise.all([
    db
      .select({
        paidCents: sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} = 'paid'), 0)::int`,
        inRunCents: sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} in ('pending', 'failed')), 0)::int`,
      })
      .from(payouts)
      .where(mine),
    db
      .select({
        id: payouts.id,
        amountCents: payouts.amountCents,
        status: payouts.status,
        createdAt: payouts.createdAt,
        paidAt: payouts.paidAt,
      })
      .from(payouts)
      .where(mine)
      .orderBy(desc(payouts.createdAt))
      .limit(5),
    known ?? partyEarnings({ account, partyId: actor.id, refundWindowDays }, db),
  ]);
  const paidCents = totals?.paidCents ?? 0;
  const inRunCents = totals?.inRunCents ?? 0;
  return {
    paidCents,
    inRunCents,
    nextEstimateCents: Math.max(0, earnings.payableCents - paidCents - inRunCents),
    inWindowCents: earnings.pendingCents,
    recent: recent.map((row) => ({
      id: row.id,
      amountCents: row.amountCents,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
  };
}
