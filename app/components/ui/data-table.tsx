import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { exportHref, isSameSort, pageSearch, type SortDir, type SortState, sortSearch } from './data-table-params';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ArrowDown, ArrowRight, ArrowUp, Download } from './icons';
import { Pager } from './pager';
import { ScrollRegion } from './scroll-region';

/** One column of a DataTable: its header, how a row fills its cell, and whether it sorts. */
export type DataTableColumn<Row, K extends string = string> = {
  /** Stable within the table (React's key). */
  id: string;
  /** The header's translation key. */
  labelKey: string;
  cell: (row: Row) => ReactNode;
  /** The key the list's query sorts by (one of its allow-list); absent, the column does not sort. */
  sortKey?: K;
  /** Which way a first click sorts: `desc` for dates and amounts, where the latest or largest comes first. */
  firstDir?: SortDir;
  /** Amounts and counts: at the end side, in figures of one width. */
  numeric?: boolean;
  align?: 'start' | 'end';
  /** Further classes for the column's cells (colour, `whitespace-nowrap`). */
  className?: string;
};

/*
 * The narrowest the table may be before its columns squeeze, and the container width below which
 * the hint that it scrolls is shown. Written out in full so Tailwind sees each class.
 */
const WIDTHS = {
  '28rem': { table: 'min-w-[28rem]', hint: '@max-[28rem]:flex' },
  '36rem': { table: 'min-w-[36rem]', hint: '@max-[36rem]:flex' },
  '40rem': { table: 'min-w-[40rem]', hint: '@max-[40rem]:flex' },
  '44rem': { table: 'min-w-[44rem]', hint: '@max-[44rem]:flex' },
  '48rem': { table: 'min-w-[48rem]', hint: '@max-[48rem]:flex' },
  '60rem': { table: 'min-w-[60rem]', hint: '@max-[60rem]:flex' },
} as const;

export type DataTableWidth = keyof typeof WIDTHS;

/**
 * An administration list (decision 0068): declared columns, sorting read from and written to the
 * address (`?sort=&dir=`, plain links, so it works without JavaScript; `aria-sort` on the sorted
 * header), the pager, an empty state, a named table, and a link to the CSV export of what the
 * list shows. The address is the list's state: the loader reads it with `readSort` and
 * `readPage` (data-table-params.ts) and passes the order back as `sort`.
 *
 * On a narrow screen the table keeps its columns and scrolls sideways inside a named, focusable
 * region (ScrollRegion, whose end edge fades while more lies beyond it), with a visible line saying so, and the page itself never scrolls
 * sideways. Rows are not stacked as cards: admins compare rows down a column, and one layout
 * keeps the same cells for the keyboard, the screen reader and the tests at every width.
 */
