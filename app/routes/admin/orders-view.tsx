import { Link } from 'react-router';
import { DataTable, type DataTableColumn, SortFields } from '~/components/ui/data-table';
import { isSameSort, type SortState } from '~/components/ui/data-table-params';
import { ListSearch } from '~/components/ui/list-search';
import { Money } from '~/components/ui/money';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import type { AdminOrderSortKey } from '~/features/orders/admin-orders.server';
import { OrderStatusBadge } from '~/features/orders/components/order-status';
import { ORDER_STATUSES, type OrderStatus } from '~/features/orders/order-state';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';

type OrderRow = { id: string; number: number; email: string; status: string; totalCents: number; createdAt: Date | string };

/** /admin/orders: the search and status filter, and every matching order in a sortable table. */
export function AdminOrdersView({
  orders,
  total,
  status,
  q,
  sort,
  defaultSort,
  page,
  pageCount,
}: {
  orders: readonly OrderRow[];
  total: number;
  status: OrderStatus | null;
  q: string;
  sort: SortState<AdminOrderSortKey>;
  defaultSort: SortState<AdminOrderSortKey>;
  page: number;
  pageCount: number;
}) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const columns: DataTableColumn<OrderRow, AdminOrderSortKey>[] = [
    {
      id: 'number',
      labelKey: 'adminOrders.order',
      sortKey: 'number',
      firstDir: 'desc',
      className: 'whitespace-nowrap',
      cell: (order) => (
        <Link to={pathTo('/admin/orders/:orderId', { orderId: order.id })} className="font-semibold text-brand-800 underline">
          VL-{order.number}
        </Link>
      ),
    },
    {
      id: 'customer',
      labelKey: 'adminOrders.customer',
      sortKey: 'customer',
      cell: (order) => order.email,
    },
    {
      id: 'status',
      labelKey: 'adminOrders.status',
      sortKey: 'status',
      className: 'whitespace-nowrap',
      cell: (order) => <OrderStatusBadge status={order.status as OrderStatus} />,
    },
    {
      id: 'total',
      labelKey: 'orders.total',
      sortKey: 'total',
      firstDir: 'desc',
      numeric: true,
      cell: (order) => <Money cents={order.totalCents} />,
    },
    {
      id: 'placed',
      labelKey: 'adminOrders.placed',
      sortKey: 'placed',
      firstDir: 'desc',
      align: 'end',
      className: 'text-stone-600',
      cell: (order) => formatWhen(order.createdAt),
    },
  ];
  return (
    <>
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
        {/* A new search keeps the order the list is sorted in. */}
        <SortFields sort={sort} defaultSort={defaultSort} />
      </ListSearch>
      <DataTable
        className="mt-6"
        // Named after its order only when that is the usual one: "newest first" would be wrong otherwise.
        label={t(isSameSort(sort, defaultSort) ? 'adminOrders.table' : 'adminOrders.tableSorted')}
        columns={columns}
        rows={orders}
        rowKey={(order) => order.id}
        sort={sort}
        page={{ page, pageCount }}
        exportPath="/admin/orders/export.csv"
        summary={t('adminOrders.count', { count: total })}
        empty={{ title: t('adminOrders.none') }}
      />
    </>
  );
}
