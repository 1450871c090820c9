import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextAreaField } from '~/components/ui/text-area-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { CertificateState } from '~/features/vendors/components/certificate-state';
import { VENDOR_MESSAGE_LIMITS } from '~/features/vendors/vendor-messages.schema';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import type { loadVendorStorePage, RenewalDecisionAnswer } from './vendor-store.server';

type Certificate = Awaited<ReturnType<typeof loadVendorStorePage>>['certificates'][number];

/** A pending renewal's two decisions: accept, or refuse with the reason the vendor is sent. */
function DecideRenewal({ certificate, answer }: { certificate: Certificate; answer?: RenewalDecisionAnswer }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const reasonError = answer?.fieldErrors.reason;
  return (
    <div className="mt-3 grid gap-3">
      {answer?.message && <ResultNotice ok={false} message={t(answer.message)} />}
      <Form method="post">
        <input type="hidden" name="certificateId" value={certificate.id} />
        <button type="submit" name="intent" value="accept-certificate" className={buttonClass('primary', 'sm')} disabled={busy}>
          {t('vendors.renewals.accept')}
        </button>
      </Form>
      <Form method="post" className="grid gap-2">
        <input type="hidden" name="certificateId" value={certificate.id} />
        <TextAreaField
          label={t('vendors.renewals.reasonLabel')}
          name="reason"
          rows={3}
          required
          maxLength={VENDOR_MESSAGE_LIMITS.reason.max}
          defaultValue={answer?.reason ?? ''}
          error={reasonError ? t(reasonError, { max: VENDOR_MESSAGE_LIMITS.reason.max }) : undefined}
          dir="auto"
        />
        <p>
          <button
            type="submit"
            name="intent"
            value="refuse-certificate"
            className={buttonClass('secondary', 'sm')}
            disabled={busy}
          >
            {t('vendors.renewals.refuse')}
          </button>
        </p>
      </Form>
    </div>
  );
}

/** The vendor's certificates for the team: each with its private file, review and end; renewals waiting get their decision forms. */
export function VendorStoreCertificates({
  certificates,
  today,
  answer,
}: {
  certificates: readonly Certificate[];
  today: string;
  answer?: RenewalDecisionAnswer;
}) {
  const { t, i18n } = useTranslation();
  const when = useDateTimeFormat();
  return (
    <section aria-labelledby="store-certificates-heading" className="mt-10">
      <h2 id="store-certificates-heading" className="font-serif text-2xl font-bold text-stone-900">
        {t('vendors.renewals.adminHeading')}
      </h2>
      {certificates.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('vendors.renewals.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {certificates.map((certificate) => (
            <li key={certificate.id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <a href={certificate.href} className="break-all font-semibold text-brand-800 underline" dir="auto">
                  {t('vendors.renewals.openFile', { file: certificate.fileName })}
                </a>
                <CertificateState reviewState={certificate.reviewState} expiresOn={certificate.expiresOn} today={today} />
              </p>
              <p dir="auto" className="mt-1 text-sm text-stone-700">
                {t('vendors.renewals.facts', {
                  issuer: certificate.issuer,
                  date: formatDate(certificate.expiresOn, i18n.language),
                  sent: when(certificate.uploadedAt),
                })}
              </p>
              {certificate.refusalReason && (
                <p dir="auto" className="mt-2 whitespace-pre-wrap text-sm text-stone-800">
                  {certificate.refusalReason}
                </p>
              )}
              {certificate.isRenewal && certificate.reviewState === 'pending' && (
                <DecideRenewal certificate={certificate} answer={answer?.certificateId === certificate.id ? answer : undefined} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
