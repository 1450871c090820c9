import { data } from 'react-router';
import { denyAccess, type SessionUser } from '~/features/accounts/guard.server';
import { type EditableCourse, findCourseForEditing } from '~/features/learning/editable-course.server';
import { isTeacherOf } from '~/features/learning/teaching-rights';
import { notFoundResponse } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import type { FieldErrors } from '~/utils/form-result';

/*
 * The course editor's pages share one rule: the route table lets instructors and admins in, and
 * a course is edited by its own instructor or by an admin (learning's `isTeacherOf`). Anyone
 * else asking for someone else's course gets Access Denied (recorded), as for a video room
 * without a seat. Each change the pages make is checked again by its operation, under the
 * course's lock.
 */

/**
 * The course `user` (let in by the route table) may edit: 404 for no such course, Access Denied
 * for someone else's.
 */
export async function requireEditableCourse(
  request: Request,
  user: SessionUser,
  courseId: string | undefined,
): Promise<EditableCourse> {
  const course = await findCourseForEditing(courseId ?? '');
  if (!course) throw await notFoundResponse(request);
  if (!isTeacherOf(user, course)) {
    const { t } = await getRequestLanguage(request);
    return denyAccess(request, { user, requiredRoles: [t('learning.authoring.courseInstructor')] });
  }
  return course;
}

/** What an editor's action answers: which form it was, and its message or its fields' messages. */
export type EditorAnswer = {
  ok: boolean;
  intent: string;
  /** The form it answers (a module, lesson or question id) when the page holds several of a kind. */
  target?: string;
  message?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
  /** A lesson's text as it will read, rendered and sanitised, before it is saved. */
  preview?: string;
};

/** The editor's forms answer every refusal 400, an operation's expected failure included (as they always have). */
export const editorAnswer = (answer: EditorAnswer, status = answer.ok ? 200 : 400) => data<EditorAnswer>(answer, { status });

/** The form's text fields, as strings. */
export function valuesOf(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
}
