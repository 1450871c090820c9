import { Link } from 'react-router';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/vendors-dashboard';

type NextParcel = Route.ComponentProps['loaderData']['nextParcels'][number];

/**
 * The dashboard's glance at the parcels waiting longest (decision 0110): each order, what is in it
 * and when it was paid, and the way to the parcels page, where each has its address and ship form.
 */
export function NextParcels({ parcels }: { parcels: NextParcel[] }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  return (
    <section aria-labelledby="vendor-next-parcels" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="vendor-next-parcels" className="font-serif text-2xl font-bold text-stone-900">
          {t('vendors.dashboard.nextToShip')}
        </h2>
        <Link to={pathTo('/vendors/dashboard/parcels')} className="text-sm font-semibold text-brand-800 underline">
          {t('vendors.dashboard.allParcels')}
        </Link>
      </div>
      {parcels.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('vendors.dashboard.nothingToShip')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {parcels.map((parcel) => (
            <li key={parcel.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3 text-sm">
              <span className="font-semibold text-stone-900">
                {t('fulfilments.vendor.order', { number: parcel.orderNumber })}
              </span>
              <span dir="auto" className="min-w-0 flex-1 text-stone-700">
                {parcel.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
              </span>
              {parcel.paidAt && (
                <span className="text-stone-600">{t('fulfilments.vendor.paidOn', { date: formatWhen(parcel.paidAt) })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
