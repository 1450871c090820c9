import { useMemo, useState } from 'react';
import { SelectField } from '~/components/ui/select-field';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import type { AddressErrors, AddressField } from '../address';

/** A shipping address with the country's own rules: a list of states or provinces where mail needs one. */
export function AddressFields({
  countries,
  values,
  errors,
}: {
  countries: { code: string; name: string; regions: string[] | null }[];
  values: Partial<Record<AddressField | string, string>>;
  errors: AddressErrors;
}) {
  const { t, i18n } = useTranslation();
  // Country names in the reader's language (the English name where the runtime has none).
  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      return null;
    }
  }, [i18n.language]);
  const countryName = (entry: { code: string; name: string }) => regionNames?.of(entry.code) ?? entry.name;
  const [country, setCountry] = useState(values.country || 'US');
  const regions = countries.find((entry) => entry.code === country)?.regions ?? null;
  const error = (field: AddressField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <fieldset className="space-y-4">
      <legend className="text-xl font-semibold text-stone-900">{t('checkout.address')}</legend>
      <TextField
        label={t('checkout.fields.name')}
        name="name"
        autoComplete="name"
        defaultValue={values.name}
        error={error('name')}
        required
      />
      <SelectField
        label={t('checkout.fields.country')}
        name="country"
        autoComplete="country"
        value={country}
        onChange={(event) => setCountry(event.target.value)}
        error={error('country')}
      >
        {countries.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {countryName(entry)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('checkout.fields.line1')}
        name="line1"
        autoComplete="address-line1"
        defaultValue={values.line1}
        error={error('line1')}
        required
      />
      <TextField
        label={t('checkout.fields.line2')}
        name="line2"
        autoComplete="address-line2"
        defaultValue={values.line2}
        error={error('line2')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('checkout.fields.city')}
          name="city"
          autoComplete="address-level2"
          defaultValue={values.city}
          error={error('city')}
          required
        />
        {regions ? (
          <SelectField
            label={t('checkout.fields.region')}
            name="region"
            autoComplete="address-level1"
            defaultValue={values.region}
            error={error('region')}
          >
            <option value="">{t('checkout.fields.choose')}</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label={t('checkout.fields.regionOptional')}
            name="region"
            autoComplete="address-level1"
            defaultValue={values.region}
            error={error('region')}
          />
        )}
        <TextField
          label={t('checkout.fields.postalCode')}
          name="postalCode"
          autoComplete="postal-code"
          defaultValue={values.postalCode}
          error={error('postalCode')}
        />
      </div>
    </fieldset>
  );
}
