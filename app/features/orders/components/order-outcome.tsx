import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { CircleCheck, CircleExclamationPoint, Clock, HeartHandshake, Truck } from '~/components/ui/icons';
import { Money } from '~/components/ui/money';
import { useDateTimeFormat, useTimeZone } from '~/components/ui/time-zone';
import type { ShippingAddress } from '~/db/schema/orders';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import { formatDayRange } from '~/utils/format-date';
import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import { deliveryWindow } from '../delivery-estimate';
import type { OrderStatus } from '../order-state';
import { ShippingAddressLines } from './shipping-address';

type Outcome = {
  id: string;
  number: number;
  status: OrderStatus;
  totalCents: number;
  reliefCents: number;
  email: string;
  paymentUrl: string | null;
  paymentExpiresAt: string | Date;
  reason: string | null;
  /** Still waiting for payment, and the last attempt at it was declined. */
  isLastAttemptDeclined: boolean;
  createdAt: string | Date;
  paidAt: string | Date | null;
  shippingCents: number;
  taxCents: number;
  shippingMethod: string;
  shippingAddress: ShippingAddress | null;
  items: { productId: string; name: string; handle: string; unitPriceCents: number; quantity: number }[];
};

const DECLINES = new Set(['card_declined', 'insufficient_funds', 'expired_card', 'payment_failed']);

/**
 * What happened to the order, in words; the page's address does not decide it, the order does.
 * A page may add what comes next once it is paid (`next`: the courses and classes it bought) and
 * where to go on from it (`continueTo`, the shop unless said otherwise).
 */
export function OrderOutcome({
  outcome,
  signedIn,
  next,
  continueTo,
}: {
  outcome: Outcome | null;
  signedIn: boolean;
  next?: ReactNode;
  continueTo?: { to: string; label: string };
}) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  if (!outcome)
    return (
      <EmptyState
        className="mt-8"
        title={t('empty.orderResult.title')}
        text={t('empty.orderResult.description')}
        action={
          <Link to={signedIn ? '/orders' : '/auth?redirectTo=/orders'} className={buttonClass('primary', 'md')}>
            {t(signedIn ? 'orders.viewAll' : 'orders.signInToView')}
          </Link>
        }
      />
    );
  const vars = {
    number: outcome.number,
    total: formatPrice(outcome.totalCents, i18n.language),
    relief: formatPrice(outcome.reliefCents, i18n.language),
    email: outcome.email,
    when: formatWhen(outcome.paymentExpiresAt),
  };
  const paid = outcome.status === 'paid' || outcome.status === 'shipped' || outcome.status === 'delivered';
  const reasonKey =
    outcome.status !== 'cancelled'
      ? null
      : outcome.reason && DECLINES.has(outcome.reason)
        ? `orders.outcome.declined.${outcome.reason}`
        : outcome.reason === 'customer_cancelled'
          ? 'orders.outcome.customerCancelled'
          : 'orders.outcome.expired';
  return (
    <section
      aria-live="polite"
      className={`mt-8 rounded-3xl border p-6 ${paid ? 'border-brand-200 bg-brand-50' : outcome.status === 'pending_payment' ? 'border-amber-200 bg-amber-50' : 'border-stone-200 bg-white'}`}
    >
      <h2 className="flex items-center gap-2 text-2xl font-semibold text-stone-900">
        {paid ? (
          <CircleCheck aria-hidden className="size-7 text-brand-700" />
        ) : outcome.status === 'pending_payment' ? (
          <Clock aria-hidden className="size-7 text-amber-700" />
        ) : (
          <CircleExclamationPoint aria-hidden className="size-7 text-red-700" />
        )}
        {t(`orders.outcome.title.${outcome.status}`, vars)}
      </h2>
      {paid && (
        <>
          <p className="mt-3 text-stone-800">{t('orders.outcome.paid', vars)}</p>
          <p className="mt-3 flex items-center gap-2 text-brand-900">
            <HeartHandshake aria-hidden className="size-5" />
            {t('orders.outcome.relief', vars)}
          </p>
        </>
      )}
      {paid && next}
      {outcome.status === 'pending_payment' && (
        <p className="mt-3 text-stone-800">
          {t(outcome.isLastAttemptDeclined ? 'orders.outcome.pendingDeclined' : 'orders.outcome.pending', vars)}
        </p>
      )}
      {reasonKey && <p className="mt-3 text-stone-800">{t(reasonKey, vars)}</p>}
      {outcome.status === 'refunded' && <p className="mt-3 text-stone-800">{t('orders.outcome.refunded', vars)}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        {outcome.paymentUrl && (
          <a href={outcome.paymentUrl} className={buttonClass('primary', 'md')}>
            {t('orders.outcome.continuePayment')}
          </a>
        )}
        {outcome.status === 'cancelled' && (
          <Link to="/checkout" className={buttonClass('primary', 'md')}>
            {t('orders.outcome.tryAgain')}
          </Link>
        )}
        <Link to={pathTo('/orders/:orderId', { orderId: outcome.id })} className={buttonClass('secondary', 'md')}>
          {t('orders.outcome.viewOrder', vars)}
        </Link>
        <Link to={continueTo?.to ?? '/products'} className={buttonClass('ghost', 'md')}>
          {continueTo?.label ?? t('orders.outcome.continueShopping')}
        </Link>
      </div>
      <OrderSummary outcome={outcome} isPaid={paid} />
    </section>
  );
}

