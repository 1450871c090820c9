import { ROUTE_ADDRESSES, type RoutePath } from '~/utils/route-table';
import type { Access } from '~/utils/routes/route-definition';

/**
 * Who may open each page, by address: the access column of the route table
 * (app/utils/route-table.ts), where every page is declared once with its module; an alias has its
 * entry's. Every loader and action passes its page's path to `requireAccess`, which looks it up
 * here, and the authorisation matrix test walks the table, so a route cannot be added without
 * deciding who may open it.
 */
export const ROUTE_ACCESS = Object.fromEntries(ROUTE_ADDRESSES.map(({ path, route }) => [path, route.access])) as Readonly<
  Record<RoutePath, Access>
>;

/** Roles a person must hold for an access level, as shown on the Access Denied screen. */
export const REQUIRED_ROLES: Record<Access, readonly string[]> = {
  public: [],
  guest: [],
  'signed-in': [],
  instructor: ['instructor', 'admin'],
  admin: ['admin'],
  vendor: ['vendor'],
};

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in' }
  | { kind: 'deny'; requiredRoles: readonly string[] }
  | { kind: 'permission-error' }
  | { kind: 'leave' };

/**
 * The pure rule behind the guard (SPEC §4, §6): admin implies instructor access. `user`: the
 * signed-in person's effective role, their role records (`roles`: the domain roles such as
 * vendor, which no effective role implies), and whether reading them failed; null when signed out.
 */
export function decideAccess(
  access: Access,
  user: { role: string; roles?: readonly string[]; roleError?: string } | null,
): AccessDecision {
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
      if (required.includes(user.role)) return { kind: 'allow' };
      // SPEC §8: when the role could not be read, say so instead of a misleading denial.
      return user.roleError ? { kind: 'permission-error' } : { kind: 'deny', requiredRoles: required };
    }
    case 'vendor': {
      if (!user) return { kind: 'sign-in' };
      if (user.roles?.includes('vendor')) return { kind: 'allow' };
      return user.roleError ? { kind: 'permission-error' } : { kind: 'deny', requiredRoles: REQUIRED_ROLES.vendor };
    }
  }
}

/**
 * Whether a person with this effective role (null: signed out) may open pages of an access
 * level: the guard's rule for a complete profile whose role could be read. The shell uses it to
 * link only to pages the person may open; the server still checks each page. `roles`, the
 * person's role records where the caller has them, opens the vendor's pages to a vendor.
 */
export function roleMayOpen(access: Access, role: string | null, roles?: readonly string[]): boolean {
  return decideAccess(access, role === null ? null : { role, roles }).kind === 'allow';
}
