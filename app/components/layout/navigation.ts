/**
 * The site's navigation as data (SPEC §2), so the header, drawer, bottom bar and
 * footer stay in step and the entries can be tested without rendering.
 * Labels and subtitles are translation keys.
 */
export type NavEntry = { to: string; labelKey: string; subtitleKey?: string };

export const HEADER_LINKS: readonly NavEntry[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/coaching', labelKey: 'nav.coaching' },
  { to: '/community', labelKey: 'nav.community' },
  { to: '/products', labelKey: 'nav.products' },
  { to: '/tools-resources', labelKey: 'nav.toolsResources' },
  { to: '/affiliate-program', labelKey: 'nav.earnWithUs' },
  { to: '/blog', labelKey: 'nav.blog' },
];

const DRAWER_BASE: readonly NavEntry[] = [
  { to: '/', labelKey: 'drawer.home.label', subtitleKey: 'drawer.home.subtitle' },
  { to: '/coaching', labelKey: 'drawer.coaching.label', subtitleKey: 'drawer.coaching.subtitle' },
  { to: '/community', labelKey: 'drawer.community.label', subtitleKey: 'drawer.community.subtitle' },
  { to: '/products', labelKey: 'drawer.products.label', subtitleKey: 'drawer.products.subtitle' },
  { to: '/tools-resources', labelKey: 'drawer.toolsResources.label', subtitleKey: 'drawer.toolsResources.subtitle' },
  { to: '/affiliate-program', labelKey: 'drawer.affiliate.label', subtitleKey: 'drawer.affiliate.subtitle' },
  { to: '/blog', labelKey: 'drawer.blog.label', subtitleKey: 'drawer.blog.subtitle' },
  { to: '/forum', labelKey: 'drawer.forum.label', subtitleKey: 'drawer.forum.subtitle' },
];

export function mobileMenuEntries(isSignedIn: boolean): NavEntry[] {
  if (isSignedIn) {
    return [
      ...DRAWER_BASE,
      { to: '/student-dashboard', labelKey: 'drawer.myLearning.label', subtitleKey: 'drawer.myLearning.subtitle' },
      { to: '/account', labelKey: 'drawer.account.label', subtitleKey: 'drawer.account.subtitle' },
    ];
  }
  return [...DRAWER_BASE, { to: '/auth', labelKey: 'drawer.signIn.label', subtitleKey: 'drawer.signIn.subtitle' }];
}

export type BottomBarItem = NavEntry & { icon: 'home' | 'courses' | 'shop' | 'affiliate' | 'profile' };

export const BOTTOM_BAR_MAX_ITEMS = 4;

/** SPEC §2: Home, Courses, Shop, Affiliate, Profile (signed in only); at most 4 plus More. */
export function bottomBarItems(isSignedIn: boolean): BottomBarItem[] {
  const items: BottomBarItem[] = [
    { to: '/', labelKey: 'bottomBar.home', icon: 'home' },
    { to: '/courses', labelKey: 'bottomBar.courses', icon: 'courses' },
    { to: '/products', labelKey: 'bottomBar.shop', icon: 'shop' },
    { to: '/affiliate-program', labelKey: 'bottomBar.affiliate', icon: 'affiliate' },
  ];
  // A signed-in person's Profile takes the fourth place; Affiliate stays one tap away in More.
  if (isSignedIn) items.splice(3, 1, { to: '/dashboard', labelKey: 'bottomBar.profile', icon: 'profile' });
  return items.slice(0, BOTTOM_BAR_MAX_ITEMS);
}

export function moreSheetEntries(isSignedIn: boolean): NavEntry[] {
  const entries: NavEntry[] = [{ to: '/search', labelKey: 'moreSheet.search' }];
  if (isSignedIn) entries.push({ to: '/teach', labelKey: 'moreSheet.teach' });
  entries.push(
    { to: '/affiliate-program', labelKey: 'moreSheet.affiliateProgram' },
    { to: '/about', labelKey: 'moreSheet.about' },
    { to: '/contact', labelKey: 'moreSheet.contact' },
  );
  if (!isSignedIn) {
    entries.push({ to: '/courses', labelKey: 'moreSheet.browseCourses' }, { to: '/auth', labelKey: 'moreSheet.signIn' });
  }
  return entries;
}

export const FOOTER_QUICK_LINKS: readonly NavEntry[] = [
  { to: '/products', labelKey: 'footer.links.products' },
  { to: '/about', labelKey: 'footer.links.about' },
  { to: '/blog', labelKey: 'footer.links.blog' },
  { to: '/analytics', labelKey: 'footer.links.analytics' },
  { to: '/affiliate', labelKey: 'footer.links.affiliate' },
  { to: '/contact', labelKey: 'footer.links.contact' },
  { to: '/sustainability', labelKey: 'footer.links.sustainability' },
  { to: '/careers-growth', labelKey: 'footer.links.careersGrowth' },
  { to: '/learning', labelKey: 'footer.links.learning' },
];

export const FOOTER_RESOURCES: readonly NavEntry[] = [
  { to: '/faq', labelKey: 'footer.links.faq' },
  { to: '/shipping-info', labelKey: 'footer.links.shippingInfo' },
  { to: '/terms-of-service', labelKey: 'footer.links.termsOfService' },
  { to: '/legal/terms-of-service', labelKey: 'footer.links.legalTerms' },
  { to: '/cookies', labelKey: 'footer.links.cookies' },
  { to: '/acceptable-use', labelKey: 'footer.links.acceptableUse' },
  { to: '/privacy-policy', labelKey: 'footer.links.privacyPolicy' },
  { to: '/subscriptions', labelKey: 'footer.links.subscriptions' },
  { to: '/forum', labelKey: 'footer.links.forum' },
];
