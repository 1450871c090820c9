import { count, desc, eq, inArray } from 'drizzle-orm';
import { readPage, readSort, type SortState } from '~/components/ui/data-table-params';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { payoutDestinations, payoutRuns, payouts } from '~/db/schema/payouts';
import { findPayoutAccounts, type PayoutAccountShown } from '~/features/instructors/payouts.server';
import { findVendorPayoutAccounts } from '~/features/vendors/payout-account.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import { isUuid } from '~/utils/ids';
import { balancesAt, type PayoutAccount, payableBalances } from './balances.server';

/*
 * What the admins' payout screen reads (decisions 0096, 0104): what a run started now would pay, the
 * recent runs, and one run's payouts with whom they go to (the CSV is the same rows). Admins only.
 */

export type PayoutLine = {
  id: string | null;
  account: PayoutAccount;
  partyId: string;
  name: string;
  email: string;
  amountCents: number;
  status: 'owed' | 'pending' | 'paid' | 'failed' | 'cancelled';
  stripeAccountId: string | null;
  /** An instructor's or vendor's sealed bank account as it may be shown (holder, country, last four), decision 0104. */
  bankAccount: PayoutAccountShown | null;
  providerTransferId: string | null;
  failureReason: string | null;
  paidAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
};

/** The columns the payout lines sort by (decision 0068's allow-list); the lines are few, sorted here. */
export const PAYOUT_LINE_SORT_KEYS = ['party', 'account', 'amount', 'status'] as const;
export type PayoutLineSortKey = (typeof PAYOUT_LINE_SORT_KEYS)[number];
export const PAYOUT_LINE_DEFAULT_SORT: SortState<PayoutLineSortKey> = { key: 'amount', dir: 'desc' };
export const PAYOUT_RUNS_PAGE_SIZE = 10;

/** The payout screen's address: the lines' order and the page of past runs. */
export function readPayoutsQuery(params: URLSearchParams) {
  return { sort: readSort(params, PAYOUT_LINE_SORT_KEYS, PAYOUT_LINE_DEFAULT_SORT), page: readPage(params) };
}

const STATUS_ORDER: Record<PayoutLine['status'], number> = { failed: 0, owed: 1, pending: 2, paid: 3, cancelled: 4 };

/** Lines in the order asked for, the party's id breaking ties so the order is stable. */
export function sortPayoutLines<Line extends PayoutLine>(lines: readonly Line[], sort: SortState<PayoutLineSortKey>): Line[] {
  const by: Record<PayoutLineSortKey, (a: Line, b: Line) => number> = {
    party: (a, b) => (a.name || a.partyId).localeCompare(b.name || b.partyId),
    account: (a, b) => a.account.localeCompare(b.account),
    amount: (a, b) => a.amountCents - b.amountCents,
    status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
  };
  const compare = by[sort.key] ?? by.amount;
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...lines].sort((a, b) => sign * compare(a, b) || a.partyId.localeCompare(b.partyId));
}

/** Names, emails, connected accounts and instructors' and vendors' bank accounts of these parties. */
async function partiesOf(parties: { account: PayoutAccount; partyId: string }[]) {
  const ids = [...new Set(parties.map((party) => party.partyId))];
  if (ids.length === 0)
    return {
      people: new Map<string, { name: string; email: string }>(),
      accounts: new Map<string, string>(),
      banks: new Map<string, PayoutAccountShown>(),
    };
  const db = getDb();
  const idsOf = (account: PayoutAccount) => parties.filter((party) => party.account === account).map((party) => party.partyId);
  const [people, destinations, instructorBanks, vendorBanks] = await Promise.all([
    db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids)),
    db
      .select({
        account: payoutDestinations.account,
        partyId: payoutDestinations.partyId,
        stripeAccountId: payoutDestinations.stripeAccountId,
      })
      .from(payoutDestinations)
      .where(inArray(payoutDestinations.partyId, ids)),
    findPayoutAccounts(idsOf('instructor'), db),
    findVendorPayoutAccounts(idsOf('vendor'), db),
  ]);
  const banks = new Map<string, PayoutAccountShown>();
  for (const [partyId, bank] of instructorBanks) banks.set(`instructor:${partyId}`, bank);
  for (const [partyId, bank] of vendorBanks) banks.set(`vendor:${partyId}`, bank);
  return {
    people: new Map(people.map((person) => [person.id, { name: person.name, email: person.email }])),
    accounts: new Map(destinations.map((row) => [`${row.account}:${row.partyId}`, row.stripeAccountId])),
    banks,
  };
}

