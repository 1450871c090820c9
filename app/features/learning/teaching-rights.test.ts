import { describe, expect, it } from 'vitest';
import { type Actor, isActorRefusal } from '~/utils/actor';
import { isTeacherOf, requireTeacher, requireTeacherOf } from './teaching-rights';

const learner: Actor = { id: 'u1', role: 'user' };
const teacher: Actor = { id: 'u2', role: 'instructor' };
const otherTeacher: Actor = { id: 'u4', role: 'instructor' };
const admin: Actor = { id: 'u3', role: 'admin' };

function refusal(action: () => void) {
  try {
    action();
  } catch (error) {
    return error;
  }
  return null;
}

describe('who may act on a course or a class', () => {
  it('is its own instructor or an administrator', () => {
    const course = { instructorId: teacher.id };
    expect(isTeacherOf(teacher, course)).toBe(true);
    expect(isTeacherOf(admin, course)).toBe(true);
    expect(isTeacherOf(otherTeacher, course)).toBe(false);
    expect(isTeacherOf(learner, course)).toBe(false);
  });

  it('is only an administrator when nobody teaches it (a demo course)', () => {
    expect(isTeacherOf(admin, { instructorId: null })).toBe(true);
    expect(isTeacherOf(teacher, { instructorId: null })).toBe(false);
  });

  it('refuses anyone else with Access Denied, naming the roles', () => {
    const error = refusal(() => requireTeacherOf(otherTeacher, { instructorId: teacher.id }));
    expect(isActorRefusal(error)).toBe(true);
    expect(error).toMatchObject({ data: { requiredRoles: ['instructor', 'admin'] } });
    expect(refusal(() => requireTeacherOf(teacher, { instructorId: teacher.id }))).toBeNull();
  });

  it('lets only instructors and administrators write a new course or class', () => {
    expect(refusal(() => requireTeacher(teacher))).toBeNull();
    expect(refusal(() => requireTeacher(admin))).toBeNull();
    expect(isActorRefusal(refusal(() => requireTeacher(learner)))).toBe(true);
  });
});
