import { declareRoutes } from './route-definition';

/** SPEC §6 hints at an affiliate role; its permissions are not shown. */
const AFFILIATES = ['affiliate'] as const;

/** The affiliate programme. */
export const AFFILIATE_ROUTES = declareRoutes([
  {
    path: '/affiliate/terms',
    file: 'routes/affiliate/terms.tsx',
    access: 'public',
    nav: { areas: { affiliate: { at: 4, labelKey: 'pages.affiliate-terms.title' } } },
  },
  {
    path: '/affiliate/leader-addendum',
    file: 'routes/affiliate/leader-addendum.tsx',
    access: 'public',
    nav: { areas: { affiliate: { at: 5, labelKey: 'pages.affiliate-leader-addendum.title' } } },
  },
  {
    path: '/affiliate-program',
    file: 'routes/affiliate/program.tsx',
    access: 'public',
    nav: {
      header: { at: 6, labelKey: 'nav.earnWithUs' },
      drawer: { at: 6, labelKey: 'drawer.affiliate.label', subtitleKey: 'drawer.affiliate.subtitle' },
      bottomBar: { at: 4, labelKey: 'bottomBar.affiliate', icon: 'affiliate', shownTo: 'signed-out' },
      moreSheet: { at: 3, labelKey: 'moreSheet.affiliateProgram' },
      areas: { affiliate: { at: 1, labelKey: 'pages.affiliate-program.title' } },
    },
  },
  {
    path: '/affiliate/join',
    // SPEC §2 names both spellings.
    aliases: ['/affiliates/join'],
    file: 'routes/affiliate/join.tsx',
    access: 'public',
    nav: { areas: { affiliate: { at: 2, labelKey: 'pages.affiliate-join.title' } } },
  },
  {
    path: '/affiliate',
    file: 'routes/affiliate/dashboard.tsx',
    access: 'signed-in',
    // An affiliate's own dashboard: menus show it to affiliates (and admins), not to every
    // signed-in person; until the programme opens nobody holds the role (issue 35, point 9).
    nav: {
      footerQuickLinks: { at: 5, labelKey: 'footer.links.affiliate', forRoles: AFFILIATES },
      areas: {
        account: { at: 6, labelKey: 'pages.affiliate.title', forRoles: AFFILIATES },
        affiliate: { at: 3, labelKey: 'pages.affiliate.title', forRoles: AFFILIATES },
      },
    },
  },
]);