/** What each vendor, affiliate and instructor would be paid by a run started now. */
export async function previewPayouts({ actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<PayoutLine[]> {
  requireAdmin(actor);
  const db = getDb();
  const owed = await payableBalances(await balancesAt({ cutoffAt: now, refundWindowDays: getEnv().REFUND_WINDOW_DAYS }, db), db);
  const { people, accounts, banks } = await partiesOf(owed);
  return owed.map((balance) => ({
    id: null,
    account: balance.account,
    partyId: balance.partyId,
    name: people.get(balance.partyId)?.name ?? '',
    email: people.get(balance.partyId)?.email ?? '',
    amountCents: balance.cents,
    status: 'owed',
    stripeAccountId: accounts.get(`${balance.account}:${balance.partyId}`) ?? null,
    bankAccount: banks.get(`${balance.account}:${balance.partyId}`) ?? null,
    providerTransferId: null,
    failureReason: null,
    paidAt: null,
    cancelledAt: null,
    cancelReason: null,
  }));
}

/** The runs, newest first, a page at a time, with how many there are. */
export async function listPayoutRuns({
  actor,
  page = 1,
  limit = PAYOUT_RUNS_PAGE_SIZE,
}: {
  actor: Actor;
  page?: number;
  limit?: number;
}) {
  requireAdmin(actor);
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    selectRuns(db, limit, (page - 1) * limit),
    db.select({ n: count() }).from(payoutRuns),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The latest run, open or not: the one the screen works on. */
export async function latestPayoutRun({ actor }: { actor: Actor }) {
  requireAdmin(actor);
  const [run] = await selectRuns(getDb(), 1, 0);
  return run ?? null;
}

function selectRuns(db: ReturnType<typeof getDb>, limit: number, offset: number) {
  return db
    .select({
      id: payoutRuns.id,
      status: payoutRuns.status,
      startedAt: payoutRuns.startedAt,
      cutoffAt: payoutRuns.cutoffAt,
      refundWindowDays: payoutRuns.refundWindowDays,
      totalCents: payoutRuns.totalCents,
      payoutCount: payoutRuns.payoutCount,
      method: payoutRuns.method,
      paidAt: payoutRuns.paidAt,
    })
    .from(payoutRuns)
    .orderBy(desc(payoutRuns.startedAt), desc(payoutRuns.id))
    .limit(limit)
    .offset(offset);
}

/** One run's payouts, largest first; null when there is no such run. */
export async function payoutRunLines({ actor, runId }: { actor: Actor; runId: string }): Promise<PayoutLine[] | null> {
  requireAdmin(actor);
  if (!isUuid(runId)) return null;
  const db = getDb();
  const [run] = await db.select({ id: payoutRuns.id }).from(payoutRuns).where(eq(payoutRuns.id, runId));
  if (!run) return null;
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.runId, runId))
    .orderBy(desc(payouts.amountCents), payouts.partyId);
  const parties = rows.map((row) => ({ account: row.account as PayoutAccount, partyId: row.partyId }));
  const { people, accounts, banks } = await partiesOf(parties);
  return rows.map((row) => ({
    id: row.id,
    account: row.account as PayoutAccount,
    partyId: row.partyId,
    name: people.get(row.partyId)?.name ?? '',
    email: people.get(row.partyId)?.email ?? '',
    amountCents: row.amountCents,
    status: row.status,
    stripeAccountId: accounts.get(`${row.account}:${row.partyId}`) ?? null,
    bankAccount: banks.get(`${row.account}:${row.partyId}`) ?? null,
    providerTransferId: row.providerTransferId,
    failureReason: row.failureReason,
    paidAt: row.paidAt,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
  }));
}

/** The CSV's header and rows for one run: what a bank transfer needs, and what was done. */
export const PAYOUT_CSV_HEADER = [
  'payout_id',
  'account',
  'party_id',
  'name',
  'email',
  'amount',
  'currency',
  'status',
  'stripe_account_id',
  'transfer_id',
  'paid_at',
  // An instructor's or vendor's sealed bank account as it may be shown (decision 0104): the whole
  // number is opened on their page, on request and logged, never written into a file that travels.
  'bank_account_holder',
  'bank_country',
  'bank_account_last4',
] as const;
