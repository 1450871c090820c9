import { type Access, ROUTE_TABLE, type RoutePath } from '~/utils/route-table';

/**
 * Who may open each page, by path: the access column of the route table
 * (app/utils/route-table.ts), where every path is declared once with its module. Every loader
 * and action passes its own path to `requireAccess`, which looks it up here, and the
 * authorisation matrix test walks the table, so a route cannot be added without deciding who
 * may open it.
 */
export const ROUTE_ACCESS = Object.fromEntries(ROUTE_TABLE.map((route) => [route.path, route.access])) as Readonly<
  Record<RoutePath, Access>
>;

/** Roles a person must hold for an access level, as shown on the Access Denied screen. */
export const REQUIRED_ROLES: Record<Access, readonly string[]> = {
  public: [],
  guest: [],
  'signed-in': [],
  instructor: ['instructor', 'admin'],
  admin: ['admin'],
};

/**
 * Whether a person with this effective role (null: signed out) may open pages of an access
 * level: the guard's rule (decideAccess) for a complete profile whose role could be read. The
 * shell uses it to link only to pages the person may open; the server still checks each page.
 */
export function roleMayOpen(access: Access, role: string | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'guest':
      return role === null;
    case 'signed-in':
      return role !== null;
    case 'instructor':
    case 'admin':
      return role !== null && REQUIRED_ROLES[access].includes(role);
  }
}
