import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { ListSearch } from '~/components/ui/list-search';
import { Money } from '~/components/ui/money';
import { Pager } from '~/components/ui/pager';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { requireAccess } from '~/features/accounts/guard.server';
import { ADMIN_ORDERS_PAGE_SIZE, listAllOrders, parseStatus } from '~/features/orders/admin-orders.server';
import { OrderStatusBadge } from '~/features/orders/components/order-status';
import { ORDER_STATUSES, type OrderStatus } from '~/features/orders/order-state';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { pageCountOf } from '~/utils/pagination';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/orders';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/orders');
  const params = new URL(request.url).searchParams;
  const status = parseStatus(params.get('status'));
  const q = (params.get('q') ?? '').slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const [list, seo] = await Promise.all([
    listAllOrders({ status, q, page }),
    pageSeo(request, { path: '/admin/orders', pageKey: 'admin-orders', noindex: true }),
  ]);
  return { ...list, status, q, page, pageCount: pageCountOf(list.total, ADMIN_ORDERS_PAGE_SIZE), seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { orders, status, q, page, pageCount } = loaderData;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams();
    if (status) params.set('status', status);
    if (q) params.set('q', q);
    params.set('page', String(target));
    return `/admin/orders?${params}`;
  };
  return (
    <AreaPage pageKey="admin-orders">
      <ListSearch label={t('adminOrders.search')} submitLabel={t('adminOrders.filter')} defaultValue={q} placeholder="VL-1001">
        <label className="space-y-1.5 text-sm font-semibold text-stone-800">
          <span className="block">{t('adminOrders.status')}</span>
          <select
            name="status"
            defaultValue={status ?? ''}
            className="block rounded-xl border border-stone-300 bg-white px-4 py-2 text-base font-normal"
          >
            <option value="">{t('adminOrders.allStatuses')}</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`orders.status.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </ListSearch>
      {orders.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-earth-50 px-6 py-10 text-center text-stone-700">
          {t('adminOrders.none')}
        </p>
      ) : (
        <ScrollRegion label={t('adminOrders.table')} className="mt-6">
          <table className="w-full min-w-[40rem] text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-2 text-start font-medium">
                  {t('adminOrders.order')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('adminOrders.customer')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('adminOrders.status')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('orders.total')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('adminOrders.placed')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} className="border-b border-stone-100">
                  <td className="py-2">
                    <Link
                      to={pathTo('/admin/orders/:orderId', { orderId: order.id })}
                      className="font-semibold text-brand-800 underline"
                    >
                      VL-{order.number}
                    </Link>
                  </td>
                  <td className="py-2">{order.email}</td>
                  <td className="py-2">
                    <OrderStatusBadge status={order.status as OrderStatus} />
                  </td>
                  <td className="py-2 text-end">
                    <Money cents={order.totalCents} />
                  </td>
                  <td className="py-2 text-end text-stone-600">{formatWhen(order.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pager page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </AreaPage>
  );
}
