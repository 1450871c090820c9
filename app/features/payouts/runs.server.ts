import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { payoutDestinations, payoutRuns, payouts } from '~/db/schema/payouts';
import { type Actor, requireAdmin } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import { isUuid } from '~/utils/ids';
import { balancesAt, type PayoutAccount } from './balances.server';

/*
 * What the admins' payout screen reads (decision 0096): what a run started now would pay, the
 * recent runs, and one run's payouts with whom they go to (the CSV is the same rows). Admins only.
 */

export type PayoutLine = {
  id: string | null;
  account: PayoutAccount;
  partyId: string;
  name: string;
  email: string;
  amountCents: number;
  status: 'owed' | 'pending' | 'paid' | 'failed';
  stripeAccountId: string | null;
  providerTransferId: string | null;
  failureReason: string | null;
  paidAt: Date | null;
};

/** Names, emails and connected accounts of these parties, by `account:partyId`. */
async function partiesOf(parties: { account: PayoutAccount; partyId: string }[]) {
  const ids = [...new Set(parties.map((party) => party.partyId))];
  if (ids.length === 0)
    return { people: new Map<string, { name: string; email: string }>(), accounts: new Map<string, string>() };
  const db = getDb();
  const [people, destinations] = await Promise.all([
    db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids)),
    db
      .select({
        account: payoutDestinations.account,
        partyId: payoutDestinations.partyId,
        stripeAccountId: payoutDestinations.stripeAccountId,
      })
      .from(payoutDestinations)
      .where(inArray(payoutDestinations.partyId, ids)),
  ]);
  return {
    people: new Map(people.map((person) => [person.id, { name: person.name, email: person.email }])),
    accounts: new Map(destinations.map((row) => [`${row.account}:${row.partyId}`, row.stripeAccountId])),
  };
}

/** What each vendor and affiliate would be paid by a run started now. */
export async function previewPayouts({ actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<PayoutLine[]> {
  requireAdmin(actor);
  const owed = (await balancesAt({ cutoffAt: now, refundWindowDays: getEnv().REFUND_WINDOW_DAYS }, getDb())).filter(
    (balance) => balance.cents > 0,
  );
  const { people, accounts } = await partiesOf(owed);
  return owed.map((balance) => ({
    id: null,
    account: balance.account,
    partyId: balance.partyId,
    name: people.get(balance.partyId)?.name ?? '',
    email: people.get(balance.partyId)?.email ?? '',
    amountCents: balance.cents,
    status: 'owed',
    stripeAccountId: accounts.get(`${balance.account}:${balance.partyId}`) ?? null,
    providerTransferId: null,
    failureReason: null,
    paidAt: null,
  }));
}

export async function listPayoutRuns({ actor, limit = 20 }: { actor: Actor; limit?: number }) {
  requireAdmin(actor);
  return getDb()
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
    .orderBy(desc(payoutRuns.startedAt))
    .limit(limit);
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
    .where(and(eq(payouts.runId, runId)))
    .orderBy(desc(payouts.amountCents), payouts.partyId);
  const parties = rows.map((row) => ({ account: row.account as PayoutAccount, partyId: row.partyId }));
  const { people, accounts } = await partiesOf(parties);
  return rows.map((row) => ({
    id: row.id,
    account: row.account as PayoutAccount,
    partyId: row.partyId,
    name: people.get(row.partyId)?.name ?? '',
    email: people.get(row.partyId)?.email ?? '',
    amountCents: row.amountCents,
    status: row.status,
    stripeAccountId: accounts.get(`${row.account}:${row.partyId}`) ?? null,
    providerTransferId: row.providerTransferId,
    failureReason: row.failureReason,
    paidAt: row.paidAt,
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
] as const;
