import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { formatPrice } from '~/utils/money';

/** The admin's controls on an order: ship with tracking, mark delivered, refund with or without restock. */
export function AdminOrderActions({
  order,
  can,
  result,
}: {
  order: { totalCents: number; refundedCents: number; email: string };
  can: { ship: boolean; deliver: boolean; refund: boolean };
  /** The action's answer, with the form it is about (`intent`) and the field, if any. */
  result?: ActionAnswer & { field?: string; intent?: string };
}) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const remaining = order.totalCents - order.refundedCents;
  const fieldError = (intent: string, field: string) =>
    result && !result.ok && result.intent === intent && result.field === field ? t(result.message) : undefined;
  return (
    <div className="mt-8 space-y-4">
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={
            result.ok
              ? 'rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900'
              : 'rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800'
          }
        >
          {t(result.message)}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {can.ship && (
          <Form method="post" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
            <h2 className="font-semibold text-stone-900">{t('adminOrders.ship')}</h2>
            <input type="hidden" name="intent" value="ship" />
            <TextField
              label={t('orders.tracking')}
              name="trackingNumber"
              required
              maxLength={64}
              error={fieldError('ship', 'trackingNumber')}
            />
            <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
              {t('adminOrders.markShipped')}
            </button>
          </Form>
        )}
        {can.deliver && (
          <Form method="post" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
            <h2 className="font-semibold text-stone-900">{t('adminOrders.delivery')}</h2>
            <input type="hidden" name="intent" value="deliver" />
            <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
              {t('adminOrders.markDelivered')}
            </button>
          </Form>
        )}
        {can.refund && remaining > 0 && (
          <Form method="post" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
            <h2 className="font-semibold text-stone-900">{t('adminOrders.refund')}</h2>
            <p className="text-sm text-stone-600">
              {t('adminOrders.refundable', { amount: formatPrice(remaining, i18n.language) })}
            </p>
            <input type="hidden" name="intent" value="refund" />
            <TextField
              label={t('adminOrders.amount')}
              name="amount"
              inputMode="decimal"
              defaultValue={(remaining / 100).toFixed(2)}
              required
              error={fieldError('refund', 'amount')}
            />
            <TextField
              label={t('adminOrders.reason')}
              name="reason"
              required
              maxLength={300}
              error={fieldError('refund', 'reason')}
            />
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input type="checkbox" name="restock" className="size-4 accent-brand-700" />
              {t('adminOrders.restock')}
            </label>
            <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
              {t('adminOrders.refundButton')}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
