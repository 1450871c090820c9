import { Link } from 'react-router';
import { DataTable, type DataTableColumn, SortFields } from '~/components/ui/data-table';
import type { SortState } from '~/components/ui/data-table-params';
import { ListSearch } from '~/components/ui/list-search';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import type { LearnerSortKey } from '~/features/learning/learners.server';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';

type LearnerRow = {
  id: string;
  learnerName: string;
  email: string;
  courseSlug: string;
  courseTitle: string;
  source: string;
  enrolledAt: Date | string;
  lastActivityAt: Date | string;
  completedAt: Date | string | null;
  certificateCode: string | null;
  progress: { done: number; total: number; percent: number };
};

/** /creator-hub/students: the search, then each enrolment with its progress, last activity and certificate. */
export function StudentsView({
  learners,
  total,
  q,
  sort,
  defaultSort,
  page,
  pageCount,
}: {
  learners: readonly LearnerRow[];
  total: number;
  q: string;
  sort: SortState<LearnerSortKey>;
  defaultSort: SortState<LearnerSortKey>;
  page: number;
  pageCount: number;
}) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const columns: DataTableColumn<LearnerRow, LearnerSortKey>[] = [
    {
      id: 'learner',
      labelKey: 'students.learner',
      sortKey: 'learner',
      cell: (learner) => (
        <>
          <span dir="auto" className="block font-semibold text-stone-900">
            {learner.learnerName}
          </span>
          <span className="block break-all text-stone-600">{learner.email}</span>
        </>
      ),
    },
    {
      id: 'course',
      labelKey: 'students.course',
      sortKey: 'course',
      cell: (learner) => (
        <>
          <Link to={pathTo('/courses/:slug', { slug: learner.courseSlug })} className="font-semibold text-brand-800 underline">
            {learner.courseTitle}
          </Link>
          <span className="block text-stone-600">
            {t(`students.source.${learner.source}`)} · {formatWhen(learner.enrolledAt)}
          </span>
        </>
      ),
    },
    {
      id: 'progress',
      labelKey: 'students.progress',
      cell: (learner) => (
        <>
          <div className="flex items-center gap-2">
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={learner.progress.percent}
              aria-label={t('students.progressOf', { name: learner.learnerName })}
              className="h-2 w-24 overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full bg-brand-600" style={{ width: `${learner.progress.percent}%` }} />
            </div>
            <span className="text-stone-800">{learner.progress.percent}%</span>
          </div>
          <span className="block text-stone-600">
            {learner.completedAt
              ? t('students.completed', { date: formatWhen(learner.completedAt) })
              : t('students.steps', { done: learner.progress.done, total: learner.progress.total })}
          </span>
        </>
      ),
    },
    {
      id: 'lastActive',
      labelKey: 'students.lastActive',
      sortKey: 'lastActive',
      firstDir: 'desc',
      className: 'text-stone-700',
      cell: (learner) => formatWhen(learner.lastActivityAt),
    },
    {
      id: 'certificate',
      labelKey: 'students.certificate',
      cell: (learner) =>
        learner.certificateCode ? (
          <Link
            to={pathTo('/certificates/:code', { code: learner.certificateCode })}
            className="whitespace-nowrap font-mono text-brand-800 underline"
          >
            {learner.certificateCode}
          </Link>
        ) : (
          <span className="text-stone-500">{t('students.noCertificate')}</span>
        ),
    },
  ];
  return (
    <>
      <ListSearch label={t('students.search')} submitLabel={t('students.find')} defaultValue={q}>
        <SortFields sort={sort} defaultSort={defaultSort} />
      </ListSearch>
      <DataTable
        label={t('students.table')}
        columns={columns}
        rows={learners}
        rowKey={(learner) => learner.id}
        minWidth="48rem"
        sort={sort}
        page={{ page, pageCount }}
        exportPath="/creator-hub/students/export.csv"
        summary={t('students.count', { count: total })}
        empty={{ title: t(q ? 'students.noMatch' : 'students.none') }}
      />
    </>
  );
}
