import { csvAmount, csvAttachment, csvTime } from '~/components/ui/data-table-csv';
import { requireAccess } from '~/features/accounts/guard.server';
import { exportAllOrders, readAdminOrderQuery } from '~/features/orders/admin-orders.server';
import type { Route } from './+types/orders-export';

/** "Export CSV" on /admin/orders: the orders the list shows, with its filters and order, every page of them. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/orders/export.csv');
  const rows = await exportAllOrders(readAdminOrderQuery(new URL(request.url).searchParams));
  return csvAttachment(
    'orders',
    ['number', 'email', 'status', 'total_usd', 'refunded_usd', 'placed_at'],
    rows.map((order) => [
      `VL-${order.number}`,
      order.email,
      order.status,
      csvAmount(order.totalCents),
      csvAmount(order.refundedCents),
      csvTime(order.createdAt),
    ]),
  );
}
