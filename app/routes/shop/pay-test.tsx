import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { type TestPaymentError, TestPaymentPage } from '~/features/payments/components/test-payment-page';
import { loadTestSession, submitTestPayment } from '~/features/payments/test-checkout.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { privateNoStore } from '~/utils/cache-headers';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/pay-test';

/**
 * The built-in test provider's hosted payment page (issue 4). Its address is the checkout
 * session's unguessable id, as with a hosted Stripe page; it takes only test cards.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/pay/test/:sessionId');
  const session = await loadTestSession(params.sessionId);
  if (!session) throw await notFoundResponse(request);
  const { successUrl, cancelUrl, ...view } = session;
  return {
    // A paid session leads back to the store's success page, which shows the order's real state.
    session: { ...view, returnUrl: session.state === 'paid' ? successUrl : cancelUrl },
    seo: await pageSeo(request, {
      path: pathTo('/pay/test/:sessionId', { sessionId: session.id }),
      pageKey: 'pay-test',
      noindex: true,
    }),
  };
}

/** A refused payment as the page shows it: the message, and the field or fields it is about. */
type TestPaymentActionResult = ActionAnswer & TestPaymentError;

/**
 * Pays or cancels. A refusal stays on this page with its reason: a mistyped field beside that
 * field, a declined card as the form's message with the session still open for another card
 * (decision 0041). Without JavaScript the same answer is rendered by the server.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAccess(request, '/pay/test/:sessionId');
  const read = await readForm(request);
  if (!read.ok) return data<TestPaymentActionResult>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const { form } = read;
  const result = await submitTestPayment(
    params.sessionId,
    textField(form, 'intent') === 'cancel'
      ? { intent: 'cancel' }
      : { intent: 'pay', number: textField(form, 'number'), expiry: textField(form, 'expiry'), cvc: textField(form, 'cvc') },
  );
  if (result.ok) throw redirect(result.redirectTo);
  return data<TestPaymentActionResult>(
    {
      ok: false,
      message: result.message,
      field: result.field,
      fieldErrors: 'fieldErrors' in result ? result.fieldErrors : undefined,
    },
    { status: result.status },
  );
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PayTestPage({ loaderData, actionData }: Route.ComponentProps) {
  return <TestPaymentPage session={loaderData.session} error={actionData} />;
}
