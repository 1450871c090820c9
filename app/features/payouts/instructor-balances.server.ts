import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { payouts } from '~/db/schema/payouts';
import { findPaidSums, listPayees, type Payee } from '~/features/instructors/payouts.server';
import { partiesEarnings } from '~/features/ledger/parties-earnings.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import { type Settlement, settle } from './settlement';

/*
 * Every instructor's money as the admins' "Instructor earnings" screen shows it (decision 0104):
 * what the ledger says they earned (payable past the refund window, pending in it), what was paid
 * (by payout runs, and by the transfers recorded before runs), what a run holds, and what the next
 * run would pay, worked out as their own dashboard works it out (`settle`). Admins only. Read
 * from the ledger's party days, two statements for all instructors, plus the runs' payouts and the
 * recorded transfers grouped by person.
 */

export type InstructorBalance = Payee &
  Settlement & {
    earnedCents: number;
    payableCents: number;
    pendingCents: number;
    /** What was recorded before runs (`instructor_payouts`); part of `paidCents`. */
    recordedCents: number;
  };

export async function listInstructorBalances({
  actor,
  instructorId,
}: {
  actor: Actor;
  /** One instructor only (their page); every instructor with earnings or payments when left out. */
  instructorId?: string;
}): Promise<InstructorBalance[]> {
  requireAdmin(actor);
  const db = getDb();
  const only = instructorId ? [instructorId] : undefined;
  const [earned, recorded, settled] = await Promise.all([
    partiesEarnings({ account: 'instructor', partyIds: only, refundWindowDays: getEnv().REFUND_WINDOW_DAYS }, db),
    findPaidSums(only, db),
    db
      .select({
        partyId: payouts.partyId,
        paidCents: sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} = 'paid'), 0)::int`,
        inRunCents: sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} in ('pending', 'failed')), 0)::int`,
      })
      .from(payouts)
      .where(
        and(
          eq(payouts.account, 'instructor'),
          ne(payouts.status, 'cancelled'),
          only ? inArray(payouts.partyId, only) : undefined,
        ),
      )
      .groupBy(payouts.partyId),
  ]);
  const byRuns = new Map(settled.map((row) => [row.partyId, row]));
  // Everyone who earned or was paid (or the one asked for); an erased account is left out.
  const payees = await listPayees(only ?? [...new Set([...earned.keys(), ...byRuns.keys()])], recorded);
  return payees.map((payee) => {
    const ledger = earned.get(payee.instructorId) ?? { payableCents: 0, pendingCents: 0 };
    const runs = byRuns.get(payee.instructorId);
    const recordedCents = recorded.get(payee.instructorId)?.paidCents ?? 0;
    return {
      ...payee,
      earnedCents: ledger.payableCents + ledger.pendingCents,
      payableCents: ledger.payableCents,
      pendingCents: ledger.pendingCents,
      recordedCents,
      ...settle({
        payableCents: ledger.payableCents,
        pendingCents: ledger.pendingCents,
        paidCents: (runs?.paidCents ?? 0) + recordedCents,
        inRunCents: runs?.inRunCents ?? 0,
      }),
    };
  });
}
