import { redirect } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { AUTHORING_LIMITS, courseFormSchema, moduleTitleSchema } from '~/features/learning/authoring.schema';
import { COURSE_FIELDS } from '~/features/learning/components/course-details-fields';
import { setCourseCover } from '~/features/learning/course-cover.server';
import { publishCourse, unpublishCourse, updateCourse } from '~/features/learning/course-details.server';
import { addLesson, moveLesson } from '~/features/learning/course-lessons.server';
import { addModule, deleteModule, moveModule, renameModule } from '~/features/learning/course-modules.server';
import type { EditableCourse } from '~/features/learning/editable-course.server';
import type { Result } from '~/utils/failure';
import { readForm, readUploadForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { fieldErrorsOf } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { editorAnswer, valuesOf } from './course-editor.server';

const DIRECTIONS = ['up', 'down'] as const;
const directionOf = (form: FormData) => DIRECTIONS.find((direction) => direction === textField(form, 'direction'));

/**
 * The course editor's form posts, by intent: the details, publishing, and the outline (modules
 * and lessons added, renamed, moved, deleted). The route has checked who may edit the course;
 * each operation checks `user` again.
 */
export async function courseEditorAction(request: Request, { user, course }: { user: SessionUser; course: EditableCourse }) {
  // The cover picture comes as an upload, read within the photos' limit for this address.
  if (/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
    const upload = await readUploadForm(request, 'learning.authoring.cover.errors.fileTooLarge');
    if (!upload.ok) return editorAnswer({ ok: false, intent: 'cover', target: 'cover', message: upload.message }, upload.status);
    if (textField(upload.form, 'intent') !== 'cover')
      return editorAnswer({ ok: false, intent: 'cover', message: 'errors.badForm' });
    const file = upload.form.get('cover');
    const outcome = await setCourseCover({ actor: user, courseId: course.id, file: file instanceof Blob ? file : null });
    return editorAnswer(
      outcome.ok
        ? { ok: true, intent: 'cover', message: 'learning.authoring.cover.saved' }
        : { ok: false, intent: 'cover', target: 'cover', message: outcome.message },
      outcome.ok ? 200 : outcome.status,
    );
  }
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const intent = textField(form, 'intent');
  const change = { actor: user, courseId: course.id };
  const courseId = course.id;
  const answer = (outcome: Result, success: string, target?: string) =>
    editorAnswer({ ok: outcome.ok, intent, target, message: outcome.ok ? success : outcome.message });

  switch (intent) {
    case 'details': {
      const values = valuesOf(form, COURSE_FIELDS);
      const parsed = courseFormSchema.safeParse(values);
      if (!parsed.success) return editorAnswer({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), values });
      return answer(await updateCourse({ ...change, input: parsed.data }), 'learning.authoring.saved');
    }
    case 'publish':
      return answer(await publishCourse(change), 'learning.authoring.published');
    case 'unpublish':
      return answer(await unpublishCourse(change), 'learning.authoring.unpublished');
    case 'add-module': {
      const title = moduleTitleSchema.safeParse(textField(form, 'title'));
      if (!title.success)
        return editorAnswer({ ok: false, intent, target: 'new-module', message: title.error.issues[0]?.message });
      return answer(await addModule({ ...change, title: title.data }), 'learning.authoring.moduleAdded');
    }
    case 'rename-module': {
      const moduleId = textField(form, 'moduleId');
      const title = moduleTitleSchema.safeParse(textField(form, 'title'));
      if (!title.success) return editorAnswer({ ok: false, intent, target: moduleId, message: title.error.issues[0]?.message });
      return answer(await renameModule({ ...change, moduleId, title: title.data }), 'learning.authoring.saved', moduleId);
    }
    case 'move-module': {
      const direction = directionOf(form);
      if (!direction) break;
      return answer(
        await moveModule({ ...change, moduleId: textField(form, 'moduleId'), direction }),
        'learning.authoring.moved',
      );
    }
    case 'delete-module': {
      const moduleId = textField(form, 'moduleId');
      return answer(await deleteModule({ ...change, moduleId }), 'learning.authoring.moduleDeleted', moduleId);
    }
    case 'add-lesson': {
      const moduleId = textField(form, 'moduleId');
      const title = textField(form, 'title').trim();
      if (title.length < AUTHORING_LIMITS.lessonTitle.min || title.length > AUTHORING_LIMITS.lessonTitle.max)
        return editorAnswer({ ok: false, intent, target: moduleId, message: 'learning.authoring.errors.lessonTitle' });
      const added = await addLesson({ ...change, moduleId, title });
      if (!added.ok) return editorAnswer({ ok: false, intent, target: moduleId, message: added.message });
      return redirect(
        pathTo('/instructor-dashboard/courses/:courseId/lessons/:lessonId', { courseId, lessonId: added.lessonId }),
      );
    }
    case 'move-lesson': {
      const direction = directionOf(form);
      if (!direction) break;
      return answer(
        await moveLesson({ ...change, lessonId: textField(form, 'lessonId'), direction }),
        'learning.authoring.moved',
      );
    }
  }
  return editorAnswer({ ok: false, intent, message: 'errors.badForm' });
}
