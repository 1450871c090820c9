import { Link } from 'react-router';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { PayoutAccountPanel } from '~/features/payouts/components/payout-account-panel';
import { VendorConversation } from '~/features/vendors/components/vendor-conversation';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { loadVendorStorePage, VendorStoreAnswer } from './vendor-store.server';
import { VendorStoreCertificates } from './vendor-store-certificates-view';

type StorePage = Awaited<ReturnType<typeof loadVendorStorePage>>;

/** One vendor's store for the team: its state, where it is paid, its certificates (renewals waiting come first to the eye), then the conversation. */
export function VendorStoreView({ page, answer }: { page: StorePage; answer?: VendorStoreAnswer }) {
  const { t } = useTranslation();
  const { vendor } = page;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <p className="text-sm">
        <Link to={pathTo('/admin/vendors/stores')} className="font-semibold text-brand-800 underline underline-offset-2">
          {t('vendors.stores.back')}
        </Link>
      </p>
      <PageHeader
        title={vendor.storeName}
        description={t('vendors.stores.lead', { status: t(`vendors.dashboard.statuses.${vendor.status}`), slug: vendor.slug })}
      />
      {answer && !answer.intent && <ResultNotice ok={false} message={t(answer.message)} className="mt-6" />}
      <PayoutAccountPanel
        account={page.payoutAccount}
        revealed={answer?.intent === 'reveal' && answer.ok ? answer.account : null}
        refusal={answer?.intent === 'reveal' && !answer.ok ? answer.message : null}
        missing="vendors.stores.noPayoutAccount"
      />
      <VendorStoreCertificates
        certificates={page.certificates}
        today={page.today}
        answer={answer?.intent === 'decide-certificate' ? answer : undefined}
      />
      <VendorConversation
        reader="staff"
        storeName={vendor.storeName}
        messages={page.conversation.messages}
        unreadCount={page.conversation.unreadCount}
        answer={answer?.intent === 'message' ? answer : undefined}
      />
    </div>
  );
}
