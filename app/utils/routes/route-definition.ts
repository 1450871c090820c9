/**
 * What an entry of the route table says about a path (decisions 0037, 0042, 0067), and the
 * function each area's file declares its entries with. Data only: React Router's Vite plugin
 * loads the table through app/routes.ts, outside the app, and the shell ships it to the browser.
 */

/**
 * Who may open a page (SPEC §2, §6):
 * - public: anyone
 * - guest: sign-in and sign-up screens; a signed-in person is sent on to where they were going
 * - signed-in: any signed-in person
 * - instructor: instructors and admins (admin implies instructor access)
 * - admin: admins only
 * - vendor: people holding the vendor role (issue 39), which only an approved vendor application
 *   grants; it is a domain role, not an effective one, so an admin without it is refused too
 */
export type Access = 'public' | 'guest' | 'signed-in' | 'instructor' | 'admin' | 'vendor';

/**
 * The frame a page gets (components/layout/site-shell.tsx):
 * - site: the shop's shell (banner, navigation, the "Sell on …" invitation above the footer,
 *   the footer with the newsletter);
 * - focused: checkout and the payment page, with nothing to leave by accident: the logo, a
 *   secure-checkout note and a slim footer;
 * - admin: the administration (admin hub, inventory, creator hub and the other admin screens):
 *   a slim top bar and the admin side navigation, without the shop's banner, newsletter, bottom
 *   bar or "Sell on …" invitation.
 */
export type ShellKind = 'site' | 'focused' | 'admin';

/** The areas of the site; an area page shows its area's navigation beside it. */
export const AREAS = ['shop', 'account', 'auth', 'learn', 'instructors', 'community', 'market', 'affiliate'] as const;
export type Area = (typeof AREAS)[number];

/**
 * The groups of the admin side navigation, in their order (components/layout/admin-nav.ts). The
 * administration has no area navigation of its own: its pages declare a place in one group.
 */
export const ADMIN_NAV_GROUPS = ['overview', 'store', 'learning', 'community', 'marketing', 'insights', 'system'] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

/**
 * A link to the page in one menu: its place there (each menu is sorted by `at`) and its label's
 * translation key. A menu shows it only to people who may open the page (its `access`); `forRoles`
 * narrows that to people holding one of those roles, for a page that only they have a use for (an
 * admin sees every link: the SPEC's lists stay complete for those who may open everything).
 */
export type MenuLink = { at: number; labelKey: string; forRoles?: readonly string[] };

/** For menus that change with sign-in: the link is shown only to people signed in, or signed out (absent: to everyone). */
export type ShownTo = 'signed-in' | 'signed-out';

export type BottomBarIcon = 'home' | 'courses' | 'shop' | 'affiliate' | 'profile';

/** Where the site's navigation (SPEC §2) links to a page. */
export type NavPlacements = {
  header?: MenuLink;
  /** The mobile menu drawer. */
  drawer?: MenuLink & { subtitleKey: string; shownTo?: ShownTo };
  /** The mobile bottom bar: at most four links (plus More). */
  bottomBar?: MenuLink & { icon: BottomBarIcon; shownTo?: ShownTo };
  /** The bottom bar's More sheet. */
  moreSheet?: MenuLink & { shownTo?: ShownTo };
  footerQuickLinks?: MenuLink;
  footerResources?: MenuLink;
  /** The navigation of each area that lists the page (a page may be in several). */
  areas?: Partial<Record<Area, MenuLink>>;
  /** The admin side navigation: the group that lists the page, and its place there (sorted by `at` within the group). */
  admin?: MenuLink & { group: AdminNavGroup };
};

/** An address: `/`, then its segments, `:name` for a parameter. */
export type Address = `/${string}`;

export type RouteDefinition = {
  /** The page's address, the one its links, canonical URL and sitemap use. Loaders pass it to `requireAccess`. */
  path: Address;
  /**
   * Other addresses of the same page (the SPEC names several for one page): served by the same
   * module, with the same access and frame, each under a route id of its own. A link, the
   * canonical URL and the sitemap use `path`; an alias is never a menu's link.
   */
  aliases?: readonly Address[];
  /** The route module, relative to app/. */
  file: `routes/${string}`;
  access: Access;
  /** `path` is an index route (React Router's `index()`), which posts to `?index`: the home page and the hub's front screen. */
  isIndex?: true;
  /** The page's frame; absent: the shop's ('site'). */
  shell?: Exclude<ShellKind, 'site'>;
  nav?: NavPlacements;
};

/**
 * Declares an area's entries, keeping each one's literal types (its path, aliases and access),
 * so that `RoutePath` is the union of the declared addresses and `requireAccess` knows from the
 * path alone whether the page needs a person. The second half of the parameter's type makes the
 * compiler check each entry against `RouteDefinition`, misspelt keys included, which a `const`
 * type parameter on its own would let through.
 */
export function declareRoutes<const Routes extends readonly RouteDefinition[]>(
  routes: Routes & readonly RouteDefinition[],
): Routes {
  return routes;
}
