import { sql } from 'drizzle-orm';
import { getDb, type SqlRows } from '~/db/client.server';
import { orders } from '~/db/schema/orders';
import { type Actor, requireAdmin } from '~/utils/actor';

/*
 * Who bought since a moment, for the business valuation screen (decision 0113): how many people
 * (an account, or an email address for an order placed signed out), how many of them paid for two
 * orders or more, and the average order less what was refunded of it. Orders refunded in whole
 * are left out: they sold nothing.
 */

export type CustomerFigures = { buyers: number; repeatBuyers: number; orders: number; averageOrderCents: number };

export async function customerFigures({ actor, since }: { actor: Actor; since: Date }): Promise<CustomerFigures> {
  requireAdmin(actor, 'only admins read the business figures');
  const { rows } = (await getDb().execute(sql`
    with kept as (
      select coalesce(${orders.userId}, lower(${orders.email})) as buyer, ${orders.totalCents} - ${orders.refundedCents} as net
      from ${orders}
      where ${orders.paidAt} >= ${since.toISOString()}::timestamptz and ${orders.refundedCents} < ${orders.totalCents}
    ), buyers as (select buyer, count(*) as orders from kept group by buyer)
    select
      (select count(*) from buyers)::int as buyers,
      (select count(*) from buyers where orders >= 2)::int as "repeatBuyers",
      (select count(*) from kept)::int as orders,
      coalesce((select round(avg(net)) from kept), 0)::bigint as "averageOrderCents"`)) as unknown as SqlRows;
  const row = rows[0] ?? {};
  return {
    buyers: Number(row.buyers ?? 0),
    repeatBuyers: Number(row.repeatBuyers ?? 0),
    orders: Number(row.orders ?? 0),
    averageOrderCents: Number(row.averageOrderCents ?? 0),
  };
}
