import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { instructorFailure } from '~/features/instructors/failures';
import { balanceDue, payoutFormSchema } from '~/features/instructors/payouts.schema';
import { findPayee, findPayoutsTo, listPayees, recordPayout, revealPayoutAccount } from '~/features/instructors/payouts.server';
import { logSecurityEvent } from '~/features/security/security.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormFailure, fieldErrorsOf } from '~/utils/form-result';
import { loadShareByInstructor } from '../instructors/teaching-earnings.server';

/*
 * Instructor payouts (decision 0057): learning and orders say what each instructor earned (their
 * share, after refunds and relief), instructors says where their money goes and what was paid;
 * the two meet here, for the administrators who make the transfers.
 */

/** Every instructor who earned a share or was ever paid: earned, paid, due, and their payout account. */
export async function loadPayoutsOverview() {
  const shares = await loadShareByInstructor();
  const payees = await listPayees([...shares.keys()]);
  const rows = payees.map((payee) => {
    const earnedCents = shares.get(payee.instructorId) ?? 0;
    return { ...payee, earnedCents, dueCents: balanceDue(earnedCents, payee.paidCents) };
  });
  return {
    rows,
    totalDueCents: rows.reduce((sum, row) => sum + Math.max(0, row.dueCents), 0),
  };
}

/** One instructor's figures and payouts; null when there is no such person. */
export async function loadInstructorPayouts(instructorId: string) {
  const payee = await findPayee(instructorId);
  if (!payee) return null;
  const [shares, payouts] = await Promise.all([loadShareByInstructor(instructorId), findPayoutsTo(instructorId)]);
  const earnedCents = shares.get(instructorId) ?? 0;
  return { payee, earnedCents, dueCents: balanceDue(earnedCents, payee.paidCents), payouts };
}

/**
 * What the payout forms are answered: the account opened, the transfer recorded (with what is
 * still due), or a refused form (with the amount due, in cents, for the refusal's message).
 */
type PayoutAnswer =
  | { ok: true; intent: 'reveal'; account: { accountHolder: string; country: string; account: string; bankCode: string } }
  | { ok: true; intent: 'record'; dueCents: number }
  | (FormFailure & { intent: string; dueCents?: number; values?: Record<string, string> });

const refused = (
  intent: string,
  formError: string,
  status: number,
  extra: { dueCents?: number; values?: Record<string, string> } = {},
) => data<PayoutAnswer>({ ok: false, intent, fieldErrors: {}, formError, ...extra }, { status });

const FIELDS = ['amount', 'paidOn', 'reference', 'note'] as const;

/**
 * Show the whole bank account (recorded in the security log, with who looked), or record a
 * transfer made to it. The caller has checked the person is an administrator.
 */
export async function instructorPayoutAction(request: Request, admin: SessionUser, instructorId: string) {
  const read = await readForm(request);
  if (!read.ok) return refused('', 'errors.badForm', 400);
  const intent = textField(read.form, 'intent');
  if (!(await findPayee(instructorId))) {
    const missing = instructorFailure('payee-not-found');
    return refused(intent, missing.message, missing.status);
  }

  if (intent === 'reveal') {
    const revealed = await revealPayoutAccount({ actor: admin, instructorId });
    if (!revealed.ok) return refused(intent, revealed.message, revealed.status);
    await logSecurityEvent(
      { type: 'PAYOUT_DETAILS_VIEWED', severity: 'medium', details: { instructorId } },
      { request, userId: admin.id },
    );
    return data<PayoutAnswer>({ ok: true, intent, account: revealed.account }, { headers: { 'Cache-Control': 'no-store' } });
  }

  if (intent === 'record') {
    const values = Object.fromEntries(FIELDS.map((field) => [field, textField(read.form, field)]));
    const parsed = payoutFormSchema(new Date().toISOString().slice(0, 10)).safeParse(values);
    if (!parsed.success)
      return data<PayoutAnswer>({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
    const earnedCents = (await loadShareByInstructor(instructorId)).get(instructorId) ?? 0;
    const recorded = await recordPayout({ actor: admin, instructorId, earnedCents, payout: parsed.data });
    if (!recorded.ok)
      return refused(intent, recorded.message, recorded.status, {
        ...('dueCents' in recorded && { dueCents: recorded.dueCents }),
        values,
      });
    return data<PayoutAnswer>({ ok: true, intent, dueCents: recorded.dueCents });
  }

  return refused(intent, 'errors.badForm', 400);
}
