import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { TextField } from '~/components/ui/text-field';
import { twoFactorCodeSchema } from '~/features/accounts/accounts.schema';
import { AuthCard } from '~/features/accounts/components/auth-card';
import { FormAlert } from '~/features/accounts/components/profile-fields';
import { requireAccess } from '~/features/accounts/guard.server';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { hasPendingTwoFactor, verifyTwoFactorSignIn } from '~/features/accounts/two-factor.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormResult, fieldErrorsOf, formFailureResponse } from '~/utils/form-result';
import { passRetryAfter } from '~/utils/route-headers';
import { safeRedirectPath } from '~/utils/safe-redirect';
import type { Route } from './+types/two-factor';
import { finishSignIn } from './finish-sign-in.server';

function backToSignIn(request: Request) {
  const target = safeRedirectPath(new URL(request.url).searchParams.get(REDIRECT_PARAM), '/');
  return redirect(`/auth?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/auth/two-factor');
  // Only reachable between a right password and the code.
  if (!hasPendingTwoFactor(request)) throw backToSignIn(request);
  return { seo: await pageSeo(request, { path: '/auth/two-factor', pageKey: 'auth-two-factor', noindex: true }) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/auth/two-factor');
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const parsed = twoFactorCodeSchema.safeParse({ method: form.get('method'), code: textField(form, 'code') });
  if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const outcome = await verifyTwoFactorSignIn({ request, method: parsed.data.method, code: parsed.data.code });
  if (!outcome.ok) {
    // The pending sign-in is gone: start again from the password.
    if (outcome.code === 'sign-in-expired') throw backToSignIn(request);
    return formFailureResponse(outcome);
  }
  return finishSignIn({ request, userId: outcome.userId, headers: outcome.headers, redirectTo: form.get(REDIRECT_PARAM) });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;
// A refused try (429) tells the client when to come back.
export const headers = passRetryAfter;

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  // A link, not a toggle, so it works before the page's JavaScript has loaded.
  const method = params.get('method') === 'backup' ? 'backup' : 'totp';
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const redirectTo = safeRedirectPath(params.get(REDIRECT_PARAM), '/');
  return (
    <AuthCard
      title={loaderData.seo.title}
      description={method === 'totp' ? t('accounts.twoFactor.promptApp') : t('accounts.twoFactor.promptRecovery')}
      footer={
        <Link to="/auth" className="font-semibold text-brand-800 underline">
          {t('accounts.forgot.backToSignIn')}
        </Link>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} />
        <input type="hidden" name="method" value={method} />
        {actionData && !actionData.ok && <FormAlert message={actionData.formError} vars={actionData.formErrorVars} />}
        <TextField
          key={method}
          label={method === 'totp' ? t('accounts.twoFactor.code') : t('accounts.twoFactor.recoveryCode')}
          name="code"
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          maxLength={32}
          autoFocus
          error={errors.code && t(errors.code)}
          required
        />
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={navigation.state === 'submitting'}>
          {t('accounts.twoFactor.verify')}
        </button>
      </Form>
      <Link
        to={`?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo, ...(method === 'totp' ? { method: 'backup' } : {}) })}`}
        replace
        className="mt-4 inline-block text-sm font-semibold text-brand-800 underline"
      >
        {method === 'totp' ? t('accounts.twoFactor.useRecovery') : t('accounts.twoFactor.useApp')}
      </Link>
    </AuthCard>
  );
}
