import { Link } from 'react-router';
import { DataTable, type DataTableColumn, SortFields } from '~/components/ui/data-table';
import { isSameSort } from '~/components/ui/data-table-params';
import { ListSearch } from '~/components/ui/list-search';
import { PageHeader } from '~/components/ui/page-header';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { TicketStatusBadge } from '~/features/support/components/ticket-status';
import type { TicketSortKey } from '~/features/support/desk.server';
import { topicLabelKey } from '~/features/support/support.schema';
import { TICKET_STATUSES } from '~/features/support/ticket-state';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { loader } from './pro-support-desk';

type DeskData = Awaited<ReturnType<typeof loader>>;
type TicketRow = DeskData['tickets'][number];

/** /creator-hub/pro-support-desk: the search and status filter, and the tickets in the shared data table. */
export function SupportDeskView({ page }: { page: DeskData }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const columns: DataTableColumn<TicketRow, TicketSortKey>[] = [
    {
      id: 'number',
      labelKey: 'support.desk.columns.ticket',
      sortKey: 'number',
      firstDir: 'desc',
      className: 'whitespace-nowrap',
      cell: (ticket) => (
        <Link
          to={pathTo('/creator-hub/pro-support-desk/:ticketId', { ticketId: ticket.id })}
          className="font-semibold text-brand-800 underline"
        >
          {t('support.desk.ticketNumber', { number: ticket.number })}
        </Link>
      ),
    },
    {
      id: 'from',
      labelKey: 'support.desk.columns.from',
      cell: (ticket) => (
        <>
          <span className="block font-semibold text-stone-900">{ticket.name}</span>
          <span className="block text-stone-600">{ticket.email}</span>
        </>
      ),
    },
    { id: 'topic', labelKey: 'support.desk.columns.topic', cell: (ticket) => t(topicLabelKey(ticket.topic)) },
    {
      id: 'status',
      labelKey: 'support.desk.columns.status',
      sortKey: 'status',
      cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
    },
    {
      id: 'created',
      labelKey: 'support.desk.columns.created',
      sortKey: 'created',
      firstDir: 'desc',
      className: 'text-stone-600',
      cell: (ticket) => when(ticket.createdAt),
    },
    {
      id: 'lastMessage',
      labelKey: 'support.desk.columns.lastMessage',
      sortKey: 'lastMessage',
      firstDir: 'desc',
      align: 'end',
      className: 'text-stone-600',
      cell: (ticket) => when(ticket.lastMessageAt),
    },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <PageHeader
        title={t('pages.creator-hub-pro-support-desk.title')}
        description={t('pages.creator-hub-pro-support-desk.description')}
      >
        <p className="mt-3 font-semibold text-stone-800">{t('support.desk.openCount', { count: page.open })}</p>
      </PageHeader>
      <ListSearch
        label={t('support.desk.search')}
        submitLabel={t('support.desk.filter')}
        defaultValue={page.q}
        placeholder="1001"
      >
        <label className="space-y-1.5 text-sm font-semibold text-stone-800">
          <span className="block">{t('support.desk.columns.status')}</span>
          <select
            name="status"
            defaultValue={page.status ?? ''}
            className="block rounded-xl border border-stone-300 bg-white px-4 py-2 text-base font-normal"
          >
            <option value="">{t('support.desk.allStatuses')}</option>
            {TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`support.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <SortFields sort={page.sort} defaultSort={page.defaultSort} />
      </ListSearch>
      <DataTable
        className="mt-6"
        label={t(isSameSort(page.sort, page.defaultSort) ? 'support.desk.table' : 'support.desk.tableSorted')}
        columns={columns}
        rows={page.tickets}
        rowKey={(ticket) => ticket.id}
        minWidth="48rem"
        sort={page.sort}
        page={{ page: page.page, pageCount: page.pageCount }}
        summary={t('support.desk.count', { count: page.total })}
        empty={{ title: t(page.status || page.q ? 'support.desk.noneFound' : 'support.desk.none') }}
      />
    </div>
  );
}
