import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import { FULFILMENT_LIMITS } from '../fulfilment.schema';

/** What the ship-a-parcel action answers, about one parcel (`fulfilmentId`). */
export type ShipParcelAnswer = {
  ok: boolean;
  message: string;
  fulfilmentId?: string;
  fieldErrors?: Partial<Record<'carrier' | 'trackingNumber', string>>;
};

/**
 * Marks one parcel shipped with its carrier and tracking number (decision 0095): the vendor's form
 * on their dashboard and the admin's on an order's page post the same fields.
 */
export function ShipParcelForm({ fulfilmentId, answer }: { fulfilmentId: string; answer?: ShipParcelAnswer }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const mine = answer && !answer.ok && answer.fulfilmentId === fulfilmentId ? answer : undefined;
  const error = (field: 'carrier' | 'trackingNumber') => (mine?.fieldErrors?.[field] ? t(mine.fieldErrors[field]) : undefined);
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <input type="hidden" name="intent" value="ship-fulfilment" />
      <input type="hidden" name="fulfilmentId" value={fulfilmentId} />
      <TextField
        label={t('fulfilments.carrier')}
        name="carrier"
        required
        minLength={FULFILMENT_LIMITS.carrier.min}
        maxLength={FULFILMENT_LIMITS.carrier.max}
        error={error('carrier')}
      />
      <TextField
        label={t('fulfilments.tracking')}
        name="trackingNumber"
        required
        maxLength={FULFILMENT_LIMITS.tracking.max}
        error={error('trackingNumber')}
      />
      <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
        {t('fulfilments.markShipped')}
      </button>
      {mine && !mine.fieldErrors && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
          {t(mine.message)}
        </p>
      )}
    </Form>
  );
}
