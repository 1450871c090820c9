import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { ledgerEntries } from '~/db/schema/ledger';
import { orders } from '~/db/schema/orders';
import { payoutDestinations, payouts } from '~/db/schema/payouts';
import { findPaidSums, findPayoutAccounts } from '~/features/instructors/payouts.server';

/*
 * What each vendor, affiliate and instructor is owed at a cut-off (decisions 0096, 0104): their
 * ledger entries on orders paid more than the refund window before it (refunds of those orders
 * already written count against them), less everything earlier runs already paid or hold (a
 * cancelled payout holds nothing: its amount is owed again, decision 0099) and, for an
 * instructor, less every transfer administrators recorded before instructors were paid by runs
 * (`instructor_payouts`, decision 0057), which settled the same earnings.
 *
 * Only people whose account still exists are owed: the runs have nowhere to send the money of an
 * erased account (its payout details and Stripe account went with it), and an erased
 * instructor's recorded transfers no longer name them, so their balance would look unpaid.
 */

export const PAYOUT_ACCOUNTS = ['vendor', 'affiliate', 'instructor'] as const;
export type PayoutAccount = (typeof PAYOUT_ACCOUNTS)[number];

export type OwedBalance = { account: PayoutAccount; partyId: string; cents: number };

type Window = { cutoffAt: Date; refundWindowDays: number };

/** Orders whose refund window had closed by the cut-off. */
const settledBy = ({ cutoffAt, refundWindowDays }: Window) =>
  sql`${orders.paidAt} <= ${cutoffAt.toISOString()}::timestamptz - make_interval(days => ${refundWindowDays})`;

const keyOf = (row: { account: string; partyId: string }) => `${row.account}\u0000${row.partyId}`;

/**
 * Every party's balance at the cut-off, positive or not, optionally for one party only. A
 * balance at or below zero (a refund after an earlier payout; an instructor paid by a recorded
 * transfer for sales still in the window) is carried until new earnings cover it.
 */
export async function balancesAt(
  window: Window & { party?: { account: PayoutAccount; partyId: string } },
  db: Executor,
): Promise<OwedBalance[]> {
  const party = window.party;
  const earnedWhere = and(
    party
      ? and(eq(ledgerEntries.account, party.account), eq(ledgerEntries.partyId, party.partyId))
      : inArray(ledgerEntries.account, [...PAYOUT_ACCOUNTS]),
    settledBy(window),
    lte(ledgerEntries.createdAt, window.cutoffAt),
  );
  const heldWhere = and(
    ne(payouts.status, 'cancelled'),
    party
      ? and(eq(payouts.account, party.account), eq(payouts.partyId, party.partyId))
      : inArray(payouts.account, [...PAYOUT_ACCOUNTS]),
  );
  const [earned, held] = await Promise.all([
    db
      .select({
        account: ledgerEntries.account,
        partyId: ledgerEntries.partyId,
        cents: sql<number>`sum(${ledgerEntries.amountCents})::int`,
      })
      .from(ledgerEntries)
      .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .innerJoin(users, eq(users.id, ledgerEntries.partyId))
      .where(earnedWhere)
      .groupBy(ledgerEntries.account, ledgerEntries.partyId),
    db
      .select({ account: payouts.account, partyId: payouts.partyId, cents: sql<number>`sum(${payouts.amountCents})::int` })
      .from(payouts)
      .where(heldWhere)
      .groupBy(payouts.account, payouts.partyId),
  ]);
  const instructorIds = earned.filter((row) => row.account === 'instructor').map((row) => row.partyId);
  const recorded = await findPaidSums(instructorIds, db);
  const heldBy = new Map(held.map((row) => [keyOf(row), row.cents]));
  return earned
    .map((row) => ({
      account: row.account as PayoutAccount,
      partyId: row.partyId,
      cents:
        row.cents -
        (heldBy.get(keyOf(row)) ?? 0) -
        (row.account === 'instructor' ? (recorded.get(row.partyId)?.paidCents ?? 0) : 0),
    }))
    .sort((a, b) => a.account.localeCompare(b.account) || a.partyId.localeCompare(b.partyId));
}

/**
 * The positive balances a run can pay: an instructor needs somewhere to send the money, their
 * sealed bank account or a Stripe account an admin set (decision 0057 refused to pay one without
 * an account; decision 0104 keeps that). Their balance waits, owed, until they give one.
 */
export async function payableBalances(balances: readonly OwedBalance[], db: Executor): Promise<OwedBalance[]> {
  const owed = balances.filter((balance) => balance.cents > 0);
  const instructorIds = owed.filter((balance) => balance.account === 'instructor').map((balance) => balance.partyId);
  if (instructorIds.length === 0) return owed;
  const [accounts, stripe] = await Promise.all([
    findPayoutAccounts(instructorIds, db),
    db
      .select({ partyId: payoutDestinations.partyId })
      .from(payoutDestinations)
      .where(and(eq(payoutDestinations.account, 'instructor'), inArray(payoutDestinations.partyId, instructorIds))),
  ]);
  const reachable = new Set([...accounts.keys(), ...stripe.map((row) => row.partyId)]);
  return owed.filter((balance) => balance.account !== 'instructor' || reachable.has(balance.partyId));
}
