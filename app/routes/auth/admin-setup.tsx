import { data, Form, Link, useNavigation } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { TextField } from '~/components/ui/text-field';
import { parseSignUpForm } from '~/features/accounts/accounts.schema';
import { createFirstAdmin, hasAdmin } from '~/features/accounts/admin-setup.server';
import { AuthCard } from '~/features/accounts/components/auth-card';
import { FormAlert, ProfileFields } from '~/features/accounts/components/profile-fields';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormResult, fieldErrorsOf, formFailureResponse } from '~/utils/form-result';
import { passRetryAfter } from '~/utils/route-headers';
import type { Route } from './+types/admin-setup';
import { finishSignIn } from './finish-sign-in.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/setup');
  return {
    isComplete: await hasAdmin(),
    seo: await pageSeo(request, { path: '/admin/setup', pageKey: 'admin-setup', noindex: true }),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/admin/setup');
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const parsed = parseSignUpForm(form);
  const token = textField(form, 'token').trim();
  if (!parsed.success || !token) {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!token) fieldErrors.token = 'accounts.setup.errors.tokenRequired';
    return data<FormResult>({ ok: false, fieldErrors }, { status: 400 });
  }
  const outcome = await createFirstAdmin({ ...parsed.data, token, headers: request.headers, request });
  if (!outcome.ok) return formFailureResponse(outcome);
  return finishSignIn({ request, userId: outcome.userId, headers: outcome.headers, redirectTo: '/admin' });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;
// A refused try (429) tells the client when to come back.
export const headers = passRetryAfter;

export default function AdminSetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const formError = actionData && !actionData.ok ? actionData.formError : undefined;
  const formErrorVars = actionData && !actionData.ok ? actionData.formErrorVars : undefined;
  const error = (field: string) => (errors[field] ? t(errors[field] as string) : undefined);
  if (loaderData.isComplete) {
    return (
      <AuthCard title={loaderData.seo.title} description={t('accounts.setup.complete')}>
        <Link to="/auth" className={buttonClass('primary', 'lg', 'w-full')}>
          {t('accounts.signUp.signIn')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={loaderData.seo.title} description={t('accounts.setup.intro')}>
      <Form method="post" noValidate className="space-y-4">
        <FormAlert message={formError} vars={formErrorVars} />
        <TextField
          label={t('accounts.setup.token')}
          name="token"
          autoComplete="off"
          hint={t('accounts.setup.tokenHint')}
          error={error('token')}
          required
        />
        <ProfileFields errors={errors} />
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={navigation.state === 'submitting'}>
          {t('accounts.setup.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}
