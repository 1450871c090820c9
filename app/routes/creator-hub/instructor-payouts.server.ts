import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { balanceDue, payoutFormSchema } from '~/features/instructors/payouts.schema';
import { findPayee, findPayoutsTo, listPayees, recordPayout, revealPayoutAccount } from '~/features/instructors/payouts.server';
import { logSecurityEvent } from '~/features/security/security.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FieldErrors, fieldErrorsOf } from '~/utils/form-result';
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

export type PayoutAnswer =
  | {
      ok: true;
      intent: 'reveal';
      account: { accountHolder: string; country: string; account: string; bankCode: string };
    }
  | { ok: true; intent: 'record'; dueCents: number }
  | {
      ok: false;
      intent: string;
      formError?: string;
      /** The amount still due, in cents, for the refusal's message. */
      dueCents?: number;
      fieldErrors?: FieldErrors;
      values?: Record<string, string>;
    };

const FIELDS = ['amount', 'paidOn', 'reference', 'note'] as const;

/**
 * Show the whole bank account (recorded in the security log, with who looked), or record a
 * transfer made to it. The caller has checked the person is an administrator.
 */
export async function instructorPayoutAction(request: Request, admin: SessionUser, instructorId: string) {
  const read = await readForm(request);
  if (!read.ok) return data<PayoutAnswer>({ ok: false, intent: '', formError: 'errors.badForm' }, { status: 400 });
  const intent = textField(read.form, 'intent');
  if (!(await findPayee(instructorId)))
    return data<PayoutAnswer>({ ok: false, intent, formError: 'instructors.payouts.errors.notFound' }, { status: 404 });

  if (intent === 'reveal') {
    const account = await revealPayoutAccount(instructorId);
    if (!account)
      return data<PayoutAnswer>({ ok: false, intent, formError: 'instructors.payouts.errors.noDetails' }, { status: 409 });
    await logSecurityEvent(
      { type: 'PAYOUT_DETAILS_VIEWED', severity: 'medium', details: { instructorId } },
      { request, userId: admin.id },
    );
    return data<PayoutAnswer>({ ok: true, intent, account }, { headers: { 'Cache-Control': 'no-store' } });
  }

  if (intent === 'record') {
    const values = Object.fromEntries(FIELDS.map((field) => [field, textField(read.form, field)]));
    const parsed = payoutFormSchema(new Date().toISOString().slice(0, 10)).safeParse(values);
    if (!parsed.success)
      return data<PayoutAnswer>({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
    const earnedCents = (await loadShareByInstructor(instructorId)).get(instructorId) ?? 0;
    const recorded = await recordPayout({ instructorId, earnedCents, payout: parsed.data, recordedBy: admin.id });
    if (!recorded.ok)
      return data<PayoutAnswer>(
        { ok: false, intent, formError: recorded.message, dueCents: recorded.dueCents, values },
        { status: 409 },
      );
    return data<PayoutAnswer>({ ok: true, intent, dueCents: recorded.dueCents });
  }

  return data<PayoutAnswer>({ ok: false, intent, formError: 'errors.badForm' }, { status: 400 });
}
