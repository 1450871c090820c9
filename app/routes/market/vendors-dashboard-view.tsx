import { Link, useLocation } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { pageSearch } from '~/components/ui/data-table-params';
import { EmptyState } from '~/components/ui/empty-state';
import { Money } from '~/components/ui/money';
import { Pager } from '~/components/ui/pager';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { PayoutsSummary } from '~/features/payouts/components/payouts-summary';
import { VendorBadgesPanel } from '~/features/vendors/components/vendor-badges';
import { VendorConversation } from '~/features/vendors/components/vendor-conversation';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/vendors-dashboard';
import { VendorCertificates } from './vendor-certificates-view';
import { VendorParcels } from './vendor-parcels-view';
import type { VendorDashboardAnswer } from './vendors-dashboard.server';

type Dashboard = Route.ComponentProps['loaderData'];

/**
 * A vendor's dashboard: their store, the commission they pay, their conversation with the
 * marketplace team, the parcels they send, their products (a page of each), badges, certificates
 * and payouts.
 */
export function VendorsDashboardView({ dashboard, answer }: { dashboard: Dashboard; answer?: VendorDashboardAnswer }) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { search } = useLocation();
  const { profile, commission, products } = dashboard;
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(commission.percent);
  return (
    <AreaPage pageKey="vendors-dashboard" area="market">
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
      <VendorConversation
        reader="vendor"
        storeName={profile.storeName}
        messages={dashboard.conversation.messages}
        unreadCount={dashboard.conversation.unreadCount}
        answer={answer && 'intent' in answer && answer.intent === 'message' ? answer : undefined}
      />
      <VendorParcels
        parcels={dashboard.parcels}
        page={dashboard.parcelsPage}
        answer={answer && !('intent' in answer) ? answer : undefined}
      />
      <section aria-labelledby="vendor-products" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="vendor-products" className="font-serif text-2xl font-bold text-stone-900">
            {t('vendors.dashboard.productsHeading')}
          </h2>
          <Link to={pathTo('/vendors/dashboard/products/new')} className={buttonClass('primary')}>
            {t('vendors.products.add')}
          </Link>
        </div>
        {products.length === 0 ? (
          <EmptyState className="mt-4" title={t('vendors.dashboard.noProducts')} />
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-start text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  <th scope="col" className="py-2 text-start">
                    {t('vendors.dashboard.columns.name')}
                  </th>
                  <th scope="col" className="py-2 text-start">
                    {t('vendors.dashboard.columns.price')}
                  </th>
                  <th scope="col" className="py-2 text-start">
                    {t('vendors.dashboard.columns.status')}
                  </th>
                  <th scope="col" className="py-2 text-start">
                    {t('vendors.dashboard.columns.stock')}
                  </th>
                  <th scope="col" className="py-2 text-start">
                    {t('vendors.dashboard.columns.review')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {products.map((product) => (
                  <tr key={product.id} className="border-b border-stone-100">
                    <td dir="auto" className="py-2 font-semibold text-stone-900">
                      <Link
                        to={pathTo('/vendors/dashboard/products/:productId', { productId: product.id })}
                        className="text-brand-800 underline"
                      >
                        {product.name}
                      </Link>
                    </td>
                    <td className="py-2">
                      {product.priceCents === null ? t('catalog.free') : <Money cents={product.priceCents} />}
                    </td>
                    <td className="py-2">{t(`vendors.dashboard.productStatuses.${product.status}`)}</td>
                    <td className="py-2">{product.trackInventory ? product.stockQuantity : t('vendors.dashboard.untracked')}</td>
                    <td className="py-2">
                      {product.review ? t(`vendors.dashboard.reviewStates.${product.review.state}`) : '—'}
                      {product.review?.state === 'returned' && product.review.reason ? (
                        <p dir="auto" className="mt-1 whitespace-pre-line text-xs text-amber-900">
                          {product.review.reason}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={dashboard.productsPage.page}
          hasNext={dashboard.productsPage.hasNext}
          hrefFor={(number) => pageSearch(search, number, 'products')}
          labels={{ previous: t('dataTable.previous'), next: t('dataTable.next') }}
        />
      </section>
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
