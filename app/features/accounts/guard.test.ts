import { describe, expect, it } from 'vitest';
import type { Access } from '~/utils/routes/route-definition';
import { decideAccess, requireAccess, type SessionUser } from './guard.server';
import { roleMayOpen } from './route-access';

const user = (role: SessionUser['role']): SessionUser => ({
  id: `u-${role}`,
  email: `${role}@example.org`,
  firstName: 'A',
  lastName: 'B',
  role,
  roles: role === 'user' ? [] : [role],
});

describe('decideAccess (SPEC §4, §6)', () => {
  it('lets anyone open public pages', () => {
    expect(decideAccess('public', null)).toEqual({ kind: 'allow' });
    expect(decideAccess('public', user('admin'))).toEqual({ kind: 'allow' });
  });

  it('sends visitors to sign in on protected pages', () => {
    for (const access of ['signed-in', 'instructor', 'admin'] as const) {
      expect(decideAccess(access, null)).toEqual({ kind: 'sign-in' });
    }
  });

  it('lets any signed-in person open signed-in pages', () => {
    for (const role of ['user', 'instructor', 'admin'] as const) {
      expect(decideAccess('signed-in', user(role))).toEqual({ kind: 'allow' });
    }
  });

  it('treats admin as implying instructor access', () => {
    expect(decideAccess('instructor', user('instructor'))).toEqual({ kind: 'allow' });
    expect(decideAccess('instructor', user('admin'))).toEqual({ kind: 'allow' });
    expect(decideAccess('instructor', user('user'))).toEqual({ kind: 'deny', requiredRoles: ['instructor', 'admin'] });
  });

  it('keeps admin pages for admins', () => {
    expect(decideAccess('admin', user('admin'))).toEqual({ kind: 'allow' });
    expect(decideAccess('admin', user('instructor'))).toEqual({ kind: 'deny', requiredRoles: ['admin'] });
  });

  it('keeps vendor pages for holders of the vendor role, whatever their effective role', () => {
    expect(decideAccess('vendor', null)).toEqual({ kind: 'sign-in' });
    expect(decideAccess('vendor', { ...user('user'), roles: ['vendor'] })).toEqual({ kind: 'allow' });
    expect(decideAccess('vendor', { ...user('instructor'), roles: ['instructor', 'vendor'] })).toEqual({ kind: 'allow' });
    for (const role of ['user', 'instructor', 'admin'] as const)
      expect(decideAccess('vendor', user(role))).toEqual({ kind: 'deny', requiredRoles: ['vendor'] });
    expect(decideAccess('vendor', { ...user('user'), roleError: 'Failed to fetch user role' })).toEqual({
      kind: 'permission-error',
    });
  });

  it('reports a failed role lookup as a permission error where a role is required', () => {
    const unsure: SessionUser = { ...user('user'), roleError: 'Failed to fetch user role' };
    expect(decideAccess('admin', unsure)).toEqual({ kind: 'permission-error' });
    expect(decideAccess('instructor', unsure)).toEqual({ kind: 'permission-error' });
    expect(decideAccess('signed-in', unsure)).toEqual({ kind: 'allow' });
  });

  it('sends signed-in people away from the sign-in screens', () => {
    expect(decideAccess('guest', user('user'))).toEqual({ kind: 'leave' });
    expect(decideAccess('guest', null)).toEqual({ kind: 'allow' });
  });
});

describe('roleMayOpen, what the shell links to', () => {
  it('says yes exactly where the guard lets the person in', () => {
    const levels: Access[] = ['public', 'guest', 'signed-in', 'instructor', 'admin'];
    for (const access of levels) {
      expect(roleMayOpen(access, null), `${access}, signed out`).toBe(decideAccess(access, null).kind === 'allow');
      for (const role of ['user', 'instructor', 'admin'] as const)
        expect(roleMayOpen(access, role), `${access}, ${role}`).toBe(decideAccess(access, user(role)).kind === 'allow');
    }
  });
});

describe('requireAccess', () => {
  it('redirects a visitor to /auth and remembers the page and its query', async () => {
    const thrown = await requireAccess(new Request('http://localhost/orders?page=2'), '/orders').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Forders%3Fpage%3D2');
  });

  it('lets a visitor through on public pages', async () => {
    await expect(requireAccess(new Request('http://localhost/about'), '/about')).resolves.toBeNull();
  });
});
