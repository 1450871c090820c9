import { roleMayOpen } from '~/features/accounts/route-access';
import { addressAt, ROUTE_TABLE } from '~/utils/route-table';
import { type Access, ADMIN_NAV_GROUPS, type AdminNavGroup } from '~/utils/routes/route-definition';

/** A page the admin side navigation may list, as the route table declares it (`nav.admin`). */
export type AdminNavEntry = { to: string; access: Access; group: AdminNavGroup; at: number; labelKey: string };

/**
 * `page`: the page shown is this one. `true`: the page shown is not listed and belongs under
 * this one (an order under Orders, a product's editor under Inventory).
 */
export type AdminNavCurrent = 'page' | 'true';

export type AdminNavLink = { to: string; labelKey: string; current?: AdminNavCurrent };
export type AdminNavSection = { group: AdminNavGroup; labelKey: string; links: AdminNavLink[] };

/** Every page that declares a place in the admin navigation, in the table's order. */
export const ADMIN_NAV_ENTRIES: readonly AdminNavEntry[] = ROUTE_TABLE.flatMap((route) => {
  const link = route.nav?.admin;
  return link ? [{ to: route.path, access: route.access, group: link.group, at: link.at, labelKey: link.labelKey }] : [];
});

const isUnder = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`);

/**
 * The listed page the address belongs to: its own entry if it is listed, otherwise the listed
 * page with the longest path it lies under (matched through the route table, so letter case and
 * a trailing slash do not matter).
 */
function currentOf(pathname: string, entries: readonly AdminNavEntry[]): { to: string; current: AdminNavCurrent } | undefined {
  // The address itself, not its entry's: an alias (the hub's AI engine) lies under the page it shows.
  const path = addressAt(pathname)?.path;
  if (!path) return undefined;
  if (entries.some((entry) => entry.to === path)) return { to: path, current: 'page' };
  const parent = entries.filter((entry) => isUnder(path, entry.to)).sort((a, b) => b.to.length - a.to.length)[0];
  return parent && { to: parent.to, current: 'true' };
}

/**
 * The admin side navigation for one person on one page: the pages that declare a place in it
 * (route table, `nav.admin`) and that the person's role may open, in the groups' order and by
 * `at` within a group, without empty groups; the page shown, or the one it belongs under, marked.
 */
type Grouped = { group: AdminNavGroup; entries: AdminNavEntry[] }[];

/** Entries by group, in the groups' order and by `at` within one. */
const byGroup = (entries: readonly AdminNavEntry[]): Grouped =>
  ADMIN_NAV_GROUPS.map((group) => ({
    group,
    entries: entries.filter((entry) => entry.group === group).sort((a, b) => a.at - b.at),
  }));

/** The table's own entries are grouped once, not on every render. */
const TABLE_GROUPS = byGroup(ADMIN_NAV_ENTRIES);

export function adminNavSections({
  role,
  pathname,
  entries = ADMIN_NAV_ENTRIES,
}: {
  /** The effective role; null when signed out. */
  role: string | null;
  pathname: string;
  entries?: readonly AdminNavEntry[];
}): AdminNavSection[] {
  const mayOpen = (entry: AdminNavEntry) => roleMayOpen(entry.access, role);
  const current = currentOf(pathname, entries.filter(mayOpen));
  return (entries === ADMIN_NAV_ENTRIES ? TABLE_GROUPS : byGroup(entries))
    .map(({ group, entries: inGroup }) => ({
      group,
      labelKey: `adminNav.groups.${group}`,
      links: inGroup
        .filter(mayOpen)
        .map(({ to, labelKey }) => (current?.to === to ? { to, labelKey, current: current.current } : { to, labelKey })),
    }))
    .filter((section) => section.links.length > 0);
}
