import { sql } from 'drizzle-orm';
import { getDb, type SqlRows } from '~/db/client.server';
import { affiliateDaily, affiliates } from '~/db/schema/affiliates';
import { ledgerPartyDays } from '~/db/schema/ledger';
import { orders } from '~/db/schema/orders';
import { type Actor, requireAdmin } from '~/utils/actor';

/*
 * The affiliate programme's performance for admins (issue 39, /creator-hub/affiliates): for each
 * affiliate who is or was approved, over the last `days`, the visits their links brought (the
 * daily roll-up), the paid orders attributed to them and what those orders came to (less
 * refunds, through `orders_affiliate_idx`), and the commission the ledger holds for them on
 * orders paid in those days (the ledger's own roll-up, `ledger_party_days`, decision 0101), with
 * the programme's totals. One statement; no tracking event and no ledger entry is read. The days
 * are UTC days, as both roll-ups keep them.
 */

export type AffiliatePerformanceRow = {
  userId: string;
  code: string;
  status: 'approved' | 'suspended';
  visits: number;
  orders: number;
  salesCents: number;
  commissionCents: number;
};

export async function affiliatePerformance({ actor, days }: { actor: Actor; days: number }) {
  requireAdmin(actor);
  const since = sql`now() - make_interval(days => ${days})`;
  const sinceDay = sql`((${since}) at time zone 'UTC')::date`;
  const { rows } = (await getDb().execute(sql`
    with visits as (
      select code, sum(${affiliateDaily.visits})::int as visits from ${affiliateDaily}
      where ${affiliateDaily.day} >= ${sinceDay} group by code
    ), sales as (
      select ${orders.affiliateId} as affiliate_id, count(*)::int as orders,
        sum(${orders.totalCents} - ${orders.refundedCents})::int as sales_cents
      from ${orders}
      where ${orders.affiliateId} is not null and ${orders.paidAt} >= ${sinceDay}::timestamp at time zone 'UTC'
      group by 1
    ), earned as (
      select ${ledgerPartyDays.partyId} as party_id, sum(${ledgerPartyDays.amountCents})::int as cents
      from ${ledgerPartyDays}
      where ${ledgerPartyDays.account} = 'affiliate' and ${ledgerPartyDays.day} >= ${sinceDay}
      group by 1
    )
    select a.user_id as "userId", a.code, a.status::text as status,
      coalesce(v.visits, 0) as visits, coalesce(s.orders, 0) as orders,
      coalesce(s.sales_cents, 0) as "salesCents", coalesce(e.cents, 0) as "commissionCents"
    from ${affiliates} a
    left join visits v on v.code = lower(a.code)
    left join sales s on s.affiliate_id = a.user_id
    left join earned e on e.party_id = a.user_id
    where a.status in ('approved', 'suspended') and a.code is not null
    order by "commissionCents" desc, "salesCents" desc, visits desc
    limit 500`)) as unknown as SqlRows;
  const affiliatesFound = rows as AffiliatePerformanceRow[];
  const totals = affiliatesFound.reduce(
    (acc, row) => ({
      visits: acc.visits + row.visits,
      orders: acc.orders + row.orders,
      salesCents: acc.salesCents + row.salesCents,
      commissionCents: acc.commissionCents + row.commissionCents,
    }),
    { visits: 0, orders: 0, salesCents: 0, commissionCents: 0 },
  );
  return { affiliates: affiliatesFound, totals };
}
