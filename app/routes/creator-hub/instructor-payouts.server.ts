import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { instructorFailure } from '~/features/instructors/failures';
import { findPayoutsTo, revealPayoutAccount } from '~/features/instructors/payouts.server';
import { listInstructorBalances } from '~/features/payouts/instructor-balances.server';
import { partyPayouts } from '~/features/payouts/party-payouts.server';
import { logSecurityEvent } from '~/features/security/security.server';
import type { Actor } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { FormFailure } from '~/utils/form-result';

/*
 * Instructor earnings for administrators (decision 0104, replacing 0057's recorded transfers):
 * what each instructor earned comes from the money ledger's roll-up, what was paid from payout
 * runs and the transfers recorded before them; instructors are paid by payout runs
 * (/admin/payouts) like vendors and affiliates, so these pages only show, and open the sealed
 * bank account on request for a bank transfer.
 */

/** Every instructor who earned or was paid: earned, paid, held by a run, owed and pending. */
export async function loadPayoutsOverview(actor: Actor) {
  const rows = await listInstructorBalances({ actor });
  return {
    rows,
    refundWindowDays: getEnv().REFUND_WINDOW_DAYS,
    totalOwedCents: rows.reduce((sum, row) => sum + row.nextEstimateCents, 0),
  };
}

/** One instructor's figures, their payouts by runs and the transfers recorded before; null when there is no such person. */
export async function loadInstructorPayouts(actor: Actor, instructorId: string) {
  const [balance] = await listInstructorBalances({ actor, instructorId });
  if (!balance) return null;
  const [runs, recorded] = await Promise.all([
    partyPayouts({ actor, account: 'instructor', partyId: instructorId, recentLimit: 24 }),
    findPayoutsTo({ actor, instructorId }),
  ]);
  return { balance, runPayouts: runs.recent, recorded, refundWindowDays: getEnv().REFUND_WINDOW_DAYS };
}

/** What the page's one form is answered: the account opened, or a refusal. */
type PayoutAnswer =
  | { ok: true; intent: 'reveal'; account: { accountHolder: string; country: string; account: string; bankCode: string } }
  | (FormFailure & { intent: string });

const refused = (intent: string, formError: string, status: number) =>
  data<PayoutAnswer>({ ok: false, intent, fieldErrors: {}, formError }, { status });

/**
 * Show the whole bank account (recorded in the security log, with who looked). Recording a
 * transfer by hand is gone (decision 0104): an old form still posting `record` is told that
 * instructors are paid by payout runs, and nothing is written. The caller checked the person is
 * an administrator; the operations check again.
 */
export async function instructorPayoutAction(request: Request, admin: SessionUser, instructorId: string) {
  const read = await readForm(request);
  if (!read.ok) return refused('', 'errors.badForm', 400);
  const intent = textField(read.form, 'intent');
  const [exists] = await listInstructorBalances({ actor: admin, instructorId });
  if (!exists) {
    const missing = instructorFailure('payee-not-found');
    return refused(intent, missing.message, missing.status);
  }
  if (intent === 'record') return refused(intent, 'instructors.payouts.errors.paidByRuns', 410);
  if (intent !== 'reveal') return refused(intent, 'errors.badForm', 400);
  const revealed = await revealPayoutAccount({ actor: admin, instructorId });
  if (!revealed.ok) return refused(intent, revealed.message, revealed.status);
  await logSecurityEvent(
    { type: 'PAYOUT_DETAILS_VIEWED', severity: 'medium', details: { instructorId } },
    { request, userId: admin.id },
  );
  return data<PayoutAnswer>({ ok: true, intent, account: revealed.account }, { headers: { 'Cache-Control': 'no-store' } });
}
