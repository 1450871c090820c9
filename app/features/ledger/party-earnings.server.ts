import { and, eq, sql } from 'drizzle-orm';
import { type Executor, getDb, type SqlRows } from '~/db/client.server';
import { ledgerEntries, ledgerPartyDays } from '~/db/schema/ledger';
import { orders } from '~/db/schema/orders';
import type { LedgerAccountName } from './allocation';
import { refundWindowEdge } from './refund-window-edge';

/*
 * What the ledger holds for one person in one account (an affiliate's commissions, a vendor's
 * share): pending while an order is within its refund window, payable after it; refunds have
 * already taken their part. Read by the person's own dashboard and by admins; the caller checks
 * who may see whose (the route passes the signed-in person's own id).
 *
 * Read from the party's days (`ledger_party_days`, kept by the database as entries are written),
 * not from their entries: a vendor with 10,000 order lines is a few hundred rows. Days before
 * the one the window closes in are payable, days after it pending; that one day is split by the
 * exact time from its entries, found through its orders (`orders_paid_at_idx`), so the figures
 * equal the entries' sums to the cent (tests/integration/ledger.test.ts).
 */

export type PartyEarnings = {
  pendingCents: number;
  payableCents: number;
  /** Orders that earned something and were not refunded in full. */
  orders: number;
  /** Month by month (YYYY-MM of payment), the last twelve with anything in them. */
  months: { month: string; cents: number }[];
};

type Party = { account: Extract<LedgerAccountName, 'affiliate' | 'vendor' | 'instructor'>; partyId: string };

export async function partyEarnings(
  { account, partyId, refundWindowDays }: Party & { refundWindowDays: number },
  db: Executor = getDb(),
): Promise<PartyEarnings> {
  const days = and(eq(ledgerPartyDays.account, account), eq(ledgerPartyDays.partyId, partyId));
  const edge = refundWindowEdge(refundWindowDays);
  const totals = (await db.execute(sql`
    with rolled as (
      select coalesce(sum(${ledgerPartyDays.amountCents}) filter (where ${ledgerPartyDays.day} < ${edge.day}::date), 0) as payable,
        coalesce(sum(${ledgerPartyDays.amountCents}) filter (where ${ledgerPartyDays.day} > ${edge.day}::date), 0) as pending,
        coalesce(sum(${ledgerPartyDays.orders}), 0) as orders
      from ${ledgerPartyDays} where ${days}
    ), edge_day as (
      select coalesce(sum(${ledgerEntries.amountCents}) filter (where ${orders.paidAt} <= ${edge.at}), 0) as payable,
        coalesce(sum(${ledgerEntries.amountCents}) filter (where ${orders.paidAt} > ${edge.at}), 0) as pending
      from ${orders}
      join ${ledgerEntries} on ${ledgerEntries.orderId} = ${orders.id}
        and ${ledgerEntries.account} = ${account} and ${ledgerEntries.partyId} = ${partyId}
      where ${orders.paidAt} >= ${edge.dayStart} and ${orders.paidAt} < ${edge.dayEnd}
    ), months as (
      select to_char(${ledgerPartyDays.day}, 'YYYY-MM') as month, sum(${ledgerPartyDays.amountCents})::int as cents
      from ${ledgerPartyDays} where ${days}
      group by 1 order by 1 desc limit 12
    )
    select (rolled.payable + edge_day.payable)::int as "payableCents", (rolled.pending + edge_day.pending)::int as "pendingCents",
      rolled.orders::int as orders,
      (select coalesce(json_agg(json_build_object('month', month, 'cents', cents) order by month), '[]'::json) from months) as months
    from rolled, edge_day`)) as unknown as SqlRows;
  const row = totals.rows[0];
  return {
    pendingCents: Number(row?.pendingCents ?? 0),
    payableCents: Number(row?.payableCents ?? 0),
    orders: Number(row?.orders ?? 0),
    months: (row?.months ?? []) as PartyEarnings['months'],
  };
}
