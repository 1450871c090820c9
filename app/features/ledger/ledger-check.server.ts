import { sql } from 'drizzle-orm';
import { getDb, type SqlRows } from '~/db/client.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import { findUnpostedOrders, POST_MISSING_BATCH, postMissingEntries } from './post-order.server';

/*
 * The ledger as the administration's direct fixes see it (decision 0112): what is not posted yet
 * (a payment's or a refund's job that failed for good waits for the nightly sweep), posted now at
 * an admin's word; and any paid order whose entries do not sum to what the buyer paid less what
 * was refunded, which no button can mend (entries are never rewritten) and which means a fault
 * to report. Admins only, checked here as on the route.
 */

/** The most unbalanced orders listed; the count says if there are more. */
const UNBALANCED_SHOWN = 20;

export type UnbalancedOrder = { orderId: string; number: number; expectedCents: number; postedCents: number };

export async function checkLedger({ actor }: { actor: Actor }): Promise<{
  /** Paid orders and refunds with nothing in the ledger, up to the batch one run posts (`isMore` past it). */
  unposted: number;
  isMoreUnposted: boolean;
  unbalanced: UnbalancedOrder[];
  unbalancedCount: number;
}> {
  requireAdmin(actor, 'only admins check the ledger');
  const db = getDb();
  const unposted = await findUnpostedOrders(POST_MISSING_BATCH + 1, db);
  // An order with a refund not posted yet is unposted, not unbalanced: it is left out here.
  const { rows } = (await db.execute(sql`
    select o.id::text as "orderId", o.number::int as "number",
      (o.total_cents - o.refunded_cents)::int as "expectedCents", sum(e.amount_cents)::int as "postedCents",
      count(*) over ()::int as "count"
    from orders o join ledger_entries e on e.order_id = o.id
    where o.paid_at is not null and not exists (
      select 1 from refunds r where r.order_id = o.id
        and not exists (select 1 from ledger_entries x where x.refund_id = r.id))
    group by o.id
    having sum(e.amount_cents) <> o.total_cents - o.refunded_cents
    order by o.number desc
    limit ${UNBALANCED_SHOWN}`)) as unknown as SqlRows<UnbalancedOrder & { count: number }>;
  return {
    unposted: Math.min(unposted.length, POST_MISSING_BATCH),
    isMoreUnposted: unposted.length > POST_MISSING_BATCH,
    unbalanced: rows.map(({ count: _count, ...order }) => order),
    unbalancedCount: rows[0]?.count ?? 0,
  };
}

/** Posts what is missing now instead of at night: a batch of orders, as the sweep does. */
export async function postUnpostedNow({ actor }: { actor: Actor }): Promise<{ orders: number; entries: number }> {
  requireAdmin(actor, 'only admins post the ledger');
  return postMissingEntries();
}
