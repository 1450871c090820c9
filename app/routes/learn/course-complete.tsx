import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/course-complete';
import { loadCourseCompletion } from './course-complete.server';
import { CourseCompleteView } from './course-complete-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/courses/:slug/complete');
  return loadCourseCompletion(request, { slug: params.slug, user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CourseCompletePage({ loaderData }: Route.ComponentProps) {
  return <CourseCompleteView page={loaderData} />;
}
