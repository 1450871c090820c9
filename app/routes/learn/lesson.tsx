import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/lesson';
import { lessonPageAction, loadLessonPage } from './lesson-page.server';
import { LessonPageView } from './lesson-page-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/courses/:slug/lessons/:lesson');
  return loadLessonPage(request, { slug: params.slug, lessonSlug: params.lesson, user });
}

/** Mark complete, the note, and the materials into the cart (also without JavaScript). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/courses/:slug/lessons/:lesson');
  return lessonPageAction(request, { slug: params.slug, lessonSlug: params.lesson, user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function LessonPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LessonPageView page={loaderData} actionResult={actionData} />;
}
