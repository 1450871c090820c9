import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { FieldFrame } from '~/components/ui/field-frame';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { CertificateState } from '~/features/vendors/components/certificate-state';
import { VENDOR_LIMITS } from '~/features/vendors/vendors.schema';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import type { Route } from './+types/vendors-dashboard';
import type { RenewalAnswer } from './vendors-dashboard.server';

type Dashboard = Route.ComponentProps['loaderData'];

/** The day after `today` (YYYY-MM-DD): the first a renewed certificate may end on. */
const dayAfter = (today: string) => new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The vendor's certificates on their dashboard (decision 0102): each with its review and its end,
 * and the form that sends a renewed one for the team to check; it counts once accepted.
 */
export function VendorCertificates({
  certificates,
  today,
  answer,
}: {
  certificates: Dashboard['certificates'];
  today: string;
  answer?: RenewalAnswer;
}) {
  const { t, i18n } = useTranslation();
  const when = useDateTimeFormat();
  const busy = useNavigation().state !== 'idle';
  const error = (field: string) => {
    const key = answer?.fieldErrors[field];
    return key ? t(key, { max: VENDOR_LIMITS.issuer.max }) : undefined;
  };
  return (
    <section id="vendor-certificates" aria-labelledby="vendor-certificates-heading" className="mt-10 scroll-mt-24">
      <h2 id="vendor-certificates-heading" className="font-serif text-2xl font-bold text-stone-900">
        {t('vendors.renewals.heading')}
      </h2>
      <p className="mt-2 max-w-3xl text-stone-700">{t('vendors.renewals.lead')}</p>
      {certificates.length === 0 ? (
        <p className="mt-4 text-stone-700">{t('vendors.renewals.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {certificates.map((certificate) => (
            <li key={certificate.id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span dir="auto" className="font-semibold text-stone-900">
                  {certificate.issuer}
                </span>
                <CertificateState reviewState={certificate.reviewState} expiresOn={certificate.expiresOn} today={today} />
              </p>
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm text-stone-700">
                <dt className="font-semibold">{t('vendors.renewals.columns.expires')}</dt>
                <dd>{formatDate(certificate.expiresOn, i18n.language)}</dd>
                <dt className="font-semibold">{t('vendors.renewals.columns.sent')}</dt>
                <dd>{when(certificate.uploadedAt)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        key={certificates.length}
        className="mt-6 grid max-w-3xl gap-4 rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:grid-cols-2"
        noValidate
      >
        <h3 className="font-serif text-lg font-bold text-stone-900 sm:col-span-2">{t('vendors.renewals.formHeading')}</h3>
        <input type="hidden" name="intent" value="renew-certificate" />
        <TextField
          label={t('vendors.renewals.issuer')}
          hint={t('vendors.renewals.issuerHint')}
          name="issuer"
          required
          maxLength={VENDOR_LIMITS.issuer.max}
          defaultValue={answer?.values.issuer ?? ''}
          error={error('issuer')}
          dir="auto"
        />
        <TextField
          label={t('vendors.renewals.expiresOn')}
          name="expiresOn"
          type="date"
          required
          min={dayAfter(today)}
          defaultValue={answer?.values.expiresOn ?? ''}
          error={error('expiresOn')}
        />
        <FieldFrame
          className="sm:col-span-2"
          label={t('vendors.renewals.file')}
          hint={t('vendors.renewals.fileHint')}
          error={error('file')}
          control={(control) => (
            <input
              {...control}
              type="file"
              name="file"
              required
              accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
              className="block w-full text-base text-stone-800 file:me-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900"
            />
          )}
        />
        <p className="sm:col-span-2">
          <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
            {t('vendors.renewals.send')}
          </button>
        </p>
      </Form>
    </section>
  );
}
