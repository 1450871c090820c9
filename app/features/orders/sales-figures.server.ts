import { sql } from 'drizzle-orm';
import { getDb, type SqlRows } from '~/db/client.server';
import { orderItems, orders, refunds } from '~/db/schema/orders';
import { type Actor, requireAdmin } from '~/utils/actor';

/*
 * The store's sales over a period, for admins (the analytics screen, decision 0109): the orders
 * paid from `since` and in the period before it (`previousSince` to `since`), what they came to
 * less what was refunded of them, their relief share less its refunded part, day by day (UTC, as
 * the screen's days), and the products that sold most. One statement over `orders_paid_at_idx`.
 * Net figures are of the orders paid in the period: a refund today of last month's order lowers
 * last month.
 */

const TOP_PRODUCTS = 10;

export type SalesFigures = {
  orders: number;
  netCents: number;
  refundedCents: number;
  reliefCents: number;
  previousOrders: number;
  previousNetCents: number;
  byDay: { day: string; orders: number; netCents: number }[];
  products: { productId: string; name: string; units: number; salesCents: number }[];
};

export async function salesFigures({
  actor,
  since,
  previousSince,
}: {
  actor: Actor;
  since: Date;
  previousSince: Date;
}): Promise<SalesFigures> {
  requireAdmin(actor);
  const { rows } = (await getDb().execute(sql`
    with paid as (
      select ${orders.id} as id, ${orders.paidAt} >= ${since.toISOString()}::timestamptz as current,
        (${orders.paidAt} at time zone 'UTC')::date::text as day,
        ${orders.totalCents} - ${orders.refundedCents} as net, ${orders.refundedCents} as refunded, ${orders.reliefCents} as relief
      from ${orders}
      where ${orders.paidAt} >= ${previousSince.toISOString()}::timestamptz
    ), products as (
      select ${orderItems.productId} as product_id, max(${orderItems.name}) as name, sum(${orderItems.quantity})::int as units,
        sum(${orderItems.unitPriceCents} * ${orderItems.quantity} - ${orderItems.discountCents})::bigint as sales
      from ${orderItems} join paid on paid.id = ${orderItems.orderId} and paid.current
      group by ${orderItems.productId}
      order by sales desc, name limit ${TOP_PRODUCTS}
    )
    select
      count(*) filter (where current)::int as orders,
      coalesce(sum(net) filter (where current), 0)::bigint as "netCents",
      coalesce(sum(refunded) filter (where current), 0)::bigint as "refundedCents",
      (coalesce(sum(relief) filter (where current), 0) - coalesce((
        select sum(${refunds.reliefReversalCents}) from ${refunds} join paid on paid.id = ${refunds.orderId} and paid.current
      ), 0))::bigint as "reliefCents",
      count(*) filter (where not current)::int as "previousOrders",
      coalesce(sum(net) filter (where not current), 0)::bigint as "previousNetCents",
      (select coalesce(json_agg(json_build_object('day', day, 'orders', n, 'netCents', cents) order by day), '[]'::json)
        from (select day, count(*)::int as n, sum(net)::bigint as cents from paid where current group by day) days) as "byDay",
      (select coalesce(json_agg(json_build_object('productId', product_id, 'name', name, 'units', units, 'salesCents', sales)
        order by sales desc, name), '[]'::json) from products) as products
    from paid`)) as unknown as SqlRows;
  const row = rows[0] ?? {};
  return {
    orders: Number(row.orders ?? 0),
    netCents: Number(row.netCents ?? 0),
    refundedCents: Number(row.refundedCents ?? 0),
    reliefCents: Number(row.reliefCents ?? 0),
    previousOrders: Number(row.previousOrders ?? 0),
    previousNetCents: Number(row.previousNetCents ?? 0),
    byDay: (row.byDay ?? []) as SalesFigures['byDay'],
    products: (row.products ?? []) as SalesFigures['products'],
  };
}
