import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/text-field';
import type { AddressErrors, AddressField } from '../address';

const selectClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 aria-invalid:border-red-600';

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
  const { t } = useTranslation();
  const id = useId();
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
      <div className="space-y-1.5">
        <label htmlFor={`${id}-country`} className="block text-sm font-semibold text-stone-800">
          {t('checkout.fields.country')}
        </label>
        <select
          id={`${id}-country`}
          name="country"
          autoComplete="country"
          className={selectClass}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          aria-invalid={error('country') ? true : undefined}
        >
          {countries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
        {error('country') && <p className="text-sm font-medium text-red-700">{error('country')}</p>}
      </div>
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
          <div className="space-y-1.5">
            <label htmlFor={`${id}-region`} className="block text-sm font-semibold text-stone-800">
              {t('checkout.fields.region')}
            </label>
            <select
              id={`${id}-region`}
              name="region"
              autoComplete="address-level1"
              className={selectClass}
              defaultValue={values.region}
              aria-invalid={error('region') ? true : undefined}
            >
              <option value="">{t('checkout.fields.choose')}</option>
              {regions.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
            {error('region') && <p className="text-sm font-medium text-red-700">{error('region')}</p>}
          </div>
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
