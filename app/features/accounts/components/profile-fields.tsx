import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import type { FieldErrors, FormErrorVars } from '~/utils/form-result';
import { PASSWORD_MIN } from '../accounts.schema';
import { NamePhoneFields } from './name-phone-fields';

/** The sign-up fields (SPEC §3): names, mobile number, email and a new password. */
export function ProfileFields({ errors }: { errors: FieldErrors }) {
  const { t } = useTranslation();
  const error = (field: string) => (errors[field] ? t(errors[field] as string) : undefined);
  return (
    <>
      <NamePhoneFields errors={errors} />
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
    </>
  );
}

/** The message above a form when the problem is not one field's; `vars` fill its placeholders. */
export function FormAlert({ message, vars }: { message?: string; vars?: FormErrorVars }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {t(message, vars ?? {})}
    </p>
  );
}
