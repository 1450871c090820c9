import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';
import { safeRedirectPath } from '~/utils/safe-redirect';
import { REDIRECT_PARAM } from '../redirect';
import { AuthCard } from './auth-card';
import { FormAlert, ProfileFields } from './profile-fields';

type AuthFormProps = {
  title: string;
  description: string;
  actionData: FormResult | undefined;
  /** Where to go after signing in when no target was remembered. */
  fallback?: string;
  /** The other screen (sign-up from sign-in and back), with its wording. */
  switchTo: { path: string; prompt: string; label: string };
};

function useFormState(actionData: FormResult | undefined, fallback: string) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  return {
    errors: actionData && !actionData.ok ? actionData.fieldErrors : {},
    formError: actionData && !actionData.ok ? actionData.formError : undefined,
    formErrorVars: actionData && !actionData.ok ? actionData.formErrorVars : undefined,
    redirectTo: safeRedirectPath(params.get(REDIRECT_PARAM), fallback),
    busy: navigation.state === 'submitting',
  };
}

function SwitchLink({ switchTo, redirectTo }: { switchTo: AuthFormProps['switchTo']; redirectTo: string }) {
  return (
    <>
      {switchTo.prompt}{' '}
      <Link
        to={`${switchTo.path}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo })}`}
        className="font-semibold text-brand-800 underline"
      >
        {switchTo.label}
      </Link>
    </>
  );
}

/** Email or mobile number and password (SPEC §5), used by /auth and /instructor-auth. */
export function SignInForm({ title, description, actionData, fallback = '/', switchTo }: AuthFormProps) {
  const { t } = useTranslation();
  const { errors, formError, formErrorVars, redirectTo, busy } = useFormState(actionData, fallback);
  return (
    <AuthCard title={title} description={description} footer={<SwitchLink switchTo={switchTo} redirectTo={redirectTo} />}>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} />
        <FormAlert message={formError} vars={formErrorVars} />
        <TextField
          label={t('accounts.fields.identifier')}
          name="identifier"
          autoComplete="username"
          maxLength={254}
          error={errors.identifier && t(errors.identifier)}
          required
        />
        <TextField
          label={t('accounts.fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password && t(errors.password)}
          required
        />
        <p className="text-end text-sm">
          <Link to="/auth/forgot" className="font-semibold text-brand-800 underline">
            {t('accounts.signIn.forgot')}
          </Link>
        </p>
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={busy}>
          {t('accounts.signIn.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}

/** The sign-up fields of SPEC §3, used by /signup and /instructor-signup. */
export function SignUpForm({ title, description, actionData, fallback = '/', switchTo }: AuthFormProps) {
  const { t } = useTranslation();
  const { errors, formError, formErrorVars, redirectTo, busy } = useFormState(actionData, fallback);
  return (
    <AuthCard title={title} description={description} footer={<SwitchLink switchTo={switchTo} redirectTo={redirectTo} />}>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} />
        <FormAlert message={formError} vars={formErrorVars} />
        <ProfileFields errors={errors} />
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={busy}>
          {t('accounts.signUp.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}
