import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { Pager } from '~/components/ui/pager';
import { requireAccess } from '~/features/accounts/guard.server';
import { CourseGrid } from '~/features/learning/components/course-card';
import { CourseFilters } from '~/features/learning/components/course-filters';
import { findCourseLanguages, findCourses } from '~/features/learning/courses.server';
import { courseListHref, parseCourseListQuery } from '~/features/learning/learning.schema';
import { courseListJsonLd } from '~/features/learning/structured-data';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/courses';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/courses');
  const query = parseCourseListQuery(new URL(request.url));
  const [result, languages] = await Promise.all([findCourses(query), findCourseLanguages()]);
  const seo = await pageSeo(request, {
    path: '/courses',
    pageKey: 'courses',
    jsonLd: [courseListJsonLd(result.courses, getSiteConfig())],
  });
  return { ...result, query, languages, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { courses, total, pageCount, query, languages, seo } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <PageHeader title={seo.title} description={seo.description} />
      <div className="mt-8">
        <CourseFilters query={query} languages={languages} />
      </div>
      <p className="mt-6 text-sm text-stone-600" aria-live="polite">
        {t('learning.count', { count: total })}
      </p>
      {courses.length === 0 ? (
        <EmptyState
          className="mt-6"
          title={t('learning.empty')}
          action={
            <Link to="/courses" className="inline-block font-semibold text-brand-800 underline">
              {t('learning.filters.clear')}
            </Link>
          }
        />
      ) : (
        <div className="mt-4">
          <CourseGrid courses={courses} label={t('learning.results')} titleLevel="h2" />
        </div>
      )}
      <Pager page={query.page} pageCount={pageCount} hrefFor={(page) => courseListHref({ ...query, page })} />
    </div>
  );
}
