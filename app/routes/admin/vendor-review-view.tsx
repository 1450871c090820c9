import { Link, useNavigation } from 'react-router';
import { EmptyState } from '~/components/ui/empty-state';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import { DecisionForm, type ReviewAnswer, ReviewHistory, ReviewTabs } from './application-review-parts-view';
import type { loadVendorReview } from './vendor-review.server';

type ReviewData = Awaited<ReturnType<typeof loadVendorReview>>;
type Application = ReviewData['applications'][number];

/** What one application says: the business, its contact, what it sells, its certificates and payout holder. */
function ApplicationFacts({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const region = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
  const rows: [string, string][] = [
    [
      t('vendors.review.contact'),
      `${application.contactName} · ${application.contactEmail}${application.contactPhone ? ` · ${application.contactPhone}` : ''}`,
    ],
    [t('vendors.review.country'), region.of(application.country) ?? application.country],
    [t('vendors.review.account'), application.accountEmail],
    [
      t('vendors.review.payout'),
      t('vendors.review.payoutValue', {
        holder: application.payoutAccountHolder,
        country: region.of(application.payoutCountry) ?? application.payoutCountry,
        last4: application.payoutLast4,
      }),
    ],
    [
      t('vendors.review.terms'),
      t('vendors.review.termsValue', { when: formatWhen(application.termsAcceptedAt), version: application.termsVersion }),
    ],
  ];
  return (
    <>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-stone-700">{label}</dt>
            <dd dir="auto" className="text-stone-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {application.website && (
        <p className="mt-2 text-sm">
          <a
            href={application.website}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="break-all text-brand-800 underline"
          >
            {application.website}
          </a>
        </p>
      )}
      <p dir="auto" className="mt-3 whitespace-pre-wrap text-stone-800">
        {application.offering}
      </p>
      <h3 className="mt-4 text-sm font-semibold text-stone-900">{t('vendors.review.certificates')}</h3>
      {application.certificates.length === 0 ? (
        <p className="mt-1 text-sm text-stone-700">{t('vendors.review.noCertificates')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {application.certificates.map((certificate) => (
            <li key={certificate.id}>
              <a href={certificate.href} className="break-all font-semibold text-brand-800 underline" dir="auto">
                {certificate.fileName}
              </a>{' '}
              <span className="text-stone-600" dir="auto">
                {t('vendors.review.certificateFacts', { issuer: certificate.issuer, date: certificate.expiresOn })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The vendor applications' review: tabs by status, then each application with its decision form. */
export function VendorReview({ review, answer }: { review: ReviewData; answer?: ReviewAnswer }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const isBusy = useNavigation().state !== 'idle';
  return (
    <>
      {answer?.ok && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">
          {t(answer.message)}
        </p>
      )}
      <ReviewTabs path="/admin/vendors" status={review.status} counts={review.counts} />
      {review.applications.length === 0 ? (
        <EmptyState className="mt-6" title={t('instructors.review.none')} />
      ) : (
        <ol className="mt-6 space-y-6">
          {review.applications.map((application) => (
            <li key={application.id}>
              <article
                aria-labelledby={`vendor-${application.id}`}
                className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
              >
                <h2 id={`vendor-${application.id}`} dir="auto" className="font-serif text-xl font-bold text-stone-900">
                  {application.businessName}
                </h2>
                <p className="text-sm text-stone-600">
                  {t('instructors.review.submitted', { date: formatWhen(application.submittedAt) })}
                </p>
                <ApplicationFacts application={application} />
                <ReviewHistory history={application.history} />
                {application.status === 'submitted' && (
                  <DecisionForm
                    id={application.id}
                    failed={answer && !answer.ok && answer.id === application.id ? answer : null}
                    isBusy={isBusy}
                  />
                )}
                {application.status === 'approved' && (
                  <p className="mt-3 text-sm">
                    <Link
                      to={pathTo('/admin/vendors/stores/:vendorId', { vendorId: application.userId })}
                      className="font-semibold text-brand-800 underline"
                    >
                      {t('vendors.stores.openStore')}
                    </Link>
                  </p>
                )}
                {application.status !== 'submitted' && application.decisionNote && (
                  <p dir="auto" className="mt-3 whitespace-pre-wrap text-sm text-stone-700">
                    {application.decisionNote}
                  </p>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
