import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import {
  ADMIN_ORDER_DEFAULT_SORT,
  ADMIN_ORDERS_PAGE_SIZE,
  listAllOrders,
  readAdminOrderQuery,
} from '~/features/orders/admin-orders.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { pageCountOf } from '~/utils/pagination';
import type { Route } from './+types/orders';
import { AdminOrdersView } from './orders-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/orders');
  const query = readAdminOrderQuery(new URL(request.url).searchParams);
  const [list, seo] = await Promise.all([
    listAllOrders(query),
    pageSeo(request, { path: '/admin/orders', pageKey: 'admin-orders', noindex: true }),
  ]);
  return {
    ...list,
    ...query,
    defaultSort: ADMIN_ORDER_DEFAULT_SORT,
    pageCount: pageCountOf(list.total, ADMIN_ORDERS_PAGE_SIZE),
    seo,
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="admin-orders">
      <AdminOrdersView {...loaderData} />
    </AreaPage>
  );
}
