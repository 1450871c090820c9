import { data, redirect } from 'react-router';
import { safeRedirectPath } from '~/utils/safe-redirect';
import { type Access, REQUIRED_ROLES, ROUTE_ACCESS, type RoutePath } from './route-access';

export type Role = 'user' | 'instructor' | 'admin' | 'student' | 'vendor' | 'affiliate';
export type SessionUser = { id: string; role: Role };

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in' }
  | { kind: 'deny'; requiredRoles: readonly string[] }
  | { kind: 'leave' };

/** The pure rule behind the guard (SPEC §4, §6): admin implies instructor access. */
export function decideAccess(access: Access, user: SessionUser | null): AccessDecision {
  switch (access) {
    case 'public':
      return { kind: 'allow' };
    case 'guest':
      return user ? { kind: 'leave' } : { kind: 'allow' };
    case 'signed-in':
      return user ? { kind: 'allow' } : { kind: 'sign-in' };
    case 'instructor':
    case 'admin': {
      if (!user) return { kind: 'sign-in' };
      const required = REQUIRED_ROLES[access];
      return required.includes(user.role) ? { kind: 'allow' } : { kind: 'deny', requiredRoles: required };
    }
  }
}

/**
 * The person signed in on this request. Sessions arrive with the accounts issue
 * (better-auth); until then no request carries one, so every protected page sends
 * the visitor to /auth.
 */
export async function getSessionUser(_request: Request): Promise<SessionUser | null> {
  return null;
}

export const REDIRECT_PARAM = 'redirectTo';

/**
 * First line of every loader and action: enforces the route table on the server.
 * Throws a redirect to /auth (remembering where the visitor was going) or a 403.
 */
export async function requireAccess(request: Request, path: RoutePath): Promise<SessionUser | null> {
  const user = await getSessionUser(request);
  const decision = decideAccess(ROUTE_ACCESS[path], user);
  const url = new URL(request.url);
  switch (decision.kind) {
    case 'allow':
      return user;
    case 'sign-in': {
      const target = `${url.pathname}${url.search}`;
      throw redirect(`/auth?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`);
    }
    case 'leave':
      throw redirect(safeRedirectPath(url.searchParams.get(REDIRECT_PARAM), '/'));
    case 'deny':
      throw data({ kind: 'access-denied', requiredRoles: decision.requiredRoles }, { status: 403 });
  }
}
