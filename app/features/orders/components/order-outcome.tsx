import { CheckCircle2, CircleAlert, Clock, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';
import type { OrderStatus } from '../order-state';

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
};

const DECLINES = new Set(['card_declined', 'insufficient_funds', 'expired_card', 'payment_failed']);

/** What happened to the order, in words; the page's address does not decide it, the order does. */
export function OrderOutcome({ outcome, signedIn }: { outcome: Outcome | null; signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  if (!outcome)
    return (
      <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-earth-50 px-6 py-12 text-center">
        <p className="text-lg font-semibold text-stone-900">{t('empty.orderResult.title')}</p>
        <p className="mx-auto mt-2 max-w-lg text-stone-600">{t('empty.orderResult.description')}</p>
        <Link to={signedIn ? '/orders' : '/auth?redirectTo=/orders'} className={buttonClass('primary', 'md', 'mt-6')}>
          {t(signedIn ? 'orders.viewAll' : 'orders.signInToView')}
        </Link>
      </div>
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
          <CheckCircle2 aria-hidden className="size-7 text-brand-700" />
        ) : outcome.status === 'pending_payment' ? (
          <Clock aria-hidden className="size-7 text-amber-700" />
        ) : (
          <CircleAlert aria-hidden className="size-7 text-red-700" />
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
      {outcome.status === 'pending_payment' && <p className="mt-3 text-stone-800">{t('orders.outcome.pending', vars)}</p>}
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
        <Link to={`/orders/${outcome.id}`} className={buttonClass('secondary', 'md')}>
          {t('orders.outcome.viewOrder', vars)}
        </Link>
      </div>
    </section>
  );
}
