import { Link } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { BookPlus, Pencil } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { InstructorDashboard } from './dashboard.server';
import type { ScheduleAnswer } from './dashboard-actions.server';
import { ClassesSection } from './dashboard-classes-view';
import { EarningsSection } from './dashboard-earnings-view';

/** The instructor dashboard: live classes, courses, and what teaching earned (decision 0057). */
export function InstructorDashboardView({ page, answer }: { page: InstructorDashboard; answer: ScheduleAnswer | undefined }) {
  const { t } = useTranslation();
  const { courses } = page;
  return (
    <AreaPage pageKey="instructor-dashboard" area="instructors">
      <ClassesSection page={page} answer={answer} />
      <section aria-labelledby="my-courses" className="mt-10">
        <h2 id="my-courses" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.teach.courses')}
        </h2>
        {courses.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('learning.teach.noCourses')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {courses.map((course) => (
              <li key={course.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                <div className="min-w-0 flex-1">
                  {course.status === 'published' ? (
                    <Link
                      to={pathTo('/courses/:slug', { slug: course.slug })}
                      dir="auto"
                      className="font-semibold text-brand-800 underline"
                    >
                      {course.title}
                    </Link>
                  ) : (
                    <span dir="auto" className="font-semibold text-stone-900">
                      {course.title}
                    </span>
                  )}
                  <p className="text-sm text-stone-700">
                    <Link
                      to={pathTo('/instructor-dashboard/courses/:courseId/learners', { courseId: course.id })}
                      className="underline"
                    >
                      {t('learning.teach.learners', { count: course.learners, finished: course.finished })}
                    </Link>
                    {course.status !== 'published' && ` · ${t(`learning.teach.courseStatus.${course.status}`)}`}
                  </p>
                </div>
                <Link
                  to={pathTo('/instructor-dashboard/courses/:courseId', { courseId: course.id })}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={t('learning.authoring.editCourseNamed', { title: course.title })}
                >
                  <Pencil aria-hidden className="size-4" />
                  {t('learning.authoring.editCourse')}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to={pathTo('/instructor-dashboard/courses/new')} className={buttonClass('primary', 'md', 'mt-4')}>
          <BookPlus aria-hidden className="size-4" />
          {t('learning.authoring.newCourse')}
        </Link>
      </section>
      <EarningsSection
        earnings={page.earnings}
        payouts={page.payouts}
        recorded={page.recorded}
        refundWindowDays={page.refundWindowDays}
      />
    </AreaPage>
  );
}
