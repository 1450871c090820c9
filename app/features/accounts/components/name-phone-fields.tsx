import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import type { FieldErrors } from '~/utils/form-result';

export type NamePhoneDefaults = { firstName?: string | null; lastName?: string | null; mobileNumber?: string | null };

/** First name, last name and mobile number: the fields SPEC §5 requires of every profile. */
export function NamePhoneFields({ errors, defaults = {} }: { errors: FieldErrors; defaults?: NamePhoneDefaults }) {
  const { t } = useTranslation();
  const error = (field: string) => (errors[field] ? t(errors[field] as string) : undefined);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('accounts.fields.firstName')}
          name="firstName"
          autoComplete="given-name"
          maxLength={60}
          defaultValue={defaults.firstName ?? undefined}
          error={error('firstName')}
          required
        />
        <TextField
          label={t('accounts.fields.lastName')}
          name="lastName"
          autoComplete="family-name"
          maxLength={60}
          defaultValue={defaults.lastName ?? undefined}
          error={error('lastName')}
          required
        />
      </div>
      <TextField
        label={t('accounts.fields.mobileNumber')}
        name="mobileNumber"
        type="tel"
        autoComplete="tel"
        maxLength={32}
        defaultValue={defaults.mobileNumber ?? undefined}
        hint={t('accounts.hints.mobileNumber')}
        error={error('mobileNumber')}
        required
      />
    </>
  );
}
