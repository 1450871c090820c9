import { ROUTE_ACCESS, roleMayOpen } from '~/features/accounts/route-access';
import { linksIn, type RoutePath } from '~/utils/route-table';
import type { BottomBarIcon, MenuLink, ShownTo } from '~/utils/routes/route-definition';

/**
 * The site's navigation (SPEC §2), so the header, drawer, bottom bar and footer stay in step and
 * the entries can be tested without rendering. Which pages each menu links to, in what place and
 * under which label, is declared with the page in the route table (app/utils/route-table.ts,
 * `nav`); the lists here are read from it. Labels and subtitles are translation keys.
 */
export type NavEntry = { to: string; labelKey: string; subtitleKey?: string };

/** Whether a link the table shows to some people only is shown to this person. */
const isShownTo =
  (isSignedIn: boolean) =>
  ({ link }: { link: { shownTo?: ShownTo } }) =>
    link.shownTo === undefined || link.shownTo === (isSignedIn ? 'signed-in' : 'signed-out');

export const HEADER_LINKS: readonly NavEntry[] = linksIn((nav) => nav.header).map(({ to, link }) => ({
  to,
  labelKey: link.labelKey,
}));

/** The drawer: the same places for everyone, then Sign in, or My Learning and Account when signed in. */
export function mobileMenuEntries(isSignedIn: boolean): NavEntry[] {
  return linksIn((nav) => nav.drawer)
    .filter(isShownTo(isSignedIn))
    .map(({ to, link }) => ({ to, labelKey: link.labelKey, subtitleKey: link.subtitleKey }));
}

export type BottomBarItem = NavEntry & { icon: BottomBarIcon };

export const BOTTOM_BAR_MAX_ITEMS = 4;

/** SPEC §2: Home, Courses, Shop, Affiliate, Profile (signed in only); at most 4 plus More. */
export function bottomBarItems(isSignedIn: boolean): BottomBarItem[] {
  return linksIn((nav) => nav.bottomBar)
    .filter(isShownTo(isSignedIn))
    .map(({ to, link }) => ({ to, labelKey: link.labelKey, icon: link.icon }))
    .slice(0, BOTTOM_BAR_MAX_ITEMS);
}

export function moreSheetEntries(isSignedIn: boolean): NavEntry[] {
  return linksIn((nav) => nav.moreSheet)
    .filter(isShownTo(isSignedIn))
    .map(({ to, link }) => ({ to, labelKey: link.labelKey }));
}

/**
 * Whether a menu shows a person (`role` null when signed out) a link: only to a page they may
 * open, and for a link narrowed to some roles (`forRoles`), only to those or an admin. A link
 * that ends on a sign-in wall or a refusal is no link to offer.
 */
export function isLinkShownTo(
  { to, link }: { to: RoutePath; link: MenuLink },
  role: string | null,
  /** The person's role records, where the caller has them: a vendor's pages need the vendor role. */
  roles?: readonly string[],
): boolean {
  if (!roleMayOpen(ROUTE_ACCESS[to], role, roles)) return false;
  return !link.forRoles || role === 'admin' || (role !== null && link.forRoles.includes(role));
}

type FooterColumn = 'footerQuickLinks' | 'footerResources';

const footerLinks = (column: FooterColumn) => linksIn((nav) => nav[column]);

/** A footer column as SPEC §2 lists it, every link (what an admin sees). */
export const FOOTER_QUICK_LINKS: readonly NavEntry[] = footerLinks('footerQuickLinks').map(({ to, link }) => ({
  to,
  labelKey: link.labelKey,
}));

export const FOOTER_RESOURCES: readonly NavEntry[] = footerLinks('footerResources').map(({ to, link }) => ({
  to,
  labelKey: link.labelKey,
}));

/** A footer column's links this person may open (`role` null when signed out). */
export function footerLinksFor(column: FooterColumn, role: string | null): NavEntry[] {
  return footerLinks(column)
    .filter((entry) => isLinkShownTo(entry, role))
    .map(({ to, link }) => ({ to, labelKey: link.labelKey }));
}
