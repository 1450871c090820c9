import { SelectField } from '~/components/ui/select-field';
import { TextField } from '~/components/ui/text-field';
import { PAYOUT_COUNTRIES, PAYOUT_LIMITS } from '~/features/instructors/onboarding.schema';
import { useTranslation } from '~/i18n/use-translation';

/** The countries a bank account can be held in, named in the reader's language and sorted by those names. */
export function usePayoutCountries() {
  const { i18n } = useTranslation();
  const regionNames = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
  return PAYOUT_COUNTRIES.map((code) => ({ value: code, label: regionNames.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.language),
  );
}

/**
 * Where a share is paid (instructors' onboarding, vendors' application): the holder, the bank's
 * country, the account (never shown again: always empty) and the bank's code, in a two-column
 * grid the caller draws. The country's field is named `countryName` in the form.
 */
export function PayoutAccountFields({
  defaults,
  error,
  countryName = 'country',
}: {
  defaults: { accountHolder?: string; country?: string; bankCode?: string };
  error: (field: string) => string | undefined;
  countryName?: string;
}) {
  const { t } = useTranslation();
  const countries = usePayoutCountries();
  return (
    <>
      <TextField
        className="sm:col-span-2"
        label={t('instructors.onboarding.fields.accountHolder')}
        name="accountHolder"
        maxLength={PAYOUT_LIMITS.accountHolder.max}
        defaultValue={defaults.accountHolder ?? ''}
        error={error('accountHolder')}
        dir="auto"
      />
      <SelectField
        className="sm:col-span-2"
        label={t('instructors.onboarding.fields.country')}
        name={countryName}
        defaultValue={defaults.country ?? ''}
        error={error(countryName)}
      >
        <option value="">{t('instructors.onboarding.fields.chooseCountry')}</option>
        {countries.map((country) => (
          <option key={country.value} value={country.value}>
            {country.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('instructors.onboarding.fields.account')}
        hint={t('instructors.onboarding.fields.accountHint')}
        name="account"
        inputMode="text"
        spellCheck={false}
        maxLength={42}
        defaultValue=""
        error={error('account')}
        dir="ltr"
      />
      <TextField
        label={t('instructors.onboarding.fields.bankCode')}
        hint={t('instructors.onboarding.fields.bankCodeHint')}
        name="bankCode"
        spellCheck={false}
        maxLength={16}
        defaultValue={defaults.bankCode ?? ''}
        error={error('bankCode')}
        dir="ltr"
      />
      <p className="text-sm text-stone-600 sm:col-span-2">{t('instructors.onboarding.payoutPrivacy')}</p>
    </>
  );
}
