import { describe, expect, it } from 'vitest';
import { type Actor, isActorRefusal, mayTeach, refuseActor, requireAdmin, requireSelf, requireSelfOrAdmin } from './actor';

const learner: Actor = { id: 'u1', role: 'user' };
const teacher: Actor = { id: 'u2', role: 'instructor' };
const admin: Actor = { id: 'u3', role: 'admin' };

function refusal(action: () => void) {
  try {
    action();
  } catch (error) {
    return error;
  }
  return null;
}

describe('actor checks', () => {
  it('refuses with the Access Denied answer (403 and the roles the screen names)', () => {
    const error = refusal(() => refuseActor('not the course’s instructor', ['instructor', 'admin']));
    expect(isActorRefusal(error)).toBe(true);
    expect(error).toMatchObject({ data: { requiredRoles: ['instructor', 'admin'] }, init: { status: 403 } });
  });

  it('lets admins through requireAdmin and no one else', () => {
    expect(refusal(() => requireAdmin(admin))).toBeNull();
    expect(isActorRefusal(refusal(() => requireAdmin(teacher)))).toBe(true);
    expect(isActorRefusal(refusal(() => requireAdmin(learner)))).toBe(true);
  });

  it('lets a person act for themselves, an admin for anyone under requireSelfOrAdmin', () => {
    expect(refusal(() => requireSelfOrAdmin(learner, 'u1'))).toBeNull();
    expect(refusal(() => requireSelfOrAdmin(admin, 'u1'))).toBeNull();
    expect(isActorRefusal(refusal(() => requireSelfOrAdmin(teacher, 'u1')))).toBe(true);
  });

  it('keeps what is a person’s own to them alone under requireSelf, admins included', () => {
    expect(refusal(() => requireSelf(learner, 'u1'))).toBeNull();
    expect(isActorRefusal(refusal(() => requireSelf(admin, 'u1')))).toBe(true);
  });

  it('counts admins as teachers', () => {
    expect([learner, teacher, admin].map(mayTeach)).toEqual([false, true, true]);
  });

  it('does not take other errors for a refusal', () => {
    expect(isActorRefusal(new Error('boom'))).toBe(false);
    expect(isActorRefusal(null)).toBe(false);
  });
});
