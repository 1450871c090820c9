import { useLocation } from 'react-router';
import { pageSearch } from '~/components/ui/data-table-params';
import { EmptyState } from '~/components/ui/empty-state';
import { Pager } from '~/components/ui/pager';
import { ResultNotice } from '~/components/ui/result-notice';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { ParcelTracking } from '~/features/orders/components/parcel-tracking';
import { type ShipParcelAnswer, ShipParcelForm } from '~/features/orders/components/ship-parcel-form';
import { ShippingAddressLines } from '~/features/orders/components/shipping-address';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/vendor-parcels';

type Parcel = Route.ComponentProps['loaderData']['parcels'][number];
type Page = Route.ComponentProps['loaderData']['page'];

/**
 * The vendor's parcels (decisions 0095, 0110): their own lines of paid orders, with the address to
 * send them to and a form to record the carrier and tracking number; shipped ones keep their
 * tracking. A page at a time (`?page=`), waiting ones first; the page's heading says what it is.
 */
export function VendorParcels({ parcels, page, answer }: { parcels: Parcel[]; page: Page; answer?: ShipParcelAnswer }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { search } = useLocation();
  return (
    <div className="mt-8 space-y-4">
      {/* A refusal about one parcel shows beside its form; any other answer shows here. */}
      {answer && (answer.ok || !answer.fulfilmentId) && <ResultNotice ok={answer.ok} message={t(answer.message)} />}
      {parcels.length === 0 ? (
        <EmptyState title={t('fulfilments.vendor.none')} />
      ) : (
        <ul className="space-y-4">
          {parcels.map((parcel) => {
            const headingId = `parcel-${parcel.id}`;
            return (
              <li key={parcel.id}>
                <article aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 id={headingId} className="font-semibold text-stone-900">
                      {t('fulfilments.vendor.order', { number: parcel.orderNumber })}
                    </h2>
                    <p className="text-sm text-stone-700">
                      {t(`fulfilments.statuses.${parcel.status}`)}
                      {parcel.paidAt && parcel.status === 'awaiting'
                        ? ` · ${t('fulfilments.vendor.paidOn', { date: formatWhen(parcel.paidAt) })}`
                        : null}
                    </p>
                  </div>
                  <div className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
                    <div>
                      <h3 className="font-semibold text-stone-800">{t('fulfilments.items')}</h3>
                      <ul className="mt-1 text-stone-700">
                        {parcel.items.map((item) => (
                          <li key={item.name} dir="auto">
                            {item.quantity} × {item.name}
                          </li>
                        ))}
                      </ul>
                    </div>
                    {parcel.shippingAddress && (
                      <div>
                        <h3 className="font-semibold text-stone-800">{t('fulfilments.vendor.shipTo')}</h3>
                        <ShippingAddressLines address={parcel.shippingAddress} className="mt-1 text-stone-700 not-italic" />
                      </div>
                    )}
                  </div>
                  {parcel.status === 'awaiting' ? (
                    <ShipParcelForm fulfilmentId={parcel.id} answer={answer} />
                  ) : (
                    <ParcelTracking parcel={parcel} />
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pager
        page={page.page}
        hasNext={page.hasNext}
        hrefFor={(number) => pageSearch(search, number)}
        labels={{ previous: t('dataTable.previous'), next: t('dataTable.next') }}
      />
    </div>
  );
}
