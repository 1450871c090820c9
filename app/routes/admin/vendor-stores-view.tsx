import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/vendor-stores';

type List = Route.ComponentProps['loaderData'];
type Store = List['stores'][number];

/** Renewed certificates waiting for the team, oldest first: the file, and the store's page where they are decided. */
function PendingRenewals({ renewals }: { renewals: List['renewals'] }) {
  const { t, i18n } = useTranslation();
  const when = useDateTimeFormat();
  return (
    <section aria-labelledby="pending-renewals-heading" className="mt-6">
      <h2 id="pending-renewals-heading" className="font-serif text-xl font-bold text-stone-900">
        {t('vendors.renewals.pendingHeading')}
      </h2>
      {renewals.length === 0 ? (
        <p className="mt-2 text-stone-700">{t('vendors.renewals.pendingNone')}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {renewals.map((renewal) => (
            <li key={renewal.id} className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
              <Link
                to={pathTo('/admin/vendors/stores/:vendorId', { vendorId: renewal.vendorId })}
                className="font-semibold text-brand-800 underline"
                dir="auto"
              >
                {renewal.storeName}
              </Link>{' '}
              ·{' '}
              <a href={renewal.href} className="break-all text-brand-800 underline" dir="auto">
                {t('vendors.renewals.openFile', { file: renewal.fileName })}
              </a>
              <span dir="auto" className="block text-stone-700">
                {t('vendors.renewals.facts', {
                  issuer: renewal.issuer,
                  date: formatDate(renewal.expiresOn, i18n.language),
                  sent: when(renewal.uploadedAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The vendors' stores, those waiting for the team first: unread replies, then renewals to decide. */
export function VendorStoresView({ list }: { list: List }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const columns: DataTableColumn<Store>[] = [
    {
      id: 'store',
      labelKey: 'vendors.stores.columns.store',
      cell: (store) => (
        <Link
          to={pathTo('/admin/vendors/stores/:vendorId', { vendorId: store.vendorId })}
          className="font-semibold text-brand-800 underline"
          dir="auto"
        >
          {store.storeName}
        </Link>
      ),
    },
    { id: 'status', labelKey: 'vendors.stores.columns.status', cell: (store) => t(`vendors.dashboard.statuses.${store.status}`) },
    {
      id: 'unread',
      labelKey: 'vendors.stores.columns.unread',
      numeric: true,
      cell: (store) =>
        store.unreadReplies > 0 ? (
          <span className="font-semibold text-amber-900">{t('vendors.messages.unread', { count: store.unreadReplies })}</span>
        ) : (
          '0'
        ),
    },
    {
      id: 'renewals',
      labelKey: 'vendors.stores.columns.renewals',
      numeric: true,
      cell: (store) =>
        store.pendingRenewals > 0 ? (
          <span className="font-semibold text-amber-900">{store.pendingRenewals}</span>
        ) : (
          String(store.pendingRenewals)
        ),
    },
    {
      id: 'last',
      labelKey: 'vendors.stores.columns.lastMessage',
      cell: (store) => (store.lastMessageAt ? when(store.lastMessageAt) : '—'),
    },
  ];
  return (
    <>
      <PendingRenewals renewals={list.renewals} />
      <DataTable
        className="mt-8"
        label={t('vendors.stores.table')}
        columns={columns}
        rows={list.stores}
        rowKey={(store) => store.vendorId}
        minWidth="40rem"
        page={{ page: list.page, pageCount: list.pageCount }}
        summary={t('vendors.stores.count', { count: list.total })}
        empty={{ title: t('vendors.stores.empty') }}
      />
    </>
  );
}
