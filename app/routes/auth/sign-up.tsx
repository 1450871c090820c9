import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { TextField } from '~/components/ui/text-field';
import { type FormResult, fieldErrorsOf, PASSWORD_MIN, signUpSchema } from '~/features/accounts/accounts.schema';
import { signUp } from '~/features/accounts/accounts.server';
import { AuthCard } from '~/features/accounts/components/auth-card';
import { flashCookie } from '~/features/accounts/flash.server';
import { requireAccess } from '~/features/accounts/guard.server';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { safeRedirectPath } from '~/utils/safe-redirect';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/sign-up';

const FIELDS = ['firstName', 'lastName', 'mobileNumber', 'email', 'password'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/signup');
  return { seo: await pageSeo(request, { path: '/signup', pageKey: 'signup' }) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/signup');
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')]));
  const parsed = signUpSchema.safeParse(values);
  if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const outcome = await signUp({ ...parsed.data, headers: request.headers });
  if (!outcome.ok)
    return data<FormResult>(
      { ok: false, fieldErrors: outcome.fieldErrors, formError: outcome.formError },
      { status: outcome.status },
    );
  outcome.headers.append(
    'Set-Cookie',
    flashCookie(
      {
        kind: 'success',
        title: 'accounts.toasts.welcomeTitle',
        description: 'accounts.toasts.welcomeText',
        vars: { siteName: getSiteConfig().name },
      },
      request,
    ),
  );
  throw redirect(safeRedirectPath(form.get(REDIRECT_PARAM), '/'), { headers: outcome.headers });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const formError = actionData && !actionData.ok ? actionData.formError : undefined;
  const redirectTo = safeRedirectPath(params.get(REDIRECT_PARAM), '/');
  const error = (field: string) => (errors[field] ? t(errors[field] as string) : undefined);
  return (
    <AuthCard
      title={loaderData.seo.title}
      description={loaderData.seo.description}
      footer={
        <>
          {t('accounts.signUp.haveAccount')}{' '}
          <Link
            to={`/auth?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo })}`}
            className="font-semibold text-brand-800 underline"
          >
            {t('accounts.signUp.signIn')}
          </Link>
        </>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} />
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {t(formError)}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('accounts.fields.firstName')}
            name="firstName"
            autoComplete="given-name"
            maxLength={60}
            error={error('firstName')}
            required
          />
          <TextField
            label={t('accounts.fields.lastName')}
            name="lastName"
            autoComplete="family-name"
            maxLength={60}
            error={error('lastName')}
            required
          />
        </div>
        <TextField
          label={t('accounts.fields.mobileNumber')}
          name="mobileNumber"
          type="tel"
          autoComplete="tel"
          hint={t('accounts.hints.mobileNumber')}
          error={error('mobileNumber')}
          required
        />
        <TextField
          label={t('accounts.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          error={error('email')}
          required
        />
        <TextField
          label={t('accounts.fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t('accounts.hints.password', { count: PASSWORD_MIN })}
          error={error('password')}
          required
        />
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={navigation.state === 'submitting'}>
          {t('accounts.signUp.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}
