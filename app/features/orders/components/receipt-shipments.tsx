import { useTranslation } from '~/i18n/use-translation';
import type { ReceiptShipment } from './order-receipt';
import { ParcelTracking } from './parcel-tracking';

/** The order's parcels on its receipt (decision 0095): each sender, its items, status and tracking. */
export function ReceiptShipments({ shipments, siteName }: { shipments: ReceiptShipment[]; siteName: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 border-t border-stone-200 pt-4">
      <h3 id="shipments-heading" className="font-semibold text-stone-900">
        {t('fulfilments.heading')}
      </h3>
      {shipments.length > 1 && <p className="mt-1 text-sm text-stone-600">{t('fulfilments.intro')}</p>}
      <ul aria-labelledby="shipments-heading" className="mt-3 grid gap-4 sm:grid-cols-2">
        {shipments.map((shipment) => (
          <li key={shipment.id} className="rounded-2xl border border-stone-200 p-4">
            <p className="font-semibold text-stone-900" dir="auto">
              {shipment.isShop
                ? t('fulfilments.sentByShop', { siteName })
                : t('fulfilments.sentBy', { seller: shipment.storeName ?? t('fulfilments.aVendor') })}
            </p>
            <p className="text-sm text-stone-700">{t(`fulfilments.statuses.${shipment.status}`)}</p>
            <ul aria-label={t('fulfilments.items')} className="mt-2 text-sm text-stone-700">
              {shipment.items.map((item) => (
                <li key={item.name} dir="auto">
                  {item.quantity} × {item.name}
                </li>
              ))}
            </ul>
            {shipment.status === 'shipped' && <ParcelTracking parcel={shipment} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
