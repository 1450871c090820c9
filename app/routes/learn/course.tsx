import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/course';
import { coursePageAction, loadCoursePage } from './course-page.server';
import { CoursePageView } from './course-page-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/courses/:slug');
  return loadCoursePage(request, { slug: params.slug, user });
}

/** Enrol (also without JavaScript). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/courses/:slug');
  return coursePageAction(request, { slug: params.slug, user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CoursePage({ loaderData, actionData }: Route.ComponentProps) {
  return <CoursePageView page={loaderData} actionResult={actionData} />;
}
