import { AreaPage } from '~/components/page/area-page';
import { ResultNotice } from '~/components/ui/result-notice';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { PayoutsSummary } from '~/features/payouts/components/payouts-summary';
import { VendorBadgesPanel } from '~/features/vendors/components/vendor-badges';
import { VendorConversation } from '~/features/vendors/components/vendor-conversation';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/vendors-dashboard';
import { VendorCertificates } from './vendor-certificates-view';
import { NextParcels } from './vendor-next-parcels';
import type { VendorDashboardAnswer } from './vendors-dashboard.server';

type Dashboard = Route.ComponentProps['loaderData'];

/**
 * A vendor's dashboard: their store, the commission they pay, the next parcels to send, their
 * conversation with the marketplace team, badges, certificates and payouts. The parcels and the
 * products have pages of their own, in the area's navigation (decision 0110).
 */
export function VendorsDashboardView({ dashboard, answer }: { dashboard: Dashboard; answer?: VendorDashboardAnswer }) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { profile, commission } = dashboard;
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(commission.percent);
  return (
    <AreaPage pageKey="vendors-dashboard" area="market">
      {answer && !('intent' in answer) && <ResultNotice ok={false} message={t(answer.message)} className="mt-6" />}
      <section aria-labelledby="vendor-store" className="mt-8 grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl border border-stone-200 bg-white p-5">
          <h2 id="vendor-store" dir="auto" className="font-serif text-xl font-bold text-stone-900">
            {profile.storeName}
          </h2>
          <dl className="mt-2 space-y-1 text-sm text-stone-700">
            <div>
              <dt className="inline font-semibold">{t('vendors.dashboard.status')}: </dt>
              <dd className="inline">{t(`vendors.dashboard.statuses.${profile.status}`)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t('vendors.dashboard.slug')}: </dt>
              <dd className="inline" dir="ltr">
                {profile.slug}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t('vendors.dashboard.since')}: </dt>
              <dd className="inline">{formatWhen(profile.since)}</dd>
            </div>
          </dl>
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-5">
          <h2 className="font-serif text-xl font-bold text-stone-900">{t('vendors.dashboard.commissionHeading')}</h2>
          <p className="mt-2 text-3xl font-bold text-brand-800">{t('vendors.dashboard.commissionValue', { percent })}</p>
          <p className="mt-1 text-sm text-stone-600">
            {t(commission.isOwnRate ? 'vendors.dashboard.ownRate' : 'vendors.dashboard.defaultRate')}
          </p>
        </div>
      </section>
      <NextParcels parcels={dashboard.nextParcels} />
      <VendorConversation
        reader="vendor"
        storeName={profile.storeName}
        messages={dashboard.conversation.messages}
        unreadCount={dashboard.conversation.unreadCount}
        answer={answer && 'intent' in answer && answer.intent === 'message' ? answer : undefined}
      />
      <VendorBadgesPanel standings={dashboard.badges.standings} figuresAt={dashboard.badges.figuresAt} />
      <VendorCertificates
        certificates={dashboard.certificates}
        today={dashboard.today}
        answer={answer && 'intent' in answer && answer.intent === 'renew-certificate' ? answer : undefined}
      />
      <PayoutsSummary payouts={dashboard.payouts} refundWindowDays={dashboard.refundWindowDays} />
    </AreaPage>
  );
}
