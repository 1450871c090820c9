import { useTranslation } from '~/i18n/use-translation';
import type { ReceiptShipment } from './order-receipt';
import { ParcelTracking } from './parcel-tracking';
import { type ShipParcelAnswer, ShipParcelForm } from './ship-parcel-form';

/**
 * The order's parcels on the admin's order page (decision 0095): the admin ships the shop's own,
 * and any vendor's when they must; each waiting one has its form.
 */
export function AdminParcels({
  shipments,
  siteName,
  canShip,
  answer,
}: {
  shipments: ReceiptShipment[];
  siteName: string;
  canShip: boolean;
  answer?: ShipParcelAnswer;
}) {
  const { t } = useTranslation();
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby="admin-parcels" className="mt-8">
      <h2 id="admin-parcels" className="text-xl font-semibold text-stone-900">
        {t('fulfilments.heading')}
      </h2>
      {answer?.ok && (
        <p role="status" className="mt-3 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900">
          {t(answer.message)}
        </p>
      )}
      <ul className="mt-3 space-y-4">
        {shipments.map((shipment) => {
          const headingId = `admin-parcel-${shipment.id}`;
          return (
            <li key={shipment.id}>
              <article aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5">
                <h3 id={headingId} className="font-semibold text-stone-900" dir="auto">
                  {shipment.isShop
                    ? t('fulfilments.sentByShop', { siteName })
                    : t('fulfilments.sentBy', { seller: shipment.storeName ?? t('fulfilments.aVendor') })}
                </h3>
                <p className="text-sm text-stone-700">
                  {t(`fulfilments.statuses.${shipment.status}`)} ·{' '}
                  {shipment.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
                </p>
                {shipment.status === 'shipped' ? (
                  <ParcelTracking parcel={shipment} />
                ) : canShip ? (
                  <ShipParcelForm fulfilmentId={shipment.id} answer={answer} />
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
