/**
 * Every address of the site, declared once (decisions 0037, 0042, 0067): each area declares its
 * pages in its own file under app/utils/routes/ (the module React Router renders, who may open
 * it, its frame, its other addresses and where the navigation links to it), and this table joins
 * them. The rest is derived:
 *
 * - React Router's config, `app/routes.ts` (in this order, then the not-found catch-all);
 * - the access table every loader and action checks, `features/accounts/route-access.ts`;
 * - the shell's menus, `components/layout/navigation.ts`, each area's navigation,
 *   `components/page/area-nav.ts`, and the admin side navigation, `components/layout/admin-nav.ts`;
 * - the frame each page gets (`shell`, read by `shellKindAt`);
 * - the sitemap's pages, `routes/api/sitemap-entries.server.ts`;
 * - the links to a page, `pathTo` (app/utils/routes/path-to.ts).
 *
 * The authorisation matrix test walks it. It is data and imports nothing but the area files:
 * React Router's Vite plugin loads it through routes.ts, outside the app, and the shell's menus
 * ship it to the browser. Adding a page is one entry in its area's file and its module
 * (docs/architecture.md, "Adding a page").
 */
import { ACCOUNT_ROUTES } from './routes/account';
import { ADMIN_ROUTES } from './routes/admin';
import { AFFILIATE_ROUTES } from './routes/affiliate';
import { API_ROUTES } from './routes/api';
import { AUTH_ROUTES } from './routes/auth';
import { COMMUNITY_ROUTES } from './routes/community';
import { CONTENT_ROUTES } from './routes/content';
import { CREATOR_HUB_ROUTES } from './routes/creator-hub';
import { DEV_ROUTES } from './routes/dev';
import { GAME_ROUTES } from './routes/game';
import { GUIDE_ROUTES } from './routes/guides';
import { INSTRUCTOR_ROUTES } from './routes/instructors';
import { LEARN_ROUTES } from './routes/learn';
import { LIVE_ROUTES } from './routes/live';
import { MARKET_ROUTES } from './routes/market';
import type { MenuLink, NavPlacements, RouteDefinition, ShellKind } from './routes/route-definition';
import { SHOP_ROUTES } from './routes/shop';

/**
 * The order is the one React Router is given. It ranks routes by their segments (a static segment
 * beats a `:param`), not by order, but keep related paths together and add new ones to their area.
 */
const DECLARED = [
  ...CONTENT_ROUTES,
  ...GUIDE_ROUTES,
  ...SHOP_ROUTES,
  ...ACCOUNT_ROUTES,
  ...AUTH_ROUTES,
  ...LEARN_ROUTES,
  ...INSTRUCTOR_ROUTES,
  ...LIVE_ROUTES,
  ...GAME_ROUTES,
  ...COMMUNITY_ROUTES,
  ...MARKET_ROUTES,
  ...AFFILIATE_ROUTES,
  ...ADMIN_ROUTES,
  ...DEV_ROUTES,
  ...CREATOR_HUB_ROUTES,
  ...API_ROUTES,
] as const;

type Declared = (typeof DECLARED)[number];
type AliasesOf<Entry> = Entry extends { aliases: readonly (infer Alias)[] } ? Alias : never;

/** An address of the route table, a page's own or an alias: what `requireAccess` accepts, checked when the code compiles. */
export type RoutePath = Declared['path'] | AliasesOf<Declared>;

/** A page's own path, never an alias: what `pathTo` links to, so that every link is the page's canonical address. */
export type PagePath = Declared['path'];

/** The entry that serves an address (its own, or the one it is an alias of). */
type EntryAt<Path extends RoutePath> = Declared extends infer Entry
  ? Entry extends { path: Path }
    ? Entry
    : Path extends AliasesOf<Entry>
      ? Entry
      : never
  : never;

/** Who may open the page at an address, as its entry declares it: `requireAccess` types the person it returns by it. */
export type AccessAt<Path extends RoutePath> = EntryAt<Path>['access'];

export type RouteEntry = Omit<RouteDefinition, 'path' | 'aliases'> & { path: RoutePath; aliases?: readonly RoutePath[] };

export const ROUTE_TABLE: readonly RouteEntry[] = DECLARED;

/** One address React Router serves: an entry's path or one of its aliases, and the entry. */
export type RouteAddress = { path: RoutePath; route: RouteEntry };

/** Every address, in the table's order, each entry's path before its aliases: what React Router and the authorisation matrix are given. */
export const ROUTE_ADDRESSES: readonly RouteAddress[] = ROUTE_TABLE.flatMap((route) => [
  { path: route.path, route },
  ...(route.aliases ?? []).map((alias) => ({ path: alias, route })),
]);

/** Every other address: the not-found page, status 404 for everyone. It is the one route with no access of its own. */
export const NOT_FOUND_ROUTE = { path: '/*', file: 'routes/not-found.tsx' } as const;

/** The pages a menu links to, in the menu's order, each with its link there (picked from its `nav`). */
export function linksIn<Link extends MenuLink>(pick: (nav: NavPlacements) => Link | undefined): { to: RoutePath; link: Link }[] {
  return ROUTE_TABLE.flatMap((route) => {
    const link = route.nav && pick(route.nav);
    return link ? [{ to: route.path, link }] : [];
  }).sort((a, b) => a.link.at - b.link.at);
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Each address as lower-case segments, split once: every page's shell asks `addressAt`. */
let patterns: Array<{ address: RouteAddress; pattern: string[] }> | undefined;
const addressPatterns = () => {
  patterns ??= ROUTE_ADDRESSES.map((address) => ({ address, pattern: segmentsOf(address.path.toLowerCase()) }));
  return patterns;
};

/**
 * The declared address (an entry's path or an alias) that matches an address, or undefined (the
 * not-found page). As React Router ranks them, a static segment beats a `:param`
 * (`/inventory/new` before `/inventory/:productId`) and letters match whatever their case; a
 * trailing slash changes nothing.
 */
export function addressAt(pathname: string): RouteAddress | undefined {
  const segments = segmentsOf(pathname.toLowerCase());
  let found: RouteAddress | undefined;
  let foundStatic = -1;
  for (const { address, pattern } of addressPatterns()) {
    if (pattern.length !== segments.length) continue;
    let statics = 0;
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) return true;
      statics++;
      return part === segments[index];
    });
    if (matches && statics > foundStatic) {
      found = address;
      foundStatic = statics;
    }
  }
  return found;
}

/** The entry that serves an address, or undefined (the not-found page). */
export function routeAt(pathname: string): RouteEntry | undefined {
  return addressAt(pathname)?.route;
}

/** The frame of the page at an address: its entry's, the shop's for an address no entry matches. */
export function shellKindAt(pathname: string): ShellKind {
  return routeAt(pathname)?.shell ?? 'site';
}
