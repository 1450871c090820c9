import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/course-editor';
import { requireEditableCourse } from './course-editor.server';
import { courseEditorAction } from './course-editor-actions.server';
import { loadCourseEditorPage } from './course-editor-page.server';
import { CourseEditorView } from './course-editor-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor-dashboard/courses/:courseId');
  const course = await requireEditableCourse(request, user, params.courseId);
  return loadCourseEditorPage(request, course);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/instructor-dashboard/courses/:courseId');
  const course = await requireEditableCourse(request, user, params.courseId);
  return courseEditorAction(request, { user, course });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CourseEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CourseEditorView loaderData={loaderData} actionData={actionData} />;
}
