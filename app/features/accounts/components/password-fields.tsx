import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import { PASSWORD_MIN } from '../accounts.schema';

/** The person's current password, confirming a change (field name varies by form). */
export function CurrentPasswordField({ name = 'currentPassword', error }: { name?: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('accounts.fields.currentPassword')}
      name={name}
      type="password"
      autoComplete="current-password"
      error={error}
      required
    />
  );
}

/** A new password typed twice (reset, change); errors are already translated. */
export function NewPasswordFields({ errors }: { errors: { password?: string; confirmPassword?: string } }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('accounts.fields.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('accounts.hints.password', { count: PASSWORD_MIN })}
        error={errors.password}
        required
      />
      <TextField
        label={t('accounts.fields.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        required
      />
    </>
  );
}
