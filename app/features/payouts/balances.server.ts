import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { ledgerEntries } from '~/db/schema/ledger';
import { orders } from '~/db/schema/orders';
import { payouts } from '~/db/schema/payouts';

/*
 * What each vendor and affiliate is owed at a cut-off (decision 0096): their ledger entries on
 * orders paid more than the refund window before it (refunds of those orders already written
 * count against them), less everything earlier runs already paid or hold (a cancelled payout holds
 * nothing: its amount is owed again, decision 0099). Instructors are paid by
 * their own monthly payouts (features/instructors), so they are not settled here.
 */

export const PAYOUT_ACCOUNTS = ['vendor', 'affiliate'] as const;
export type PayoutAccount = (typeof PAYOUT_ACCOUNTS)[number];

export type OwedBalance = { account: PayoutAccount; partyId: string; cents: number };

type Window = { cutoffAt: Date; refundWindowDays: number };

/** Orders whose refund window had closed by the cut-off. */
const settledBy = ({ cutoffAt, refundWindowDays }: Window) =>
  sql`${orders.paidAt} <= ${cutoffAt.toISOString()}::timestamptz - make_interval(days => ${refundWindowDays})`;

/**
 * Every party's balance at the cut-off, positive or not, optionally for one party only. A
 * balance at or below zero (a refund after an earlier payout) is carried until new earnings
 * cover it.
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
      .where(earnedWhere)
      .groupBy(ledgerEntries.account, ledgerEntries.partyId),
    db
      .select({ account: payouts.account, partyId: payouts.partyId, cents: sql<number>`sum(${payouts.amountCents})::int` })
      .from(payouts)
      .where(heldWhere)
      .groupBy(payouts.account, payouts.partyId),
  ]);
  const key = (row: { account: string; partyId: string }) => `${row.account}\u0000${row.partyId}`;
  const heldBy = new Map(held.map((row) => [key(row), row.cents]));
  return earned
    .map((row) => ({
      account: row.account as PayoutAccount,
      partyId: row.partyId,
      cents: row.cents - (heldBy.get(key(row)) ?? 0),
    }))
    .sort((a, b) => a.account.localeCompare(b.account) || a.partyId.localeCompare(b.partyId));
}
