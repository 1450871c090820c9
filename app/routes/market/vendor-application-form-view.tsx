import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { FieldFrame } from '~/components/ui/field-frame';
import { SelectField } from '~/components/ui/select-field';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { VENDOR_LIMITS } from '~/features/vendors/vendors.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { FieldErrors } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { PayoutAccountFields, usePayoutCountries } from '../instructors/payout-fields-view';

const CERTIFICATE_SLOTS = Array.from({ length: VENDOR_LIMITS.certificates }, (_, index) => index);
const MAX_MB = VENDOR_LIMITS.certificateBytes / 1024 / 1024;

/** The vendor application form: the business, what it sells, its certificates, where to be paid, the terms. */
export function VendorApplicationForm({
  defaults,
  errors,
  formError,
  isBusy,
  payoutOnFile,
}: {
  defaults: Record<string, string>;
  errors: FieldErrors;
  formError?: string;
  isBusy: boolean;
  /** Sent again after changes were asked for: the details on file, which blank payout fields keep. */
  payoutOnFile: { holder: string; last4: string } | null;
}) {
  const { t } = useTranslation();
  const limits = { ...VENDOR_LIMITS.offering, maxMb: MAX_MB, count: VENDOR_LIMITS.certificates };
  const error = (field: string) => (errors[field] ? t(errors[field], limits) : undefined);
  const countries = usePayoutCountries();
  const countrySelect = (name: 'country', labelKey: string) => (
    <SelectField label={t(labelKey)} name={name} defaultValue={defaults[name] ?? ''} error={error(name)}>
      <option value="">{t('vendors.apply.chooseCountry')}</option>
      {countries.map((country) => (
        <option key={country.value} value={country.value}>
          {country.label}
        </option>
      ))}
    </SelectField>
  );
  const text = (name: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`vendors.apply.fields.${name}`)}
      name={name}
      defaultValue={defaults[name] ?? ''}
      error={error(name)}
      dir="auto"
      {...extra}
    />
  );
  return (
    <Form method="post" encType="multipart/form-data" className="mt-8 max-w-2xl space-y-8" noValidate>
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800">
          {t(formError, limits)}
        </p>
      )}
      <fieldset className="space-y-4">
        <legend className="font-serif text-xl font-bold text-stone-900">{t('vendors.apply.sections.business')}</legend>
        {text('businessName', { maxLength: VENDOR_LIMITS.businessName.max, autoComplete: 'organization' })}
        {text('contactName', { maxLength: VENDOR_LIMITS.contactName.max, autoComplete: 'name' })}
        {text('contactEmail', { type: 'email', autoComplete: 'email', dir: 'ltr' })}
        {text('contactPhone', { type: 'tel', autoComplete: 'tel', dir: 'ltr', hint: t('vendors.apply.optional') })}
        {countrySelect('country', 'vendors.apply.fields.country')}
        {text('website', { type: 'url', dir: 'ltr', hint: t('vendors.apply.websiteHint') })}
        <TextAreaField
          label={t('vendors.apply.fields.offering')}
          hint={t('vendors.apply.offeringHint', limits)}
          name="offering"
          rows={6}
          maxLength={VENDOR_LIMITS.offering.max}
          defaultValue={defaults.offering ?? ''}
          error={error('offering')}
          dir="auto"
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="font-serif text-xl font-bold text-stone-900">{t('vendors.apply.sections.certificates')}</legend>
        <p className="text-stone-700">{t('vendors.apply.certificatesHint', limits)}</p>
        {CERTIFICATE_SLOTS.map((index) => (
          <div key={index} className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2">
            <FieldFrame
              className="sm:col-span-2"
              label={t('vendors.apply.fields.certificateFile', { number: index + 1 })}
              error={error(`certificate${index}`)}
              control={(control) => (
                <input
                  {...control}
                  type="file"
                  name={`certificate${index}`}
                  accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                  className="block w-full text-base text-stone-800 file:me-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900"
                />
              )}
            />
            <TextField
              label={t('vendors.apply.fields.issuer', { number: index + 1 })}
              name={`certificate${index}Issuer`}
              maxLength={VENDOR_LIMITS.issuer.max}
              defaultValue={defaults[`certificate${index}Issuer`] ?? ''}
              error={error(`certificate${index}Issuer`)}
              dir="auto"
            />
            <TextField
              label={t('vendors.apply.fields.expiresOn', { number: index + 1 })}
              name={`certificate${index}ExpiresOn`}
              type="date"
              defaultValue={defaults[`certificate${index}ExpiresOn`] ?? ''}
              error={error(`certificate${index}ExpiresOn`)}
            />
          </div>
        ))}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 font-serif text-xl font-bold text-stone-900">{t('vendors.apply.sections.payout')}</legend>
        <p className="text-stone-700 sm:col-span-2">
          {payoutOnFile ? t('vendors.apply.payoutOnFile', payoutOnFile) : t('vendors.apply.payoutHint')}
        </p>
        <PayoutAccountFields
          defaults={{ ...defaults, country: defaults.payoutCountry }}
          error={error}
          countryName="payoutCountry"
        />
      </fieldset>

      <div className="space-y-2">
        <label className="flex items-start gap-3 text-stone-800">
          <input
            type="checkbox"
            name="acceptTerms"
            className="mt-1 size-5 accent-brand-700"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
          />
          <span>
            {t('vendors.apply.acceptTerms')}{' '}
            <Link
              to={pathTo('/legal/vendor-terms')}
              target="_blank"
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('vendors.apply.readTerms')}
            </Link>
          </span>
        </label>
        {errors.acceptTerms && (
          <p id="accept-terms-error" className="text-sm font-medium text-red-700">
            {error('acceptTerms')}
          </p>
        )}
      </div>
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={isBusy}>
        {t('vendors.apply.send')}
      </button>
    </Form>
  );
}
