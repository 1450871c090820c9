import { data, Form, Link, useNavigation } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { TextField } from '~/components/ui/text-field';
import { forgotPasswordSchema } from '~/features/accounts/accounts.schema';
import { AuthCard } from '~/features/accounts/components/auth-card';
import { FormAlert } from '~/features/accounts/components/profile-fields';
import { requireAccess } from '~/features/accounts/guard.server';
import { requestPasswordReset } from '~/features/accounts/recovery.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormResult, fieldErrorsOf, formFailureResponse } from '~/utils/form-result';
import { passRetryAfter } from '~/utils/route-headers';
import type { Route } from './+types/forgot';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/auth/forgot');
  return { seo: await pageSeo(request, { path: '/auth/forgot', pageKey: 'auth-forgot', noindex: true }) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/auth/forgot');
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const parsed = forgotPasswordSchema.safeParse({ email: textField(form, 'email') });
  if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const outcome = await requestPasswordReset({ email: parsed.data.email, request });
  if (!outcome.ok) return formFailureResponse(outcome);
  return data<FormResult>({ ok: true });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;
// A refused try (429) tells the client when to come back.
export const headers = passRetryAfter;

export default function AuthForgotPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  return (
    <AuthCard
      title={loaderData.seo.title}
      description={t('accounts.forgot.intro')}
      footer={
        <Link to="/auth" className="font-semibold text-brand-800 underline">
          {t('accounts.forgot.backToSignIn')}
        </Link>
      }
    >
      {actionData?.ok ? (
        <p role="status" className="rounded-2xl bg-brand-50 p-4 text-stone-800">
          {t('accounts.forgot.sent')}
        </p>
      ) : (
        <Form method="post" noValidate className="space-y-4">
          {actionData && !actionData.ok && <FormAlert message={actionData.formError} vars={actionData.formErrorVars} />}
          <TextField
            label={t('accounts.fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            error={errors.email && t(errors.email)}
            required
          />
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={navigation.state === 'submitting'}>
            {t('accounts.forgot.submit')}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
