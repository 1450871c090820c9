import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, getDb, type SqlRows } from '~/db/client.server';
import { ledgerEntries, ledgerPartyDays } from '~/db/schema/ledger';
import { orders } from '~/db/schema/orders';
import type { LedgerAccountName } from './allocation';
import { refundWindowEdge } from './refund-window-edge';

/*
 * What the ledger holds for every party of one account at once (every instructor, decision 0104):
 * the same payable and pending split as `partyEarnings`, read the same way from the party days
 * (the day the refund window closes in split at the exact time from its entries), grouped by
 * party, so an admin's list of instructors is two statements whatever their number. The caller
 * checks who may see it (admins only).
 */

export type PartyTotals = { payableCents: number; pendingCents: number; orders: number };

export async function partiesEarnings(
  {
    account,
    partyIds,
    refundWindowDays,
  }: {
    account: Extract<LedgerAccountName, 'affiliate' | 'vendor' | 'instructor'>;
    /** Only these parties; every party of the account when left out. */
    partyIds?: readonly string[];
    refundWindowDays: number;
  },
  db: Executor = getDb(),
): Promise<Map<string, PartyTotals>> {
  if (partyIds?.length === 0) return new Map();
  const daysOf = and(
    eq(ledgerPartyDays.account, account),
    partyIds ? inArray(ledgerPartyDays.partyId, [...partyIds]) : undefined,
  );
  const edge = refundWindowEdge(refundWindowDays);
  const entriesOf = and(eq(ledgerEntries.account, account), partyIds ? inArray(ledgerEntries.partyId, [...partyIds]) : undefined);
  const result = (await db.execute(sql`
    with rolled as (
      select ${ledgerPartyDays.partyId} as party,
        coalesce(sum(${ledgerPartyDays.amountCents}) filter (where ${ledgerPartyDays.day} < ${edge.day}::date), 0) as payable,
        coalesce(sum(${ledgerPartyDays.amountCents}) filter (where ${ledgerPartyDays.day} > ${edge.day}::date), 0) as pending,
        coalesce(sum(${ledgerPartyDays.orders}), 0) as orders
      from ${ledgerPartyDays} where ${daysOf}
      group by ${ledgerPartyDays.partyId}
    ), edge_day as (
      select ${ledgerEntries.partyId} as party,
        coalesce(sum(${ledgerEntries.amountCents}) filter (where ${orders.paidAt} <= ${edge.at}), 0) as payable,
        coalesce(sum(${ledgerEntries.amountCents}) filter (where ${orders.paidAt} > ${edge.at}), 0) as pending
      from ${orders}
      join ${ledgerEntries} on ${ledgerEntries.orderId} = ${orders.id} and ${entriesOf}
      where ${orders.paidAt} >= ${edge.dayStart} and ${orders.paidAt} < ${edge.dayEnd}
      group by ${ledgerEntries.partyId}
    )
    select rolled.party as "partyId",
      (rolled.payable + coalesce(edge_day.payable, 0))::int as "payableCents",
      (rolled.pending + coalesce(edge_day.pending, 0))::int as "pendingCents",
      rolled.orders::int as orders
    from rolled left join edge_day on edge_day.party = rolled.party`)) as unknown as SqlRows;
  return new Map(
    result.rows.map((row) => [
      String(row.partyId),
      { payableCents: Number(row.payableCents), pendingCents: Number(row.pendingCents), orders: Number(row.orders) },
    ]),
  );
}
