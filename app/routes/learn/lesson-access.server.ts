import type { SessionUser } from '~/features/accounts/guard.server';
import { type Enrolment, findEnrolment } from '~/features/learning/enrolments.server';
import { type LessonAccess, lessonAccess } from '~/features/learning/progress';
import { isTeacherOf } from '~/features/learning/teaching-rights';

/*
 * Who may open a lesson, in one place for the lesson page and the lesson's files: a preview
 * lesson anyone; the others the course's enrolled learners once their drip day has come
 * (learning's `lessonAccess`); and always the course's instructor and admins, who need to see
 * what they teach as learners see it.
 */

export type LessonReader = {
  enrolment: Enrolment | null;
  /** The course's instructor or an admin. */
  isTeacher: boolean;
  access: LessonAccess;
};

export async function lessonReader({
  course,
  lesson,
  user,
}: {
  course: { id: string; instructorId: string | null };
  lesson: { isPreview: boolean; dripDays: number | null };
  user: SessionUser | null;
}): Promise<LessonReader> {
  const enrolment = user ? await findEnrolment({ actor: user, courseId: course.id }) : null;
  const isTeacher = user !== null && isTeacherOf(user, course);
  return { enrolment, isTeacher, access: isTeacher ? { state: 'open' } : lessonAccess(lesson, enrolment, new Date()) };
}
