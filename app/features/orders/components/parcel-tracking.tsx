import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';

/** A shipped parcel's carrier, tracking number and date (decision 0095). */
export function ParcelTracking({
  parcel,
}: {
  parcel: { carrier: string | null; trackingNumber: string | null; shippedAt: string | Date | null };
}) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  return (
    <div className="mt-3 text-sm text-stone-700">
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        {parcel.carrier && (
          <div>
            <dt className="inline font-semibold">{t('fulfilments.carrier')}: </dt>
            <dd className="inline">{parcel.carrier}</dd>
          </div>
        )}
        <div>
          <dt className="inline font-semibold">{t('fulfilments.tracking')}: </dt>
          <dd className="inline font-mono" dir="ltr">
            {parcel.trackingNumber}
          </dd>
        </div>
      </dl>
      {parcel.shippedAt && <p className="mt-1">{t('fulfilments.shippedOn', { date: formatWhen(parcel.shippedAt) })}</p>}
    </div>
  );
}
