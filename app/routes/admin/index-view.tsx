import { AreaPage } from '~/components/page/area-page';
import { FigureCard } from '~/components/ui/figure-card';
import { Money } from '~/components/ui/money';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/index';

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
          <FigureCard
            label={t('adminDashboard.toShip')}
            value={orders.toShip}
            to="/admin/orders?status=paid"
            action={t('adminDashboard.openOrders')}
          />
          <FigureCard
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
          </FigureCard>
          <FigureCard
            label={t('adminDashboard.applications')}
            value={applicationsWaiting}
            to="/admin/instructors"
            action={t('adminDashboard.openApplications')}
          />
          <FigureCard
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
          <FigureCard
            label={t('adminDashboard.paidOrders')}
            value={orders.paid}
            to="/admin/orders"
            action={t('adminDashboard.openOrders')}
          >
            <dd className="text-sm text-stone-700">
              {t('adminDashboard.takings')} <Money cents={orders.paidCents} />
            </dd>
            <dd className="text-sm text-stone-700">{t('adminDashboard.awaitingPayment', { count: orders.awaitingPayment })}</dd>
          </FigureCard>
          <FigureCard
            label={t('adminDashboard.enrolments')}
            value={learning.enrolments}
            to="/creator-hub/students"
            action={t('adminDashboard.openStudents')}
          >
            <dd className="text-sm text-stone-700">{t('adminDashboard.completions', { count: learning.completions })}</dd>
            <dd className="text-sm text-stone-700">{t('adminDashboard.learners', { count: learning.learners })}</dd>
          </FigureCard>
          <FigureCard
            label={t('adminDashboard.certificates')}
            value={learning.certificates}
            to="/admin/certificates"
            action={t('adminDashboard.openCertificates')}
          />
          <FigureCard
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
