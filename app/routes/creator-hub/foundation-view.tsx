import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import type { SortState } from '~/components/ui/data-table-params';
import { FigureCard, FigureGrid } from '~/components/ui/figure-card';
import { Money } from '~/components/ui/money';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import type { ReliefSortKey } from '~/features/relief/relief.server';
import { RELIEF_ENTRY_KINDS, type ReliefEntryKind } from '~/features/relief/relief-kinds';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { pathTo } from '~/utils/routes/path-to';

type LedgerEntry = {
  id: string;
  kind: string;
  amountCents: number;
  note: string;
  orderId: string | null;
  createdAt: Date | string;
};

/** /creator-hub/foundation: what has been set aside in all and by kind, then the ledger, entry by entry. */
export function FoundationView({
  summary,
  entries,
  total,
  sort,
  page,
  pageCount,
}: {
  summary: { totalCents: number; byKind: Record<ReliefEntryKind, { cents: number; count: number }> };
  entries: readonly LedgerEntry[];
  total: number;
  sort: SortState<ReliefSortKey>;
  page: number;
  pageCount: number;
}) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const columns: DataTableColumn<LedgerEntry, ReliefSortKey>[] = [
    {
      id: 'when',
      labelKey: 'foundation.when',
      sortKey: 'when',
      firstDir: 'desc',
      className: 'text-stone-700',
      cell: (entry) => formatWhen(entry.createdAt),
    },
    {
      id: 'kind',
      labelKey: 'foundation.kind',
      sortKey: 'kind',
      className: 'text-stone-900',
      cell: (entry) => t(`foundation.kinds.${entry.kind}`),
    },
    {
      id: 'source',
      labelKey: 'foundation.source',
      cell: (entry) =>
        entry.orderId ? (
          <Link
            to={pathTo('/admin/orders/:orderId', { orderId: entry.orderId })}
            className="font-semibold text-brand-800 underline"
          >
            {entry.note}
          </Link>
        ) : (
          <span className="text-stone-700">{entry.note}</span>
        ),
    },
    {
      id: 'amount',
      labelKey: 'foundation.amount',
      sortKey: 'amount',
      firstDir: 'desc',
      numeric: true,
      cell: (entry) => (
        <Money
          cents={entry.amountCents}
          className={cn('font-semibold', entry.amountCents < 0 ? 'text-red-800' : 'text-stone-900')}
        />
      ),
    },
  ];
  return (
    <>
      <FigureGrid className="mt-8">
        <FigureCard tone="brand" label={t('foundation.total')} value={<Money cents={summary.totalCents} />} />
        {RELIEF_ENTRY_KINDS.map((kind) => (
          <FigureCard
            key={kind}
            label={t(`foundation.kinds.${kind}`)}
            value={<Money cents={summary.byKind[kind].cents} />}
            note={t('foundation.entries', { count: summary.byKind[kind].count })}
          />
        ))}
      </FigureGrid>
      <h2 className="mt-10 text-xl font-semibold text-stone-900">{t('foundation.ledger')}</h2>
      <p className="mt-1 text-sm text-stone-600">{t('foundation.ledgerNote')}</p>
      <DataTable
        label={t('foundation.ledger')}
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        minWidth="36rem"
        sort={sort}
        page={{ page, pageCount }}
        exportPath="/creator-hub/foundation/export.csv"
        summary={t('foundation.count', { count: total })}
        empty={{ title: t('foundation.empty') }}
      />
    </>
  );
}
