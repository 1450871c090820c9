import { and, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { ledgerEntries } from '~/db/schema/ledger';
import { orders } from '~/db/schema/orders';
import type { LedgerAccountName } from './allocation';

/*
 * What the ledger holds for one person in one account (an affiliate's commissions, a vendor's
 * share): pending while an order is within its refund window, payable after it; refunds have
 * already taken their part. Read by the person's own dashboard and by admins; the caller checks
 * who may see whose (the route passes the signed-in person's own id).
 */

export type PartyEarnings = {
  pendingCents: number;
  payableCents: number;
  /** Orders that earned something and were not refunded in full. */
  orders: number;
  /** Month by month (YYYY-MM of payment), the last twelve with anything in them. */
  months: { month: string; cents: number }[];
};

export async function partyEarnings(
  {
    account,
    partyId,
    refundWindowDays,
  }: { account: Extract<LedgerAccountName, 'affiliate' | 'vendor' | 'instructor'>; partyId: string; refundWindowDays: number },
  db: Executor = getDb(),
): Promise<PartyEarnings> {
  const mine = and(eq(ledgerEntries.account, account), eq(ledgerEntries.partyId, partyId));
  const settled = sql`${orders.paidAt} <= now() - make_interval(days => ${refundWindowDays})`;
  const [totals, months] = await Promise.all([
    db
      .select({
        pendingCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where not (${settled})), 0)::int`,
        payableCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${settled}), 0)::int`,
        orders: sql<number>`count(distinct ${ledgerEntries.orderId}) filter (where ${ledgerEntries.event} = 'paid')::int`,
      })
      .from(ledgerEntries)
      .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .where(mine),
    db
      .select({
        month: sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM')`,
        cents: sql<number>`sum(${ledgerEntries.amountCents})::int`,
      })
      .from(ledgerEntries)
      .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .where(mine)
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`)
      .limit(12),
  ]);
  const row = totals[0];
  return {
    pendingCents: row?.pendingCents ?? 0,
    payableCents: row?.payableCents ?? 0,
    orders: row?.orders ?? 0,
    months: months.reverse(),
  };
}
