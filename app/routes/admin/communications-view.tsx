import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { PageHeader } from '~/components/ui/page-header';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { loadIssueList } from './newsletter-issue.server';

type ListData = Awaited<ReturnType<typeof loadIssueList>>;
type IssueRow = ListData['issues'][number];

const STATUSES = ['draft', 'sending', 'sent'] as const;

/** /admin/communications: the newsletter's issues, how many of each status, and a link to write one. */
export function CommunicationsView({ page }: { page: ListData }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const columns: DataTableColumn<IssueRow>[] = [
    {
      id: 'subject',
      labelKey: 'newsletter.issues.columns.subject',
      cell: (issue) => (
        <Link
          to={pathTo('/admin/communications/:issueId', { issueId: issue.id })}
          className="font-semibold text-brand-800 underline"
          dir="auto"
        >
          {issue.subject}
        </Link>
      ),
    },
    {
      id: 'status',
      labelKey: 'newsletter.issues.columns.status',
      className: 'whitespace-nowrap',
      cell: (issue) => t(`newsletter.issues.status.${issue.status}`),
    },
    {
      id: 'recipients',
      labelKey: 'newsletter.issues.columns.recipients',
      numeric: true,
      // A draft has no recipients yet: how many it reaches is settled when it is sent.
      cell: (issue) => (issue.status === 'draft' ? '–' : issue.recipients),
    },
    {
      id: 'updated',
      labelKey: 'newsletter.issues.columns.updated',
      className: 'text-stone-700',
      cell: (issue) => when(issue.sentAt ?? issue.updatedAt),
    },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={page.seo.title} description={t('newsletter.issues.intro')}>
        <p className="mt-4">
          <Link to="/admin/communications/new" className={buttonClass('primary', 'md')}>
            {t('newsletter.issues.new')}
          </Link>
        </p>
      </PageHeader>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="rounded-2xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">{t('newsletter.issues.confirmedSubscribers')}</dt>
          <dd className="mt-1 text-2xl font-bold text-stone-900">{page.confirmedSubscribers}</dd>
        </div>
        {STATUSES.map((status) => (
          <div key={status} className="rounded-2xl border border-stone-200 bg-white p-4">
            <dt className="text-sm text-stone-600">{t(`newsletter.issues.statusPlural.${status}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900">{page.counts[status]}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-10 font-serif text-2xl font-bold text-stone-900">{t('newsletter.issues.listHeading')}</h2>
      <DataTable
        label={t('newsletter.issues.listHeading')}
        columns={columns}
        rows={page.issues}
        rowKey={(issue) => issue.id}
        minWidth="36rem"
        empty={{ title: t('newsletter.issues.empty') }}
      />
    </div>
  );
}
