import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { payouts } from '~/db/schema/payouts';
import { partyEarnings } from '~/features/ledger/party-earnings.server';
import { type Actor, requireSelf } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import { balancesAt, type PayoutAccount } from './balances.server';
import type { PartyPayouts } from './party-payouts';

/*
 * A vendor's or an affiliate's own payouts (decision 0096), for their dashboard: what was paid,
 * what a run holds and is still to pay, what the next run would pay (past the refund window, not
 * yet in a run), what waits in the window, and the last payouts. Only their own: the actor is the party.
 */

export async function partyPayouts({ actor, account }: { actor: Actor; account: PayoutAccount }): Promise<PartyPayouts> {
  requireSelf(actor, actor.id);
  const db = getDb();
  const refundWindowDays = getEnv().REFUND_WINDOW_DAYS;
  const mine = and(eq(payouts.account, account), eq(payouts.partyId, actor.id));
  const [[totals], recent, [balance], earnings] = await Promise.all([
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
    balancesAt({ cutoffAt: new Date(), refundWindowDays, party: { account, partyId: actor.id } }, db),
    partyEarnings({ account, partyId: actor.id, refundWindowDays }, db),
  ]);
  return {
    paidCents: totals?.paidCents ?? 0,
    inRunCents: totals?.inRunCents ?? 0,
    nextEstimateCents: Math.max(0, balance?.cents ?? 0),
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
