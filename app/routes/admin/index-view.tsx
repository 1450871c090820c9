import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { Money } from '~/components/ui/money';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/index';

function Figure({
  label,
  value,
  to,
  action,
  children,
}: {
  label: string;
  value: ReactNode;
  to: string;
  action: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold text-stone-900">{value}</dd>
      {children}
      <dd className="mt-auto pt-3">
        <Link to={to} className="text-sm font-semibold text-brand-800 underline underline-offset-4">
          {action}
        </Link>
      </dd>
    </div>
  );
}

/** The administration's first screen: what needs doing now, and how the week went, each figure linked to its tool. */
export function AdminDashboardView({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { t } = useTranslation();
  const { orders, lowStock, applicationsWaiting, learning, reliefCents, severeEvents } = loaderData;
  return (
    <AreaPage pageKey="admin">
      <section aria-labelledby="dashboard-now" className="mt-8">
        <h2 id="dashboard-now" className="text-xl font-semibold text-stone-900">
          {t('adminDashboard.now')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Figure
            label={t('adminDashboard.toShip')}
            value={orders.toShip}
            to="/admin/orders?status=paid"
            action={t('adminDashboard.openOrders')}
          />
          <Figure
            label={t('adminDashboard.lowStock')}
            value={lowStock.count}
            to="/inventory?lowStock=1"
            action={t('adminDashboard.openInventory')}
          >
            {lowStock.first.length > 0 && (
              <dd>
                <ul className="mt-2 space-y-0.5 text-sm text-stone-700">
                  {lowStock.first.map((product) => (
                    <li key={product.id}>
                      {t('adminDashboard.leftInStock', { name: product.name, count: product.stockQuantity })}
                    </li>
                  ))}
                </ul>
              </dd>
            )}
          </Figure>
          <Figure
            label={t('adminDashboard.applications')}
            value={applicationsWaiting}
            to="/admin/instructors"
            action={t('adminDashboard.openApplications')}
          />
          <Figure
            label={t('adminDashboard.severeEvents')}
            value={severeEvents}
            to="/creator-hub/security-logs?severity=high"
            action={t('adminDashboard.openSecurity')}
          />
        </dl>
      </section>
      <section aria-labelledby="dashboard-week" className="mt-10">
        <h2 id="dashboard-week" className="text-xl font-semibold text-stone-900">
          {t('adminDashboard.week')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Figure
            label={t('adminDashboard.paidOrders')}
            value={orders.paid}
            to="/admin/orders"
            action={t('adminDashboard.openOrders')}
          >
            <dd className="text-sm text-stone-700">
              {t('adminDashboard.takings')} <Money cents={orders.paidCents} />
            </dd>
            <dd className="text-sm text-stone-700">{t('adminDashboard.awaitingPayment', { count: orders.awaitingPayment })}</dd>
          </Figure>
          <Figure
            label={t('adminDashboard.enrolments')}
            value={learning.enrolments}
            to="/creator-hub/students"
            action={t('adminDashboard.openStudents')}
          >
            <dd className="text-sm text-stone-700">{t('adminDashboard.completions', { count: learning.completions })}</dd>
            <dd className="text-sm text-stone-700">{t('adminDashboard.learners', { count: learning.learners })}</dd>
          </Figure>
          <Figure
            label={t('adminDashboard.certificates')}
            value={learning.certificates}
            to="/admin/certificates"
            action={t('adminDashboard.openCertificates')}
          />
          <Figure
            label={t('adminDashboard.relief')}
            value={<Money cents={reliefCents} />}
            to="/creator-hub/foundation"
            action={t('adminDashboard.openRelief')}
          />
        </dl>
      </section>
    </AreaPage>
  );
}
