import { type Actor, isAdmin, mayTeach, refuseActor } from '~/utils/actor';

/*
 * Who may act on what learning teaches (SPEC §6, issue 34), pure so the operations, the routes
 * and their tests read the same rule: a course or a class is changed by its own instructor or by
 * an administrator, and only someone who teaches writes a new one. The operations call these
 * inside the transaction that holds the course's or the class's row lock, so what they check is
 * what they change.
 */

/** The roles the Access Denied screen names for a course or a class that is not the person's. */
const TEACHER_ROLES = ['instructor', 'admin'] as const;

/** Whether the actor teaches this course or class (its instructor), or is an administrator. */
export function isTeacherOf(actor: Actor, taught: { instructorId: string | null }): boolean {
  return isAdmin(actor) || (taught.instructorId !== null && taught.instructorId === actor.id);
}

/** Refuses anyone but the course's or class's instructor and administrators. */
export function requireTeacherOf(actor: Actor, taught: { instructorId: string | null }): void {
  if (!isTeacherOf(actor, taught)) refuseActor('not the instructor of this course or class', TEACHER_ROLES);
}

/** Refuses anyone who does not teach: a new course or class is written by an instructor (or an admin). */
export function requireTeacher(actor: Actor): void {
  if (!mayTeach(actor)) refuseActor('instructors only', TEACHER_ROLES);
}
