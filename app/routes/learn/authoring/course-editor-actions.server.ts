import { redirect } from 'react-router';
import { AUTHORING_LIMITS, courseFormSchema, moduleTitleSchema } from '~/features/learning/authoring.schema';
import {
  addLesson,
  addModule,
  deleteModule,
  type EditableCourse,
  moveLesson,
  moveModule,
  publishCourse,
  renameModule,
  unpublishCourse,
  updateCourse,
} from '~/features/learning/authoring.server';
import { COURSE_FIELDS } from '~/features/learning/components/course-details-fields';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { fieldErrorsOf, type Outcome } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { editorAnswer, valuesOf } from './course-editor.server';

const DIRECTIONS = ['up', 'down'] as const;
const directionOf = (form: FormData) => DIRECTIONS.find((direction) => direction === textField(form, 'direction'));

/**
 * The course editor's form posts, by intent: the details, publishing, and the outline (modules
 * and lessons added, renamed, moved, deleted). The route has checked who may edit the course.
 */
export async function courseEditorAction(request: Request, course: EditableCourse) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const intent = textField(form, 'intent');
  const courseId = course.id;
  const answer = (outcome: Outcome, success: string, target?: string) =>
    editorAnswer({ ok: outcome.ok, intent, target, message: outcome.ok ? success : outcome.message });

  switch (intent) {
    case 'details': {
      const values = valuesOf(form, COURSE_FIELDS);
      const parsed = courseFormSchema.safeParse(values);
      if (!parsed.success) return editorAnswer({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), values });
      return answer(await updateCourse({ courseId, input: parsed.data }), 'learning.authoring.saved');
    }
    case 'publish':
      return answer(await publishCourse({ courseId }), 'learning.authoring.published');
    case 'unpublish':
      return answer(await unpublishCourse({ courseId }), 'learning.authoring.unpublished');
    case 'add-module': {
      const title = moduleTitleSchema.safeParse(textField(form, 'title'));
      if (!title.success)
        return editorAnswer({ ok: false, intent, target: 'new-module', message: title.error.issues[0]?.message });
      return answer(await addModule({ courseId, title: title.data }), 'learning.authoring.moduleAdded');
    }
    case 'rename-module': {
      const moduleId = textField(form, 'moduleId');
      const title = moduleTitleSchema.safeParse(textField(form, 'title'));
      if (!title.success) return editorAnswer({ ok: false, intent, target: moduleId, message: title.error.issues[0]?.message });
      return answer(await renameModule({ courseId, moduleId, title: title.data }), 'learning.authoring.saved', moduleId);
    }
    case 'move-module': {
      const direction = directionOf(form);
      if (!direction) break;
      return answer(await moveModule({ courseId, moduleId: textField(form, 'moduleId'), direction }), 'learning.authoring.moved');
    }
    case 'delete-module': {
      const moduleId = textField(form, 'moduleId');
      return answer(await deleteModule({ courseId, moduleId }), 'learning.authoring.moduleDeleted', moduleId);
    }
    case 'add-lesson': {
      const moduleId = textField(form, 'moduleId');
      const title = textField(form, 'title').trim();
      if (title.length < AUTHORING_LIMITS.lessonTitle.min || title.length > AUTHORING_LIMITS.lessonTitle.max)
        return editorAnswer({ ok: false, intent, target: moduleId, message: 'learning.authoring.errors.lessonTitle' });
      const added = await addLesson({ courseId, moduleId, title });
      if (!added.ok) return editorAnswer({ ok: false, intent, target: moduleId, message: added.message });
      return redirect(
        pathTo('/instructor-dashboard/courses/:courseId/lessons/:lessonId', { courseId, lessonId: added.lessonId }),
      );
    }
    case 'move-lesson': {
      const direction = directionOf(form);
      if (!direction) break;
      return answer(await moveLesson({ courseId, lessonId: textField(form, 'lessonId'), direction }), 'learning.authoring.moved');
    }
  }
  return editorAnswer({ ok: false, intent, message: 'errors.badForm' });
}
