import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { newPasswordSchema } from '~/features/accounts/accounts.schema';
import { AuthCard } from '~/features/accounts/components/auth-card';
import { NewPasswordFields } from '~/features/accounts/components/password-fields';
import { FormAlert } from '~/features/accounts/components/profile-fields';
import { flashCookie } from '~/features/accounts/flash.server';
import { requireAccess } from '~/features/accounts/guard.server';
import { isResetTokenUsable, resetPassword } from '~/features/accounts/recovery.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormResult, fieldErrorsOf, formFailureResponse } from '~/utils/form-result';
import type { Route } from './+types/reset';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/auth/reset');
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return data(
    {
      token,
      isUsable: await isResetTokenUsable({ token }),
      seo: await pageSeo(request, { path: '/auth/reset', pageKey: 'auth-reset', noindex: true }),
    },
    // The token is in the address: keep it out of caches and Referer headers.
    { headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/auth/reset');
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const token = textField(form, 'token');
  const parsed = newPasswordSchema.safeParse({
    password: textField(form, 'password'),
    confirmPassword: textField(form, 'confirmPassword'),
  });
  if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const outcome = await resetPassword({ token, password: parsed.data.password, request });
  // A refused password leaves the link usable: the message is beside the password.
  if (!outcome.ok) return formFailureResponse(outcome);
  const headers = new Headers();
  headers.append(
    'Set-Cookie',
    flashCookie(
      { kind: 'success', title: 'accounts.toasts.passwordResetTitle', description: 'accounts.toasts.passwordResetText' },
      request,
    ),
  );
  throw redirect('/auth', { headers });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function AuthResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  if (!loaderData.isUsable) {
    return (
      <AuthCard title={loaderData.seo.title} description={loaderData.seo.description}>
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
          {t('accounts.reset.invalidLink')}
        </p>
        <Link to="/auth/forgot" className={buttonClass('primary', 'md', 'mt-6')}>
          {t('accounts.reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={loaderData.seo.title} description={t('accounts.reset.intro')}>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        {actionData && !actionData.ok && <FormAlert message={actionData.formError} vars={actionData.formErrorVars} />}
        <NewPasswordFields
          errors={{
            password: errors.password && t(errors.password),
            confirmPassword: errors.confirmPassword && t(errors.confirmPassword),
          }}
        />
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={navigation.state === 'submitting'}>
          {t('accounts.reset.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}
