import { redirect } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { findListedProductsByHandles, listListedProductNames } from '~/features/catalog/catalog.server';
import { renderMarkdown } from '~/features/content/content.server';
import { AUTHORING_LIMITS, lessonFormSchema } from '~/features/learning/authoring.schema';
import { deleteLesson, saveLesson } from '~/features/learning/course-lessons.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { fieldErrorsOf } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { editorAnswer, requireEditableCourse, valuesOf } from './course-editor.server';
import { loadLessonFilesEditor, removeLessonFile, uploadLessonFile } from './lesson-files-editor.server';

const FIELDS = ['title', 'moduleId', 'minutes', 'videoUrl', 'dripDays', 'body'] as const;

/** The lesson the person may edit (its course's instructor, or an admin): 404 for no such lesson in the course. */
export async function requireEditableLesson(
  request: Request,
  user: SessionUser,
  params: { courseId?: string; lessonId?: string },
) {
  const course = await requireEditableCourse(request, user, params.courseId);
  const lesson = course.lessons.find((row) => row.id === params.lessonId);
  if (!lesson) throw await notFoundResponse(request);
  return { course, lesson };
}

type EditableLesson = Awaited<ReturnType<typeof requireEditableLesson>>;

/** The lesson editor's page read: the lesson's fields, the catalogue's products to link as materials, and its files. */
export async function loadLessonEditorPage(request: Request, { course, lesson }: EditableLesson) {
  const [products, files, seo] = await Promise.all([
    listListedProductNames(),
    loadLessonFilesEditor({ courseSlug: course.slug, lesson }),
    pageSeo(request, {
      path: pathTo('/instructor-dashboard/courses/:courseId/lessons/:lessonId', { courseId: course.id, lessonId: lesson.id }),
      title: lesson.title,
      pageKey: 'lesson-editor',
      noindex: true,
    }),
  ]);
  return {
    course: { id: course.id, title: course.title, slug: course.slug, status: course.status, modules: course.modules },
    lesson: {
      id: lesson.id,
      slug: lesson.slug,
      values: {
        title: lesson.title,
        moduleId: lesson.moduleId,
        minutes: String(lesson.minutes),
        videoUrl: lesson.videoUrl ?? '',
        dripDays: lesson.dripDays === null ? '' : String(lesson.dripDays),
        body: lesson.bodyMd,
      },
      isPreview: lesson.isPreview,
      materials: lesson.materials,
    },
    products,
    files,
    seo,
  };
}

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '');

/**
 * The lesson editor's posts: a file uploaded or removed, the lesson previewed, saved or deleted.
 * The route has checked who may edit the course; each operation checks `user` again.
 */
export async function lessonEditorAction(request: Request, { user, course, lesson }: EditableLesson & { user: SessionUser }) {
  const change = { actor: user, courseId: course.id, lessonId: lesson.id };
  // A video or resource: streamed to disk as it arrives, never read into memory whole.
  if (isMultipart(request)) return uploadLessonFile(request, { actor: user, lessonId: lesson.id });
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const intent = textField(form, 'intent');
  if (intent === 'remove-file') return removeLessonFile({ actor: user, lessonId: lesson.id, fileId: textField(form, 'fileId') });
  if (intent === 'delete') {
    const deleted = await deleteLesson(change);
    if (!deleted.ok) return editorAnswer({ ok: false, intent, message: deleted.message });
    return redirect(pathTo('/instructor-dashboard/courses/:courseId', { courseId: course.id }));
  }
  const values = valuesOf(form, FIELDS);
  const materials = form.getAll('materials').filter((value): value is string => typeof value === 'string');
  if (intent === 'preview') {
    const body = values.body ?? '';
    if (body.length > AUTHORING_LIMITS.lessonBody.max)
      return editorAnswer({ ok: false, intent, fieldErrors: { body: 'learning.authoring.errors.bodyTooLong' }, values });
    return editorAnswer({
      ok: true,
      intent,
      values: { ...values, materials: materials.join(',') },
      preview: renderMarkdown(body).html,
    });
  }
  if (intent !== 'save') return editorAnswer({ ok: false, intent, message: 'errors.badForm' });
  const parsed = lessonFormSchema.safeParse({ ...values, isPreview: form.get('isPreview') === 'on', materials });
  const kept = { ...values, isPreview: form.get('isPreview') === 'on' ? 'on' : '', materials: materials.join(',') };
  if (!parsed.success) return editorAnswer({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), values: kept });
  // Materials are products in the catalogue: a handle that is not one is refused, never kept.
  const listed = await findListedProductsByHandles(parsed.data.materials);
  if (listed.length !== new Set(parsed.data.materials).size)
    return editorAnswer({ ok: false, intent, fieldErrors: { materials: 'learning.authoring.errors.materials' }, values: kept });
  const saved = await saveLesson({ ...change, input: parsed.data });
  if (!saved.ok)
    return editorAnswer({
      ok: false,
      intent,
      fieldErrors: { [saved.field ?? 'form']: saved.message },
      message: saved.field ? undefined : saved.message,
      values: kept,
    });
  return editorAnswer({ ok: true, intent, message: 'learning.authoring.lessonSaved' });
}
