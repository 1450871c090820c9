import { Link } from 'react-router';
import { Money } from '~/components/ui/money';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { OrderStatusBadge } from '~/features/orders/components/order-status';
import type { OrderStatus } from '~/features/orders/order-state';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { CustomerRecords } from './customer-records.server';

/** A customer's latest orders and course enrolments, each linked to its page (a ticket's side column, a member's page). */
export function CustomerRecordsView({ records }: { records: CustomerRecords }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  return (
    <>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="font-serif text-xl font-semibold text-stone-900">
          {t('support.desk.orders', { count: records.ordersTotal })}
        </h2>
        {records.orders.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{t('support.desk.noOrders')}</p>
        ) : (
          <ul className="mt-3 grid gap-2 text-sm">
            {records.orders.map((order) => (
              <li
                key={order.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 p-3"
              >
                <Link
                  to={pathTo('/admin/orders/:orderId', { orderId: order.id })}
                  className="font-semibold text-brand-800 underline"
                >
                  VL-{order.number}
                </Link>
                <OrderStatusBadge status={order.status as OrderStatus} />
                <span className="w-full text-stone-600">
                  <Money cents={order.totalCents} /> · {when(order.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="learning-heading">
        <h2 id="learning-heading" className="font-serif text-xl font-semibold text-stone-900">
          {t('support.desk.enrolments', { count: records.enrolmentsTotal })}
        </h2>
        {records.enrolments.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{t('support.desk.noEnrolments')}</p>
        ) : (
          <ul className="mt-3 grid gap-2 text-sm">
            {records.enrolments.map((enrolment) => (
              <li key={enrolment.id} className="rounded-xl border border-stone-200 p-3">
                <Link
                  to={pathTo('/courses/:slug', { slug: enrolment.courseSlug })}
                  className="font-semibold text-brand-800 underline"
                >
                  {enrolment.courseTitle}
                </Link>
                <span className="block text-stone-600">
                  {enrolment.completedAt
                    ? t('support.desk.completed', { when: when(enrolment.completedAt) })
                    : t('support.desk.progress', { percent: enrolment.progress.percent })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
