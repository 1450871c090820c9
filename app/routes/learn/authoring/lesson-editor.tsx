import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/lesson-editor';
import { lessonEditorAction, loadLessonEditorPage, requireEditableLesson } from './lesson-editor.server';
import { LessonEditorView } from './lesson-editor-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor-dashboard/courses/:courseId/lessons/:lessonId');
  const editable = await requireEditableLesson(request, user, params);
  return loadLessonEditorPage(request, editable);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/instructor-dashboard/courses/:courseId/lessons/:lessonId');
  const editable = await requireEditableLesson(request, user, params);
  return lessonEditorAction(request, { ...editable, user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function LessonEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LessonEditorView loaderData={loaderData} actionData={actionData} />;
}
