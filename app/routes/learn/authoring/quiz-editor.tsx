import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/quiz-editor';
import { requireEditableCourse } from './course-editor.server';
import { loadQuizEditorPage, quizEditorAction } from './quiz-editor.server';
import { QuizEditorView } from './quiz-editor-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor-dashboard/courses/:courseId/quiz');
  const course = await requireEditableCourse(request, user, params.courseId);
  return loadQuizEditorPage(request, course);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/instructor-dashboard/courses/:courseId/quiz');
  const course = await requireEditableCourse(request, user, params.courseId);
  return quizEditorAction(request, { user, course });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function QuizEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <QuizEditorView loaderData={loaderData} actionData={actionData} />;
}
