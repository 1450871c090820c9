import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { Pager } from '~/components/ui/pager';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { requireAccess } from '~/features/accounts/guard.server';
import { findCourseLearners, LEARNERS_PAGE_SIZE } from '~/features/learning/course-learners.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { pageCountOf } from '~/utils/pagination';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/course-learners';
import { requireEditableCourse } from './course-editor.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor-dashboard/courses/:courseId/learners');
  const course = await requireEditableCourse(request, user, params.courseId);
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const [{ learners, total }, seo] = await Promise.all([
    findCourseLearners({ courseId: course.id, page }),
    pageSeo(request, {
      path: pathTo('/instructor-dashboard/courses/:courseId/learners', { courseId: course.id }),
      pageKey: 'course-learners',
      noindex: true,
    }),
  ]);
  return {
    course: { id: course.id, title: course.title, lessonCount: course.lessons.length, hasQuiz: Boolean(course.quiz) },
    learners: learners.map((learner) => ({
      ...learner,
      enrolledAt: learner.enrolledAt.toISOString(),
      lastActivityAt: learner.lastActivityAt.toISOString(),
      completedAt: learner.completedAt?.toISOString() ?? null,
    })),
    total,
    page,
    pageCount: pageCountOf(total, LEARNERS_PAGE_SIZE),
    seo,
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CourseLearnersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatDate = useDateTimeFormat();
  const { course, learners, total, page, pageCount } = loaderData;
  const percent = (done: number) =>
    course.lessonCount > 0 ? Math.round((Math.min(done, course.lessonCount) / course.lessonCount) * 100) : 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to={pathTo('/instructor-dashboard/courses/:courseId', { courseId: course.id })}
        className="text-sm font-semibold text-brand-800 underline"
        dir="auto"
      >
        {t('learning.authoring.backToCourse', { title: course.title })}
      </Link>
      <div className="mt-4">
        <PageHeader title={loaderData.seo.title} description={t('learning.authoring.learnersIntro', { count: total })} />
      </div>
      {learners.length === 0 ? (
        <EmptyState className="mt-8" title={t('learning.authoring.noLearners')} />
      ) : (
        <ScrollRegion
          label={t('learning.authoring.learnersCaption', { title: course.title })}
          className="mt-8 rounded-2xl border border-stone-200 bg-white"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption id="learners-caption" className="sr-only">
              {t('learning.authoring.learnersCaption', { title: course.title })}
            </caption>
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('learning.authoring.columns.learner')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('learning.authoring.columns.progress')}
                </th>
                {course.hasQuiz && (
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('learning.authoring.columns.quiz')}
                  </th>
                )}
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('learning.authoring.columns.enrolled')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('learning.authoring.columns.lastActive')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('learning.authoring.columns.finished')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {learners.map((learner) => (
                <tr key={learner.id}>
                  <th scope="row" className="px-4 py-3 font-semibold text-stone-900" dir="auto">
                    {learner.name}
                  </th>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-2">
                      <progress
                        max={100}
                        value={percent(learner.lessonsDone)}
                        className="h-2 w-24 accent-brand-700"
                        aria-label={t('learning.authoring.progressOf', { name: learner.name })}
                      />
                      <span>{t('learning.authoring.lessonsDone', { done: learner.lessonsDone, total: course.lessonCount })}</span>
                    </div>
                  </td>
                  {course.hasQuiz && <td className="px-4 py-3">{learner.bestScore === null ? '–' : `${learner.bestScore}%`}</td>}
                  <td className="px-4 py-3">
                    <time dateTime={learner.enrolledAt}>{formatDate(learner.enrolledAt)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <time dateTime={learner.lastActivityAt}>{formatDate(learner.lastActivityAt)}</time>
                  </td>
                  <td className="px-4 py-3">
                    {learner.completedAt ? <time dateTime={learner.completedAt}>{formatDate(learner.completedAt)}</time> : '–'}
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
        hrefFor={(next) => `${pathTo('/instructor-dashboard/courses/:courseId/learners', { courseId: course.id })}?page=${next}`}
        labels={{ previous: t('learning.authoring.previousPage'), next: t('learning.authoring.nextPage') }}
      />
    </div>
  );
}
