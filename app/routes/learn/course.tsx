import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/course';
import { coursePageAction, courseSlugOf, loadCoursePage } from './course-page.server';
import { CoursePageView } from './course-page-view';

// Also the two pumpkin courses' own addresses, aliases of this page (route table).
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/courses/:slug');
  return loadCoursePage(request, { slug: courseSlugOf(request, params), user });
}

/** Enrol (also without JavaScript). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/courses/:slug');
  return coursePageAction(request, { slug: courseSlugOf(request, params), user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CoursePage({ loaderData, actionData }: Route.ComponentProps) {
  return <CoursePageView page={loaderData} actionResult={actionData} />;
}
