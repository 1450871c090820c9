import { type AnyColumn, asc, desc, sql } from 'drizzle-orm';
import { CSV_EXPORT_MAX_ROWS } from '~/components/ui/data-table-csv';
import { readPage, readSort, type SortState } from '~/components/ui/data-table-params';
import { type DatabaseHandle, type Executor, getDatabaseHandle, getDb } from '~/db/client.server';
import { reliefLedger } from '~/db/schema/relief';
import { RELIEF_ENTRY_KINDS, type ReliefEntryKind } from './relief-kinds';

/**
 * The relief ledger (issue 4): every paid order's relief share, every refund's reversal, every
 * donation. Append-only and once-only per source (`source_key`), so the live total is a sum.
 *
 * Nobody writes the ledger by hand: its entries are written only by the platform's reactions to
 * payments (order.paid, refund.requested, donation.paid; server/reactions/relief.ts), so its
 * writes take no actor (convention 16) and no route calls them. People only read it.
 */

/**
 * Records a paid order's share, once, whatever number of times the job runs. Orders builds on
 * relief, so orders reads the order and calls this (orders/relief-share.server.ts).
 */
export async function recordOrderShareEntry(
  executor: Executor,
  order: { id: string; number: number; reliefCents: number },
): Promise<void> {
  if (order.reliefCents <= 0) return;
  await executor
    .insert(reliefLedger)
    .values({
      sourceKey: `order:${order.id}`,
      kind: 'order_share',
      amountCents: order.reliefCents,
      orderId: order.id,
      note: `Order VL-${order.number}`,
    })
    .onConflictDoNothing();
}

export async function recordRefundReversal(
  executor: Executor,
  refund: { id: string; orderId: string; reliefReversalCents: number; orderNumber: number },
): Promise<void> {
  if (refund.reliefReversalCents <= 0) return;
  await executor
    .insert(reliefLedger)
    .values({
      sourceKey: `refund:${refund.id}`,
      kind: 'refund_reversal',
      amountCents: -refund.reliefReversalCents,
      orderId: refund.orderId,
      note: `Refund on order VL-${refund.orderNumber}`,
    })
    .onConflictDoNothing();
}

export async function reliefTotalCents(executor: Executor = getDb()): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${reliefLedger.amountCents}), 0)::int` })
    .from(reliefLedger);
  return row?.total ?? 0;
}

const CACHE_MS = 10_000;
const cached = new WeakMap<DatabaseHandle, { value: Promise<number>; at: number }>();

/** The total for the banner on every page: read at most every ten seconds per instance. */
export function reliefTotalForBanner(): Promise<number> {
  const handle = getDatabaseHandle();
  const hit = cached.get(handle);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const value = reliefTotalCents(handle.db).catch(() => 0);
  cached.set(handle, { value, at: Date.now() });
  return value;
}

/** Records a paid donation in full, once, whatever number of times the job runs. */
export async function recordDonationGift(executor: Executor, donation: { id: string; amountCents: number }): Promise<void> {
  await executor
    .insert(reliefLedger)
    .values({ sourceKey: `donation:${donation.id}`, kind: 'donation', amountCents: donation.amountCents, note: 'Donation' })
    .onConflictDoNothing();
}

/** The ledger's total and, per kind of entry, its sum and how many entries (the foundation's page). */
export async function findReliefSummary(executor: Executor = getDb()) {
  const rows = await executor
    .select({
      kind: reliefLedger.kind,
      cents: sql<number>`coalesce(sum(${reliefLedger.amountCents}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(reliefLedger)
    .groupBy(reliefLedger.kind);
  const byKind = Object.fromEntries(
    RELIEF_ENTRY_KINDS.map((kind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return [kind, { cents: row?.cents ?? 0, count: row?.count ?? 0 }];
    }),
  ) as Record<ReliefEntryKind, { cents: number; count: number }>;
  return { totalCents: rows.reduce((sum, row) => sum + row.cents, 0), byKind };
}

export const RELIEF_ENTRIES_PAGE_SIZE = 50;

/** The columns the ledger sorts by: the allow-list the address is read against (decision 0068). */
export const RELIEF_SORT_KEYS = ['when', 'kind', 'amount'] as const;
export type ReliefSortKey = (typeof RELIEF_SORT_KEYS)[number];
export const RELIEF_DEFAULT_SORT: SortState<ReliefSortKey> = { key: 'when', dir: 'desc' };

const RELIEF_SORT_COLUMNS = {
  when: reliefLedger.createdAt,
  kind: reliefLedger.kind,
  amount: reliefLedger.amountCents,
} satisfies Record<ReliefSortKey, AnyColumn>;

/** The ledger's order and page, from its address: for the page and its CSV export alike. */
export function readReliefQuery(params: URLSearchParams) {
  return { sort: readSort(params, RELIEF_SORT_KEYS, RELIEF_DEFAULT_SORT), page: readPage(params) };
}

/** The statement behind the ledger and its export: every entry, with the order it came from, sorted. */
function selectReliefEntries(sort: SortState<ReliefSortKey>, executor: Executor) {
  // The key was checked against the allow-list; the lookup is a second guard, never SQL text.
  const column = RELIEF_SORT_COLUMNS[sort.key] ?? reliefLedger.createdAt;
  const direction = sort.dir === 'asc' ? asc : desc;
  return executor
    .select({
      id: reliefLedger.id,
      kind: reliefLedger.kind,
      amountCents: reliefLedger.amountCents,
      note: reliefLedger.note,
      orderId: reliefLedger.orderId,
      createdAt: reliefLedger.createdAt,
    })
    .from(reliefLedger)
    .orderBy(direction(column), desc(reliefLedger.createdAt), desc(reliefLedger.id));
}

/** The ledger's entries, newest first unless sorted otherwise, a page at a time, with the order each one came from. */
export async function listReliefEntries(
  { page, sort = RELIEF_DEFAULT_SORT }: { page: number; sort?: SortState<ReliefSortKey> },
  executor: Executor = getDb(),
) {
  const [entries, [counted]] = await Promise.all([
    selectReliefEntries(sort, executor)
      .limit(RELIEF_ENTRIES_PAGE_SIZE)
      .offset((page - 1) * RELIEF_ENTRIES_PAGE_SIZE),
    executor.select({ total: sql<number>`count(*)::int` }).from(reliefLedger),
  ]);
  return { entries, total: counted?.total ?? 0 };
}

/** The same entries for the CSV export: every page of them, up to the export's ceiling. */
export function exportReliefEntries(
  { sort = RELIEF_DEFAULT_SORT }: { sort?: SortState<ReliefSortKey> },
  executor: Executor = getDb(),
) {
  return selectReliefEntries(sort, executor).limit(CSV_EXPORT_MAX_ROWS);
}
