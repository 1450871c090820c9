import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { type FormResult, fieldErrorsOf, parseSignUpForm } from '~/features/accounts/accounts.schema';
import { signUp } from '~/features/accounts/accounts.server';
import { AuthCard } from '~/features/accounts/components/auth-card';
import { FormAlert, ProfileFields } from '~/features/accounts/components/profile-fields';
import { flashCookie } from '~/features/accounts/flash.server';
import { requireAccess } from '~/features/accounts/guard.server';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { safeRedirectPath } from '~/utils/safe-redirect';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/sign-up';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/signup');
  return { seo: await pageSeo(request, { path: '/signup', pageKey: 'signup' }) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/signup');
  const form = await request.formData();
  const parsed = parseSignUpForm(form);
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
        <FormAlert message={formError} />
        <ProfileFields errors={errors} />
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={navigation.state === 'submitting'}>
          {t('accounts.signUp.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}
