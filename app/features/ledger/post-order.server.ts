import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { ledgerEntries } from '~/db/schema/ledger';
import { orders, refunds } from '~/db/schema/orders';
import { type Allocation, allocatePaidOrder, allocateRefund, combine } from './allocation';
import { readOrderForLedger, readRefundsForLedger } from './order-facts.server';

/*
 * Writes an order's ledger entries (issue 39, decision 0089): the paid split once the provider
 * confirmed the payment, and the reversal of each refund. One function for both, run by the jobs
 * of `order.paid` and `refund.requested` and by the nightly sweep, so whichever runs first, and
 * however often, the ledger ends the same: it locks the order, keeps every entry already written
 * (an entry is never recomputed, so a rate changed since does not rewrite history) and writes
 * what is missing, in the order the refunds were made. It runs as the platform, from jobs, so it
 * takes no actor; nothing a person sends reaches it.
 */

type EntryRow = Allocation & { event: string };

/** Posts what is missing of one order; answers how many entries it wrote. */
export async function postOrderToLedger(orderId: string, db: Executor = getDb()): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await readOrderForLedger(tx, orderId);
    // An order never paid (cancelled, or paid after it expired and refunded at once) holds nothing.
    if (!order?.isPaid) return 0;
    const written = await tx
      .select({
        event: ledgerEntries.event,
        account: ledgerEntries.account,
        partyId: ledgerEntries.partyId,
        amountCents: ledgerEntries.amountCents,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId));
    const byEvent = new Map<string, Allocation[]>();
    for (const row of written) byEvent.set(row.event, [...(byEvent.get(row.event) ?? []), row]);

    const missing: (EntryRow & { refundId: string | null })[] = [];
    let holdings = byEvent.get('paid');
    if (!holdings) {
      holdings = allocatePaidOrder(order);
      missing.push(...holdings.map((entry) => ({ ...entry, event: 'paid', refundId: null })));
    }
    for (const refund of await readRefundsForLedger(tx, orderId)) {
      const event = `refund:${refund.id}`;
      let reversal = byEvent.get(event);
      if (!reversal) {
        reversal = allocateRefund(holdings, refund);
        missing.push(...reversal.map((entry) => ({ ...entry, event, refundId: refund.id })));
      }
      holdings = combine([...holdings, ...reversal]);
    }
    if (missing.length === 0) return 0;
    await tx
      .insert(ledgerEntries)
      .values(missing.map((entry) => ({ orderId, ...entry })))
      .onConflictDoNothing();
    return missing.length;
  });
}

/**
 * Paid orders with nothing in the ledger, and refunds of paid orders with nothing in it: what the
 * nightly sweep posts (an event's job that failed for good, or orders paid before the ledger).
 */
export async function findUnpostedOrders(limit: number, db: Executor = getDb()): Promise<string[]> {
  const paidUnposted = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paidAt),
        notExists(db.select({ one: sql`1` }).from(ledgerEntries).where(eq(ledgerEntries.orderId, orders.id))),
      ),
    )
    .limit(limit);
  const refundsUnposted = db
    .selectDistinct({ id: refunds.orderId })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        isNotNull(orders.paidAt),
        notExists(db.select({ one: sql`1` }).from(ledgerEntries).where(eq(ledgerEntries.refundId, refunds.id))),
      ),
    )
    .limit(limit);
  const [paid, refunded] = await Promise.all([paidUnposted, refundsUnposted]);
  return [...new Set([...paid, ...refunded].map((row) => row.id))];
}

/** Orders posted in one run at most (the nightly sweep's, or an admin's from direct fixes); the rest wait for the next. */
export const POST_MISSING_BATCH = 500;

/** Posts what is missing of up to a batch of orders: the sweep's work, run as the platform. */
export async function postMissingEntries(db: Executor = getDb()): Promise<{ orders: number; entries: number }> {
  const ids = await findUnpostedOrders(POST_MISSING_BATCH, db);
  let entries = 0;
  for (const id of ids) entries += await postOrderToLedger(id, db);
  return { orders: ids.length, entries };
}