export function DataTable<Row, K extends string = string>({
  label,
  columns,
  rows,
  rowKey,
  minWidth = '40rem',
  sort,
  page,
  exportPath,
  exportHref: fixedExportHref,
  summary,
  empty,
  className,
}: {
  /** The table's name: its caption and the name of the region it scrolls in. */
  label: string;
  columns: readonly DataTableColumn<Row, NoInfer<K>>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  minWidth?: DataTableWidth;
  /** The order the loader used; needed for sortable columns. */
  sort?: SortState<K>;
  /** The page shown and the number of pages; absent, the list has no pager. */
  page?: { page: number; pageCount: number };
  /** The list's CSV export route; the link carries the filters and order shown, not the page. */
  exportPath?: string;
  /** Or the export's whole address, for a list whose filter is not in the page's address (one product's changes). */
  exportHref?: string;
  /** A line above the table, such as the number of rows found; announced when it changes. */
  summary?: ReactNode;
  empty: EmptyStateProps;
  className?: string;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const width = WIDTHS[minWidth];
  const hasRows = rows.length > 0;
  const exportLink = exportPath ? exportHref(exportPath, search) : fixedExportHref;
  const showsToolbar = summary !== undefined || (exportLink !== undefined && hasRows);
  return (
    <div className={cn('mt-4', className)}>
      {showsToolbar && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {summary === undefined ? (
            <span />
          ) : (
            <p className="text-sm text-stone-600" aria-live="polite">
              {summary}
            </p>
          )}
          {exportLink && hasRows && (
            // A file download, not a page: the browser fetches it itself.
            <a
              href={exportLink}
              download
              // Named after its table, as a page may have two lists, each with its export.
              aria-label={t('dataTable.exportNamed', { name: label })}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline underline-offset-4"
            >
              <Download className="size-4" />
              {t('dataTable.export')}
            </a>
          )}
        </div>
      )}
      {hasRows ? (
        <div className="@container">
          <p className={cn('mb-2 hidden items-center gap-1.5 text-sm text-stone-600', width.hint)}>
            <ArrowRight className="size-4 shrink-0 rtl:-scale-x-100" />
            {t('dataTable.scrollHint')}
          </p>
          <ScrollRegion label={label}>
            <table className={cn('w-full text-sm', width.table)}>
              <caption className="sr-only">{label}</caption>
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  {columns.map((column) => (
                    <HeaderCell key={column.id} column={column} sort={sort} search={search} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="border-b border-stone-100 align-top">
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        className={cn(
                          'py-3 pe-3 last:pe-0',
                          isEnd(column) && 'text-end',
                          column.numeric && 'whitespace-nowrap tabular-nums',
                          column.className,
                        )}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      ) : (
        <EmptyState {...empty} />
      )}
      {page && (
        <Pager
          page={page.page}
          pageCount={page.pageCount}
          hrefFor={(target) => pageSearch(search, target)}
          labels={{ previous: t('dataTable.previous'), next: t('dataTable.next') }}
        />
      )}
    </div>
  );
}

const isEnd = (column: { numeric?: boolean; align?: 'start' | 'end' }) =>
  (column.align ?? (column.numeric ? 'end' : 'start')) === 'end';

/** A column's header: a link that sorts by it when it sorts, with the order it is in now. */
function HeaderCell<Row>({
  column,
  sort,
  search,
}: {
  column: DataTableColumn<Row>;
  sort: SortState | undefined;
  search: string;
}) {
  const { t } = useTranslation();
  const label = t(column.labelKey);
  const sorted = column.sortKey !== undefined && sort?.key === column.sortKey ? sort.dir : undefined;
  const className = cn('py-2 pe-3 font-medium last:pe-0', isEnd(column) ? 'text-end' : 'text-start');
  if (column.sortKey === undefined)
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  const to = sortSearch(search, sort, column.sortKey, column.firstDir);
  const next = sorted ? (sorted === 'asc' ? 'desc' : 'asc') : (column.firstDir ?? 'asc');
  const Arrow = sorted === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined} className={className}>
      <Link
        to={to}
        preventScrollReset
        // The visible name first, then what the link does (WCAG 2.5.3, label in name).
        aria-label={t(next === 'asc' ? 'dataTable.sortAscending' : 'dataTable.sortDescending', { column: label })}
        className={cn(
          'inline-flex items-center gap-1 underline-offset-4 hover:underline',
          sorted ? 'font-semibold text-stone-900' : 'underline decoration-stone-300 decoration-dotted',
        )}
      >
        {label}
        {sorted && <Arrow className="size-3.5 shrink-0" />}
      </Link>
    </th>
  );
}

/**
 * The list's order as hidden fields of its filter form (a GET form replaces the whole query), so
 * a new search keeps the order chosen; the list's own order is left out of the address.
 */
export function SortFields({ sort, defaultSort }: { sort: SortState; defaultSort: SortState }) {
  if (isSameSort(sort, defaultSort)) return null;
  return (
    <>
      <input type="hidden" name="sort" value={sort.key} />
      <input type="hidden" name="dir" value={sort.dir} />
    </>
  );
}
