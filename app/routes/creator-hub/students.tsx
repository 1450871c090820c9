import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { ListSearch } from '~/components/ui/list-search';
import { Pager } from '~/components/ui/pager';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { requireAccess } from '~/features/accounts/guard.server';
import { listLearners } from '~/features/learning/learners.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/students';

/** Every learner's enrolments for administrators: progress, completion and certificate, searchable. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/students');
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const [list, seo] = await Promise.all([
    listLearners({ q, page }),
    pageSeo(request, { path: '/creator-hub/students', pageKey: 'creator-hub-students', noindex: true }),
  ]);
  return { ...list, q, page, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubStudentsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { learners, total, q, page, pageCount } = loaderData;
  const hrefFor = (target: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(target) })}`;
  return (
    <AreaPage pageKey="creator-hub-students">
      <ListSearch label={t('students.search')} submitLabel={t('students.find')} defaultValue={q} />
      <p className="mt-4 text-sm text-stone-600">{t('students.count', { count: total })}</p>
      {learners.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-earth-50 px-6 py-10 text-center text-stone-700">
          {t(q ? 'students.noMatch' : 'students.none')}
        </p>
      ) : (
        <ScrollRegion label={t('students.table')} className="mt-4">
          <table className="w-full min-w-[48rem] text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-2 text-start font-medium">
                  {t('students.learner')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('students.course')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('students.progress')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('students.lastActive')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('students.certificate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {learners.map((learner) => (
                <tr key={learner.id} className="border-b border-stone-100 align-top">
                  <td className="py-3 pe-3">
                    <span dir="auto" className="block font-semibold text-stone-900">
                      {learner.learnerName}
                    </span>
                    <span className="block break-all text-stone-600">{learner.email}</span>
                  </td>
                  <td className="py-3 pe-3">
                    <Link
                      to={pathTo('/courses/:slug', { slug: learner.courseSlug })}
                      className="font-semibold text-brand-800 underline"
                    >
                      {learner.courseTitle}
                    </Link>
                    <span className="block text-stone-600">
                      {t(`students.source.${learner.source}`)} · {formatWhen(learner.enrolledAt)}
                    </span>
                  </td>
                  <td className="py-3 pe-3">
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
                  </td>
                  <td className="py-3 pe-3 text-stone-700">{formatWhen(learner.lastActivityAt)}</td>
                  <td className="py-3">
                    {learner.certificateCode ? (
                      <Link
                        to={pathTo('/certificates/:code', { code: learner.certificateCode })}
                        className="font-mono text-brand-800 underline"
                      >
                        {learner.certificateCode}
                      </Link>
                    ) : (
                      <span className="text-stone-500">{t('students.noCertificate')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={hrefFor}
        labels={{ previous: t('students.previous'), next: t('students.next') }}
      />
    </AreaPage>
  );
}
