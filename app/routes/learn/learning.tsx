import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { ContentArticle } from '~/features/content/components/content-article';
import { requireContentDocument, toArticle } from '~/features/content/content.server';
import { CourseGrid } from '~/features/learning/components/course-card';
import { findLatestCourses } from '~/features/learning/courses.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/learning';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/learning');
  const [document, courses] = await Promise.all([requireContentDocument('pages', 'learning'), findLatestCourses({ limit: 3 })]);
  return {
    article: toArticle(document),
    courses,
    seo: await pageSeo(request, { path: '/learning', pageKey: 'learning' }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** How learning works here, with real courses to start from above the explanation. */
export default function LearningPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { article, courses, seo } = loaderData;
  return (
    <ContentArticle article={article} title={seo.title} description={seo.description}>
      {courses.length > 0 && (
        <section aria-labelledby="start-with" className="mt-8">
          <h2 id="start-with" className="font-serif text-2xl font-bold text-stone-900">
            {t('learning.startWith')}
          </h2>
          <div className="mt-4">
            <CourseGrid courses={courses} label={t('learning.startWith')} />
          </div>
          <Link to="/courses" className="mt-4 inline-block font-semibold text-brand-800 underline">
            {t('learning.allCourses')}
          </Link>
        </section>
      )}
    </ContentArticle>
  );
}