/** What was ordered, where it goes and, once paid, when it should arrive (in the visitor's calendar). */
function OrderSummary({ outcome, isPaid }: { outcome: Outcome; isPaid: boolean }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const address = outcome.shippingAddress;
  const window = isPaid ? deliveryWindow(new Date(outcome.paidAt ?? outcome.createdAt), outcome.shippingMethod, timeZone) : null;
  return (
    <div className="mt-8 grid gap-6 border-t border-stone-200/80 pt-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="outcome-items">
        <h3 id="outcome-items" className="text-lg font-semibold text-stone-900">
          {t('orders.outcome.itemsTitle')}
        </h3>
        <ul className="mt-2 divide-y divide-stone-200/80">
          {outcome.items.map((item) => (
            <li key={item.productId} className="flex items-start justify-between gap-4 py-2.5">
              <span className="min-w-0">
                <Link
                  {...contentLanguage(CONTENT_LANGUAGE)}
                  to={pathTo('/product/:handle', { handle: item.handle })}
                  className="font-medium text-stone-900 hover:underline"
                >
                  {item.name}
                </Link>
                <span className="block text-sm text-stone-600">{t('checkout.quantity', { count: item.quantity })}</span>
              </span>
              <span className="shrink-0 font-medium text-stone-900">
                <Money cents={item.unitPriceCents * item.quantity} />
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-1 space-y-1 border-t border-stone-200/80 pt-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">{t('checkout.shipping')}</dt>
            <dd className="text-stone-900">
              {outcome.shippingCents === 0 ? t('checkout.freeShipping') : <Money cents={outcome.shippingCents} />}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">{t('orders.tax')}</dt>
            <dd className="text-stone-900">
              <Money cents={outcome.taxCents} />
            </dd>
          </div>
          <div className="flex justify-between gap-4 text-base font-semibold text-stone-900">
            <dt>{t('orders.total')}</dt>
            <dd>
              <Money cents={outcome.totalCents} />
            </dd>
          </div>
        </dl>
      </section>
      <div className="space-y-6">
        {address && (
          <section aria-labelledby="outcome-address">
            <h3 id="outcome-address" className="text-lg font-semibold text-stone-900">
              {t('orders.outcome.shipToTitle')}
            </h3>
            <ShippingAddressLines address={address} className="mt-2 text-stone-800 not-italic" />
          </section>
        )}
        {/* An order that ships nothing (a course, a class seat) has no delivery to estimate. */}
        {window && (
          <section aria-labelledby="outcome-delivery">
            <h3 id="outcome-delivery" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
              <Truck aria-hidden className="size-5 text-brand-700" />
              {t('orders.outcome.deliveryTitle')}
            </h3>
            <p className="mt-2 text-stone-800">
              {t('orders.outcome.deliveryRange', {
                range: formatDayRange(window.from, window.to, i18n.language),
                method: t(`checkout.methods.${outcome.shippingMethod}`),
              })}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
