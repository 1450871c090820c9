import { Link, useNavigation } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { canSubmitVendorApplication } from '~/features/vendors/vendors.schema';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/vendors-onboard';
import { VendorApplicationForm } from './vendor-application-form-view';

const FACTS = ['products', 'certificates', 'money', 'relief'] as const;

/** What selling here takes, from the vendor terms: what a visitor reads before signing in. */
function WhatItTakes() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="vendors-how" className="mt-8 max-w-3xl">
      <h2 id="vendors-how" className="font-serif text-2xl font-bold text-stone-900">
        {t('vendors.apply.howHeading')}
      </h2>
      <ul className="mt-4 list-disc space-y-2 ps-5 text-stone-700">
        {FACTS.map((fact) => (
          <li key={fact}>{t(`vendors.apply.facts.${fact}`)}</li>
        ))}
      </ul>
      <p className="mt-4">
        <Link to={pathTo('/legal/vendor-terms')} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('vendors.apply.readTerms')}
        </Link>
      </p>
    </section>
  );
}

/** The vendor application: what it takes, the form, or where an application stands. */
export function VendorsOnboardView({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const navigation = useNavigation();
  const { state, application } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : null;
  const status = application?.status ?? null;

  let body: React.ReactNode;
  if (state === 'visitor')
    body = (
      <div className="mt-8 max-w-2xl rounded-2xl border border-stone-200 bg-white p-6">
        <p className="text-stone-800">{t('vendors.apply.visitor')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={`${pathTo('/auth')}?redirectTo=%2Fvendors%2Fonboard`} className={buttonClass('primary', 'md')}>
            {t('vendors.apply.signInToApply')}
          </Link>
          <Link to={`${pathTo('/signup')}?redirectTo=%2Fvendors%2Fonboard`} className={buttonClass('secondary', 'md')}>
            {t('vendors.apply.createAccount')}
          </Link>
        </div>
      </div>
    );
  else if (state === 'vendor')
    body = (
      <div className="mt-8 max-w-2xl rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <p className="font-semibold text-brand-900">{t('vendors.apply.alreadyVendor')}</p>
        <Link to={pathTo('/vendors/dashboard')} className={buttonClass('primary', 'md', 'mt-4')}>
          {t('vendors.apply.toDashboard')}
        </Link>
      </div>
    );
  else if (status === 'submitted')
    body = (
      <div role="status" className="mt-8 max-w-2xl rounded-2xl border border-stone-200 bg-white p-6">
        <h2 className="font-serif text-xl font-bold text-stone-900">{t('vendors.apply.underReviewTitle')}</h2>
        <p className="mt-2 text-stone-700">
          {t('vendors.apply.underReview', { date: formatWhen(application?.submittedAt ?? '') })}
        </p>
      </div>
    );
  else
    body = (
      <>
        {(status === 'changes_requested' || status === 'rejected') && (
          <div className="mt-8 max-w-2xl rounded-2xl border border-amber-300 bg-amber-50 p-6">
            <h2 className="font-serif text-xl font-bold text-stone-900">
              {t(status === 'rejected' ? 'vendors.apply.rejectedTitle' : 'vendors.apply.changesTitle')}
            </h2>
            <p dir="auto" className="mt-2 whitespace-pre-wrap text-stone-800">
              {application?.decisionNote}
            </p>
            {status === 'rejected' && <p className="mt-2 text-sm text-stone-600">{t('vendors.apply.applyAgain')}</p>}
          </div>
        )}
        {canSubmitVendorApplication(status) && (
          <VendorApplicationForm
            key={status ?? 'new'}
            defaults={
              failed?.values ??
              (status === 'changes_requested' && application
                ? {
                    businessName: application.businessName,
                    contactName: application.contactName,
                    contactEmail: application.contactEmail,
                    contactPhone: application.contactPhone,
                    country: application.country,
                    offering: application.offering,
                    website: application.website,
                  }
                : {})
            }
            errors={failed?.fieldErrors ?? {}}
            formError={failed?.formError}
            isBusy={navigation.state !== 'idle'}
            payoutOnFile={
              status === 'changes_requested' && application
                ? { holder: application.payoutAccountHolder, last4: application.payoutLast4 }
                : null
            }
          />
        )}
      </>
    );

  return (
    <AreaPage pageKey="vendors-onboard" area="market">
      {state === 'visitor' && <WhatItTakes />}
      {body}
    </AreaPage>
  );
}
