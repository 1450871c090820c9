import { requireAccess } from '~/features/accounts/guard.server';
import type { Route } from './+types/lesson-file';
import { sendLessonFile } from './lesson-file.server';

/**
 * A lesson's uploaded video or resource, for whoever may open the lesson (the same rule as the
 * lesson page; anyone else: Access Denied, recorded). Videos answer range requests.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/courses/:slug/lessons/:lesson/files/:fileId');
  return sendLessonFile(request, { slug: params.slug, lessonSlug: params.lesson, fileId: params.fileId, user });
}
