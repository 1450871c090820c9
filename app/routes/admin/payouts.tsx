import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { cancelPayout, cancelPayoutRun } from '~/features/payouts/cancel-payout.server';
import { setStripeAccount } from '~/features/payouts/destinations.server';
import { payPayoutRun } from '~/features/payouts/pay-run.server';
import { cancelPayoutSchema, cancelRunSchema, payRunSchema, stripeAccountSchema } from '~/features/payouts/payouts.schema';
import { startPayoutRun } from '~/features/payouts/start-run.server';
import { pageMeta } from '~/features/seo/seo';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { fieldErrorsOf, formFailureOf } from '~/utils/form-result';
import type { Route } from './+types/payouts';
import { payoutsPage } from './payouts.server';
import { type PayoutsAnswer, PayoutsView } from './payouts-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/admin/payouts');
  return payoutsPage(request, user);
}

/**
 * An admin starts a run, pays (or records as paid) the open one, cancels one of its payouts or the
 * whole run (decision 0099), or sets a party's Stripe account.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/admin/payouts');
  const read = await readForm(request);
  if (!read.ok) return data<PayoutsAnswer>({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
  const intent = textField(read.form, 'intent');
  if (intent === 'start') {
    const started = await startPayoutRun({ actor: user });
    if (!started.ok) return data<PayoutsAnswer>(formFailureOf(started), { status: started.status });
    return data<PayoutsAnswer>({ ok: true, intent, count: started.payoutCount });
  }
  if (intent === 'pay') {
    const parsed = payRunSchema.safeParse({ runId: textField(read.form, 'runId'), reference: textField(read.form, 'reference') });
    if (!parsed.success) return data<PayoutsAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const paid = await payPayoutRun({ actor: user, ...parsed.data });
    if (!paid.ok) return data<PayoutsAnswer>(formFailureOf(paid), { status: paid.status });
    return data<PayoutsAnswer>({ ok: true, intent, count: paid.paid, runId: parsed.data.runId });
  }
  if (intent === 'cancel-payout') {
    const parsed = cancelPayoutSchema.safeParse({
      payoutId: textField(read.form, 'payoutId'),
      reason: textField(read.form, 'reason'),
    });
    if (!parsed.success) return data<PayoutsAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const cancelled = await cancelPayout({ actor: user, ...parsed.data });
    if (!cancelled.ok) return data<PayoutsAnswer>(formFailureOf(cancelled), { status: cancelled.status });
    return data<PayoutsAnswer>({ ok: true, intent, count: cancelled.cancelled });
  }
  if (intent === 'cancel-run') {
    const parsed = cancelRunSchema.safeParse({ runId: textField(read.form, 'runId'), reason: textField(read.form, 'reason') });
    if (!parsed.success) return data<PayoutsAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const cancelled = await cancelPayoutRun({ actor: user, ...parsed.data });
    if (!cancelled.ok) return data<PayoutsAnswer>(formFailureOf(cancelled), { status: cancelled.status });
    return data<PayoutsAnswer>({ ok: true, intent, count: cancelled.cancelled });
  }
  if (intent === 'stripe-account') {
    const parsed = stripeAccountSchema.safeParse({
      account: textField(read.form, 'account'),
      partyId: textField(read.form, 'partyId'),
      stripeAccountId: textField(read.form, 'stripeAccountId'),
    });
    if (!parsed.success) return data<PayoutsAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const saved = await setStripeAccount({ actor: user, ...parsed.data });
    if (!saved.ok) return data<PayoutsAnswer>(formFailureOf(saved), { status: saved.status });
    return data<PayoutsAnswer>({ ok: true, intent, count: 1 });
  }
  return data<PayoutsAnswer>({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PayoutsPage({ loaderData }: Route.ComponentProps) {
  return <PayoutsView loaderData={loaderData} />;
}
