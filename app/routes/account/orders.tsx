import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { Money } from '~/components/ui/money';
import { Pager } from '~/components/ui/pager';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { requireAccess } from '~/features/accounts/guard.server';
import { OrderStatusBadge } from '~/features/orders/components/order-status';
import type { OrderStatus } from '~/features/orders/order-state';
import { listOrders, ORDERS_PAGE_SIZE } from '~/features/orders/orders.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { pageCountOf } from '~/utils/pagination';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/orders';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/orders');
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get('page')) || 1));
  const [list, seo] = await Promise.all([
    listOrders(user.id, page),
    pageSeo(request, { path: '/orders', pageKey: 'orders', noindex: true }),
  ]);
  return { ...list, page, pageCount: pageCountOf(list.total, ORDERS_PAGE_SIZE), seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { orders, page, pageCount } = loaderData;
  return (
    <AreaPage pageKey="orders" area="account" empty={orders.length === 0 ? 'orders' : undefined}>
      {orders.length > 0 && (
        <ul className="mt-8 space-y-4">
          {orders.map((order) => (
            <li key={order.id}>
              <article className="rounded-2xl border border-stone-200 bg-white p-5">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 className="text-lg font-semibold text-stone-900">
                    <Link to={pathTo('/orders/:orderId', { orderId: order.id })} className="underline-offset-4 hover:underline">
                      {t('orders.number', { number: order.number })}
                    </Link>
                  </h2>
                  <OrderStatusBadge status={order.status as OrderStatus} />
                </div>
                <p className="mt-1 text-sm text-stone-600">{formatWhen(order.createdAt)}</p>
                <p className="mt-3 text-stone-800">
                  {order.items.map((item) => t('orders.itemLine', { count: item.quantity, name: item.name })).join(', ')}
                </p>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
                  <p>
                    {t('orders.total')}: <Money cents={order.totalCents} className="font-semibold" /> · {t('orders.reliefShare')}:{' '}
                    <Money cents={order.reliefCents} />
                  </p>
                  <Link to={pathTo('/orders/:orderId', { orderId: order.id })} className={buttonClass('secondary', 'sm')}>
                    {t('orders.details')}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} hrefFor={(target) => `/orders?page=${target}`} />
    </AreaPage>
  );
}
