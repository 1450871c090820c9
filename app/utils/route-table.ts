/**
 * Every path of the site, declared once (decisions 0037, 0042): the module React Router renders
 * for it, who may open it, its frame, and where the site's navigation links to it. The rest is derived:
 *
 * - React Router's config, `app/routes.ts` (in this order, then the not-found catch-all);
 * - the access table every loader and action checks, `features/accounts/route-access.ts`;
 * - the shell's menus, `components/layout/navigation.ts`, each area's navigation,
 *   `components/page/area-nav.ts`, and the admin side navigation, `components/layout/admin-nav.ts`;
 * - the frame each page gets (`shell`, read by `shellKindAt`);
 * - the sitemap's pages, `routes/api/sitemap-entries.server.ts`.
 *
 * The authorisation matrix test walks it. It is data and imports nothing: React Router's Vite
 * plugin loads it through routes.ts, outside the app, and the shell's menus ship it to the
 * browser. Adding a page is one entry here and its module (docs/architecture.md, "Adding a page").
 */

/**
 * Who may open a page (SPEC §2, §6):
 * - public: anyone
 * - guest: sign-in and sign-up screens; a signed-in person is sent on to where they were going
 * - signed-in: any signed-in person
 * - instructor: instructors and admins (admin implies instructor access)
 * - admin: admins only
 */
export type Access = 'public' | 'guest' | 'signed-in' | 'instructor' | 'admin';

/**
 * The frame a page gets (components/layout/site-shell.tsx):
 * - site: the shop's shell (banner, navigation, footer with the newsletter, the floating
 *   "Sell on …" button on wide screens);
 * - focused: checkout and the payment page, with nothing to leave by accident: the logo, a
 *   secure-checkout note and a slim footer;
 * - admin: the administration (admin hub, inventory, creator hub and the other admin screens):
 *   a slim top bar and the admin side navigation, without the shop's banner, newsletter, bottom
 *   bar or floating button.
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

/** A link to the page in one menu: its place there (each menu is sorted by `at`) and its label's translation key. */
export type MenuLink = { at: number; labelKey: string };

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

export type RouteDefinition = {
  /** The address: `/`, then its segments, `:name` for a parameter. Loaders pass it to `requireAccess`. */
  path: `/${string}`;
  /** The route module, relative to app/. */
  file: `routes/${string}`;
  access: Access;
  /** An index route (React Router's `index()`), which posts to `?index`: the home page and the hub's front screen. */
  isIndex?: true;
  /** React Router's route id, needed when two paths share a module (an id defaults to the module's). */
  id?: string;
  /** The page's frame; absent: the shop's ('site'). */
  shell?: Exclude<ShellKind, 'site'>;
  nav?: NavPlacements;
};

/** Keeps each path's literal type, so that `RoutePath` is the union of the declared paths. */
function declareRoutes<const Path extends `/${string}`>(routes: readonly (RouteDefinition & { path: Path })[]) {
  return routes;
}

/**
 * The order is the one React Router is given. It ranks routes by their segments (a static segment
 * beats a `:param`), not by order, but keep related paths together and add new ones to their group.
 */
export const ROUTE_TABLE = declareRoutes([
  // Content and legal pages
  {
    path: '/',
    file: 'routes/content/home.tsx',
    isIndex: true,
    access: 'public',
    nav: {
      header: { at: 1, labelKey: 'nav.home' },
      drawer: { at: 1, labelKey: 'drawer.home.label', subtitleKey: 'drawer.home.subtitle' },
      bottomBar: { at: 1, labelKey: 'bottomBar.home', icon: 'home' },
    },
  },
  {
    path: '/about',
    file: 'routes/content/about.tsx',
    access: 'public',
    nav: { moreSheet: { at: 4, labelKey: 'moreSheet.about' }, footerQuickLinks: { at: 2, labelKey: 'footer.links.about' } },
  },
  {
    path: '/faq',
    file: 'routes/content/faq.tsx',
    access: 'public',
    nav: { footerResources: { at: 1, labelKey: 'footer.links.faq' } },
  },
  {
    path: '/contact',
    file: 'routes/content/contact.tsx',
    access: 'public',
    nav: { moreSheet: { at: 5, labelKey: 'moreSheet.contact' }, footerQuickLinks: { at: 6, labelKey: 'footer.links.contact' } },
  },
  {
    path: '/privacy-policy',
    file: 'routes/content/privacy-policy.tsx',
    access: 'public',
    nav: { footerResources: { at: 7, labelKey: 'footer.links.privacyPolicy' } },
  },
  {
    path: '/terms-of-service',
    file: 'routes/content/terms-of-service.tsx',
    access: 'public',
    nav: { footerResources: { at: 3, labelKey: 'footer.links.termsOfService' } },
  },
  {
    path: '/shipping-info',
    file: 'routes/content/shipping-info.tsx',
    access: 'public',
    nav: {
      footerResources: { at: 2, labelKey: 'footer.links.shippingInfo' },
      areas: { shop: { at: 6, labelKey: 'pages.shipping-info.title' } },
    },
  },
  {
    path: '/cookies',
    file: 'routes/content/cookies.tsx',
    access: 'public',
    nav: { footerResources: { at: 5, labelKey: 'footer.links.cookies' } },
  },
  {
    path: '/acceptable-use',
    file: 'routes/content/acceptable-use.tsx',
    access: 'public',
    nav: { footerResources: { at: 6, labelKey: 'footer.links.acceptableUse' } },
  },
  { path: '/workplace-policy', file: 'routes/content/workplace-policy.tsx', access: 'public' },
  {
    path: '/legal/vendor-terms',
    file: 'routes/content/legal-vendor-terms.tsx',
    access: 'public',
    nav: { areas: { market: { at: 4, labelKey: 'pages.legal-vendor-terms.title' } } },
  },
  { path: '/legal/privacy', file: 'routes/content/legal-privacy.tsx', access: 'public' },
  {
    path: '/legal/terms-of-service',
    file: 'routes/content/legal-terms-of-service.tsx',
    access: 'public',
    nav: { footerResources: { at: 4, labelKey: 'footer.links.legalTerms' } },
  },
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
    path: '/sustainability',
    file: 'routes/content/sustainability.tsx',
    access: 'public',
    nav: { footerQuickLinks: { at: 7, labelKey: 'footer.links.sustainability' } },
  },
  { path: '/careers', file: 'routes/community/careers.tsx', access: 'public' },
  {
    path: '/careers-growth',
    file: 'routes/content/careers-growth.tsx',
    access: 'public',
    nav: { footerQuickLinks: { at: 8, labelKey: 'footer.links.careersGrowth' } },
  },
  {
    path: '/learning',
    file: 'routes/learn/learning.tsx',
    access: 'public',
    nav: {
      footerQuickLinks: { at: 9, labelKey: 'footer.links.learning' },
      areas: { learn: { at: 4, labelKey: 'pages.learning.title' } },
    },
  },
  {
    path: '/relief',
    file: 'routes/shop/relief.tsx',
    access: 'public',
    nav: { areas: { shop: { at: 4, labelKey: 'pages.relief.title' } } },
  },
  // Guides
  {
    path: '/tools-resources',
    file: 'routes/guides/tools-resources.tsx',
    access: 'public',
    nav: {
      header: { at: 5, labelKey: 'nav.toolsResources' },
      drawer: { at: 5, labelKey: 'drawer.toolsResources.label', subtitleKey: 'drawer.toolsResources.subtitle' },
    },
  },
  { path: '/composting-guide', file: 'routes/guides/composting-guide.tsx', access: 'public' },
  { path: '/pest-management', file: 'routes/guides/pest-management.tsx', access: 'public' },
  { path: '/water-conservation', file: 'routes/guides/water-conservation.tsx', access: 'public' },
  { path: '/organic-certification', file: 'routes/guides/organic-certification.tsx', access: 'public' },
  { path: '/season-planner', file: 'routes/guides/season-planner.tsx', access: 'public' },
  { path: '/market-research', file: 'routes/guides/market-research.tsx', access: 'public' },
  // The shop: catalogue, cart, checkout and the payment results
  {
    path: '/products',
    file: 'routes/shop/products.tsx',
    access: 'public',
    nav: {
      header: { at: 4, labelKey: 'nav.products' },
      drawer: { at: 4, labelKey: 'drawer.products.label', subtitleKey: 'drawer.products.subtitle' },
      bottomBar: { at: 3, labelKey: 'bottomBar.shop', icon: 'shop' },
      footerQuickLinks: { at: 1, labelKey: 'footer.links.products' },
      areas: { shop: { at: 1, labelKey: 'pages.products.title' } },
    },
  },
  { path: '/checkout/cancel', file: 'routes/shop/checkout-cancel.tsx', access: 'public' },
  {
    path: '/soil-analysis-kit',
    file: 'routes/shop/soil-analysis-kit.tsx',
    access: 'public',
    nav: { areas: { shop: { at: 3, labelKey: 'pages.soil-analysis-kit.title' } } },
  },
  { path: '/product/:handle', file: 'routes/shop/product.tsx', access: 'public' },
  {
    path: '/donate',
    file: 'routes/shop/donate.tsx',
    access: 'public',
    nav: { areas: { shop: { at: 5, labelKey: 'pages.donate.title' } } },
  },
  { path: '/donate/success', file: 'routes/shop/donate-success.tsx', access: 'public' },
  // The full cart view: visitors have a cart too (SPEC §1)
  {
    path: '/cart',
    file: 'routes/shop/cart.tsx',
    access: 'public',
    nav: { areas: { shop: { at: 2, labelKey: 'pages.cart.title' } } },
  },
  { path: '/checkout', file: 'routes/shop/checkout.tsx', access: 'signed-in', shell: 'focused' },
  { path: '/checkout/success', file: 'routes/shop/checkout-success.tsx', access: 'public' },
  { path: '/payment/success', file: 'routes/shop/payment-success.tsx', access: 'public' },
  { path: '/payment/error', file: 'routes/shop/payment-error.tsx', access: 'public' },
  { path: '/payment-success', file: 'routes/shop/payment-success-legacy.tsx', access: 'public' },
  { path: '/payment-cancel', file: 'routes/shop/payment-cancel.tsx', access: 'public' },
  // The signed-in person's own pages
  {
    path: '/orders',
    file: 'routes/account/orders.tsx',
    access: 'signed-in',
    nav: { areas: { account: { at: 2, labelKey: 'pages.orders.title' } } },
  },
  // One order and its receipt: only its owner finds it
  { path: '/orders/:orderId', file: 'routes/account/order.tsx', access: 'signed-in' },
  {
    path: '/subscriptions',
    file: 'routes/account/subscriptions.tsx',
    access: 'signed-in',
    nav: {
      footerResources: { at: 8, labelKey: 'footer.links.subscriptions' },
      areas: { account: { at: 4, labelKey: 'pages.subscriptions.title' } },
    },
  },
  {
    path: '/account',
    file: 'routes/account/account.tsx',
    access: 'signed-in',
    nav: {
      drawer: { at: 10, labelKey: 'drawer.account.label', subtitleKey: 'drawer.account.subtitle', shownTo: 'signed-in' },
      areas: { account: { at: 1, labelKey: 'pages.account.title' } },
    },
  },
  // The person's own data as JSON (account page)
  { path: '/account/data', file: 'routes/account/account-data.ts', access: 'signed-in' },
  // SPEC §6: the wishlist is for signed-in people
  {
    path: '/account/wishlist',
    file: 'routes/account/wishlist.tsx',
    access: 'signed-in',
    nav: { areas: { account: { at: 3, labelKey: 'pages.account-wishlist.title' } } },
  },
  {
    path: '/account/addresses',
    file: 'routes/account/addresses.tsx',
    access: 'signed-in',
    nav: { areas: { account: { at: 3.5, labelKey: 'pages.account-addresses.title' } } },
  },
  // A target of SPEC §2's mobile bar that the SPEC gives no route. A signed-in person's
  // Profile takes the bar's fourth place; Affiliate stays one tap away in More.
  {
    path: '/dashboard',
    file: 'routes/account/dashboard.tsx',
    access: 'signed-in',
    nav: { bottomBar: { at: 4, labelKey: 'bottomBar.profile', icon: 'profile', shownTo: 'signed-in' } },
  },
  // Signing in and up
  {
    path: '/auth',
    file: 'routes/auth/sign-in.tsx',
    access: 'guest',
    nav: {
      drawer: { at: 9, labelKey: 'drawer.signIn.label', subtitleKey: 'drawer.signIn.subtitle', shownTo: 'signed-out' },
      moreSheet: { at: 7, labelKey: 'moreSheet.signIn', shownTo: 'signed-out' },
      areas: { auth: { at: 1, labelKey: 'pages.auth.title' } },
    },
  },
  {
    path: '/auth/forgot',
    file: 'routes/auth/forgot.tsx',
    access: 'guest',
    nav: { areas: { auth: { at: 3, labelKey: 'pages.auth-forgot.title' } } },
  },
  { path: '/auth/reset', file: 'routes/auth/reset.tsx', access: 'public' },
  // Open: behind the guard, no sign-in needed
  { path: '/auth/verify', file: 'routes/auth/verify.tsx', access: 'public' },
  // Second step of sign-in for accounts with two-step sign-in (no session yet)
  { path: '/auth/two-factor', file: 'routes/auth/two-factor.tsx', access: 'guest' },
  // A signed-in person whose profile lacks SPEC §5's required fields completes it here
  { path: '/auth/complete-profile', file: 'routes/auth/complete-profile.tsx', access: 'signed-in' },
  {
    path: '/signup',
    file: 'routes/auth/sign-up.tsx',
    access: 'guest',
    nav: { areas: { auth: { at: 2, labelKey: 'pages.signup.title' } } },
  },
  {
    path: '/instructor-auth',
    file: 'routes/auth/instructor-sign-in.tsx',
    access: 'guest',
    nav: { areas: { auth: { at: 4, labelKey: 'pages.instructor-auth.title' } } },
  },
  { path: '/instructor-signup', file: 'routes/auth/instructor-sign-up.tsx', access: 'guest' },
  // Pre-registration: creates the first admin, protected by the one-time setup token
  { path: '/admin/setup', file: 'routes/auth/admin-setup.tsx', access: 'public', shell: 'admin' },
  // Learning and teaching
  {
    path: '/coaching',
    file: 'routes/learn/coaching.tsx',
    access: 'public',
    nav: {
      header: { at: 2, labelKey: 'nav.coaching' },
      drawer: { at: 2, labelKey: 'drawer.coaching.label', subtitleKey: 'drawer.coaching.subtitle' },
      areas: { learn: { at: 2, labelKey: 'pages.coaching.title' } },
    },
  },
  { path: '/coaching/enroll', file: 'routes/learn/coaching-enroll.tsx', access: 'public' },
  // A live class's page (book, cancel) and its calendar file
  { path: '/coaching/classes/:classId', file: 'routes/learn/class.tsx', access: 'public' },
  { path: '/coaching/classes/:classId/ics', file: 'routes/learn/class-ics.ts', access: 'public' },
  // A person's private calendar feed of their classes: the token in the address is the key
  { path: '/calendar/:token', file: 'routes/learn/calendar-feed.ts', access: 'public' },
  {
    path: '/class-enrollment',
    file: 'routes/learn/class-enrollment.tsx',
    access: 'public',
    nav: { areas: { learn: { at: 3, labelKey: 'pages.class-enrollment.title' } } },
  },
  // A target of SPEC §2's mobile bar that the SPEC gives no route
  {
    path: '/courses',
    file: 'routes/learn/courses.tsx',
    access: 'public',
    nav: {
      bottomBar: { at: 2, labelKey: 'bottomBar.courses', icon: 'courses' },
      moreSheet: { at: 6, labelKey: 'moreSheet.browseCourses', shownTo: 'signed-out' },
      areas: { learn: { at: 1, labelKey: 'pages.courses.title' } },
    },
  },
  { path: '/courses/pumpkin-seed-power', file: 'routes/learn/pumpkin-seed-power.tsx', access: 'public' },
  { path: '/courses/pumpkin-harvest-power', file: 'routes/learn/pumpkin-harvest-power.tsx', access: 'public' },
  // Every other course; its lessons (preview lessons for anyone, the rest for its learners) and its quiz
  { path: '/courses/:slug', file: 'routes/learn/course.tsx', access: 'public' },
  { path: '/courses/:slug/lessons/:lesson', file: 'routes/learn/lesson.tsx', access: 'public' },
  // A lesson's uploaded video or resource: to whoever may open the lesson (the loader checks)
  { path: '/courses/:slug/lessons/:lesson/files/:fileId', file: 'routes/learn/lesson-file.ts', access: 'public' },
  { path: '/courses/:slug/quiz', file: 'routes/learn/course-quiz.tsx', access: 'signed-in' },
  // A certificate's public verification page and its PDF: anyone with the code may check it
  { path: '/certificates/:code', file: 'routes/learn/certificate.tsx', access: 'public' },
  { path: '/certificates/:code/pdf', file: 'routes/learn/certificate-pdf.ts', access: 'public' },
  { path: '/pumpkin/game', file: 'routes/learn/pumpkin-game.tsx', access: 'public' },
  {
    path: '/student-dashboard',
    file: 'routes/learn/student-dashboard.tsx',
    access: 'signed-in',
    nav: {
      drawer: { at: 9, labelKey: 'drawer.myLearning.label', subtitleKey: 'drawer.myLearning.subtitle', shownTo: 'signed-in' },
      areas: {
        account: { at: 5, labelKey: 'pages.student-dashboard.title' },
        learn: { at: 5, labelKey: 'pages.student-dashboard.title' },
      },
    },
  },
  { path: '/video-session/:sessionId', file: 'routes/learn/video-session.tsx', access: 'signed-in' },
  {
    path: '/teach',
    file: 'routes/learn/teach.tsx',
    access: 'public',
    nav: {
      moreSheet: { at: 2, labelKey: 'moreSheet.teach', shownTo: 'signed-in' },
      areas: { instructors: { at: 1, labelKey: 'pages.teach.title' } },
    },
  },
  { path: '/instructor-join', file: 'routes/learn/instructor-join.tsx', access: 'public' },
  {
    path: '/instructor/apply',
    file: 'routes/learn/instructor-apply.tsx',
    access: 'public',
    nav: { areas: { instructors: { at: 2, labelKey: 'pages.instructor-apply.title' } } },
  },
  {
    path: '/instructors/onboarding',
    file: 'routes/learn/instructors-onboarding.tsx',
    access: 'public',
    nav: { areas: { instructors: { at: 3, labelKey: 'pages.instructors-onboarding.title' } } },
  },
  { path: '/instructor/onboarding', file: 'routes/learn/instructor-onboarding.tsx', access: 'public' },
  { path: '/instructor-onboarding', file: 'routes/learn/instructor-onboarding-legacy.tsx', access: 'public' },
  { path: '/instructor/verification', file: 'routes/learn/instructor-verification.tsx', access: 'public' },
  { path: '/instructor-verification', file: 'routes/learn/instructor-verification-legacy.tsx', access: 'public' },
  // A document sent there: its owner's and administrators' only (the loader checks whose it is)
  {
    path: '/instructor/verification/documents/:documentId',
    file: 'routes/learn/instructor-document.ts',
    access: 'signed-in',
  },
  { path: '/instructor/pay/success', file: 'routes/learn/instructor-pay-success.tsx', access: 'public' },
  { path: '/instructor/pay/cancel', file: 'routes/learn/instructor-pay-cancel.tsx', access: 'public' },
  // Instructors and admins
  {
    path: '/instructor-dashboard',
    file: 'routes/learn/instructor-dashboard.tsx',
    access: 'instructor',
    nav: { areas: { instructors: { at: 4, labelKey: 'pages.instructor-dashboard.title' } } },
  },
  // The course editor: an instructor's own courses (an admin's: anyone's), checked again by each page
  { path: '/instructor-dashboard/courses/new', file: 'routes/learn/course-new.tsx', access: 'instructor' },
  { path: '/instructor-dashboard/courses/:courseId', file: 'routes/learn/course-editor.tsx', access: 'instructor' },
  {
    path: '/instructor-dashboard/courses/:courseId/lessons/:lessonId',
    file: 'routes/learn/lesson-editor.tsx',
    access: 'instructor',
  },
  { path: '/instructor-dashboard/courses/:courseId/quiz', file: 'routes/learn/quiz-editor.tsx', access: 'instructor' },
  { path: '/instructor-dashboard/courses/:courseId/learners', file: 'routes/learn/course-learners.tsx', access: 'instructor' },
  // Community
  {
    path: '/community',
    file: 'routes/community/community.tsx',
    access: 'public',
    nav: {
      header: { at: 3, labelKey: 'nav.community' },
      drawer: { at: 3, labelKey: 'drawer.community.label', subtitleKey: 'drawer.community.subtitle' },
      areas: { community: { at: 1, labelKey: 'pages.community.title' } },
    },
  },
  {
    path: '/forum',
    file: 'routes/community/forum.tsx',
    access: 'public',
    nav: {
      drawer: { at: 8, labelKey: 'drawer.forum.label', subtitleKey: 'drawer.forum.subtitle' },
      footerResources: { at: 9, labelKey: 'footer.links.forum' },
      areas: { community: { at: 2, labelKey: 'pages.forum.title' } },
    },
  },
  {
    path: '/blog',
    file: 'routes/community/blog.tsx',
    access: 'public',
    nav: {
      header: { at: 7, labelKey: 'nav.blog' },
      drawer: { at: 7, labelKey: 'drawer.blog.label', subtitleKey: 'drawer.blog.subtitle' },
      footerQuickLinks: { at: 3, labelKey: 'footer.links.blog' },
      areas: { community: { at: 3, labelKey: 'pages.blog.title' } },
    },
  },
  {
    path: '/recipes',
    file: 'routes/community/recipes.tsx',
    access: 'public',
    nav: { areas: { community: { at: 4, labelKey: 'pages.recipes.title' } } },
  },
  {
    path: '/join',
    file: 'routes/community/join.tsx',
    access: 'public',
    nav: { areas: { community: { at: 5, labelKey: 'pages.join.title' } } },
  },
  // The marketplace
  {
    path: '/vendors/onboard',
    file: 'routes/market/vendors-onboard.tsx',
    access: 'public',
    // On phones the floating "Sell on …" button would cover content: it lives in the More sheet.
    nav: { moreSheet: { at: 8, labelKey: 'sell.cta' }, areas: { market: { at: 1, labelKey: 'pages.vendors-onboard.title' } } },
  },
  { path: '/vendors/onboard-new', file: 'routes/market/vendors-onboard-new.tsx', access: 'public' },
  {
    path: '/vendors/badges',
    file: 'routes/market/vendors-badges.tsx',
    access: 'public',
    nav: { areas: { market: { at: 2, labelKey: 'pages.vendors-badges.title' } } },
  },
  // SPEC lists the vendor dashboard as public; it shows a vendor's own sales, so it
  // needs a session (docs/decisions/0010-protect-dashboards-the-spec-lists-as-public.md).
  {
    path: '/vendors/dashboard',
    file: 'routes/market/vendors-dashboard.tsx',
    access: 'signed-in',
    nav: { areas: { market: { at: 3, labelKey: 'pages.vendors-dashboard.title' } } },
  },
  { path: '/vendors/welcome', file: 'routes/market/vendors-welcome.tsx', access: 'public' },
  // Affiliates
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
  { path: '/affiliates/join', file: 'routes/affiliate/affiliates-join.tsx', access: 'public' },
  {
    path: '/affiliate/join',
    file: 'routes/affiliate/join.tsx',
    access: 'public',
    nav: { areas: { affiliate: { at: 2, labelKey: 'pages.affiliate-join.title' } } },
  },
  {
    path: '/affiliate',
    file: 'routes/affiliate/dashboard.tsx',
    access: 'signed-in',
    nav: {
      footerQuickLinks: { at: 5, labelKey: 'footer.links.affiliate' },
      areas: { account: { at: 6, labelKey: 'pages.affiliate.title' }, affiliate: { at: 3, labelKey: 'pages.affiliate.title' } },
    },
  },
  // Administration (admins only)
  {
    path: '/affiliate/admin',
    file: 'routes/admin/affiliate-admin.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 6, labelKey: 'adminNav.links.affiliates' } },
  },
  {
    path: '/admin',
    file: 'routes/admin/index.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'overview', at: 1, labelKey: 'adminNav.links.dashboard' } },
  },
  {
    path: '/analytics',
    file: 'routes/admin/analytics.tsx',
    access: 'admin',
    shell: 'admin',
    nav: {
      footerQuickLinks: { at: 4, labelKey: 'footer.links.analytics' },
      admin: { group: 'insights', at: 2, labelKey: 'adminNav.links.analytics' },
    },
  },
  // SPEC lists this and /admin/instructors among public routes; they are admin screens
  // (docs/decisions/0010-protect-dashboards-the-spec-lists-as-public.md).
  { path: '/admin/analytics', file: 'routes/admin/admin-analytics.tsx', access: 'admin', shell: 'admin' },
  {
    path: '/admin/instructors',
    file: 'routes/admin/instructors.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'learning', at: 1, labelKey: 'adminNav.links.instructorApplications' } },
  },
  {
    path: '/blog/admin',
    file: 'routes/admin/blog-admin.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'community', at: 1, labelKey: 'adminNav.links.blog' } },
  },
  {
    path: '/inventory',
    file: 'routes/admin/inventory.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'store', at: 2, labelKey: 'adminNav.links.inventory' } },
  },
  { path: '/inventory/new', file: 'routes/admin/inventory-new.tsx', access: 'admin', shell: 'admin' },
  { path: '/inventory/export.csv', file: 'routes/admin/inventory-export.ts', access: 'admin' },
  // The CSV exports of the administration's lists (decision 0068): what each list shows, with its
  // filters and order, every page. Files, not pages: no frame.
  { path: '/inventory/movements.csv', file: 'routes/admin/inventory-movements-export.ts', access: 'admin' },
  { path: '/admin/orders/export.csv', file: 'routes/admin/orders-export.ts', access: 'admin' },
  { path: '/admin/certificates/export.csv', file: 'routes/admin/certificates-export.ts', access: 'admin' },
  { path: '/creator-hub/students/export.csv', file: 'routes/creator-hub/students-export.ts', access: 'admin' },
  { path: '/creator-hub/foundation/export.csv', file: 'routes/creator-hub/foundation-export.ts', access: 'admin' },
  { path: '/inventory/:productId', file: 'routes/admin/inventory-product.tsx', access: 'admin', shell: 'admin' },
  {
    path: '/admin/orders',
    file: 'routes/admin/orders.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'store', at: 1, labelKey: 'adminNav.links.orders' } },
  },
  { path: '/admin/orders/:orderId', file: 'routes/admin/order.tsx', access: 'admin', shell: 'admin' },
  {
    path: '/instructor-management',
    file: 'routes/admin/instructor-management.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'learning', at: 2, labelKey: 'adminNav.links.instructorManagement' } },
  },
  {
    path: '/admin/certificates',
    file: 'routes/admin/certificates.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'learning', at: 5, labelKey: 'adminNav.links.certificates' } },
  },
  {
    path: '/admin/email-dashboard',
    file: 'routes/admin/email-dashboard.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 1, labelKey: 'adminNav.links.email' } },
  },
  { path: '/admin/email-dashboard/:id', file: 'routes/admin/email-message.tsx', access: 'admin', shell: 'admin' },
  // Emails kept in the outbox, on local installs without SMTP (404 everywhere else)
  { path: '/dev/mailbox', file: 'routes/dev/mailbox.tsx', access: 'public' },
  { path: '/dev/mailbox/:id', file: 'routes/dev/mailbox-message.tsx', access: 'public' },
  {
    path: '/admin/communications',
    file: 'routes/admin/communications.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 2, labelKey: 'adminNav.links.communications' } },
  },
  // A target of SPEC §2's mobile bar (More) that the SPEC gives no route
  {
    path: '/search',
    file: 'routes/content/search.tsx',
    access: 'public',
    nav: { moreSheet: { at: 1, labelKey: 'moreSheet.search' } },
  },
  // The creator hub (admins only). Its front screen is the AI engine's module under a route id
  // of its own, since ids default to the module.
  {
    path: '/creator-hub',
    file: 'routes/creator-hub/ai-engine.tsx',
    isIndex: true,
    id: 'routes/creator-hub/index',
    access: 'admin',
    shell: 'admin',
    nav: {
      admin: { group: 'system', at: 1, labelKey: 'adminNav.links.aiEngine' },
    },
  },
  { path: '/creator-hub/ai-engine', file: 'routes/creator-hub/ai-engine.tsx', access: 'admin', shell: 'admin' },
  {
    path: '/creator-hub/security-logs',
    file: 'routes/creator-hub/security-logs.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'insights', at: 1, labelKey: 'adminNav.links.securityLogs' } },
  },
  {
    path: '/creator-hub/analytics',
    file: 'routes/creator-hub/analytics.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'insights', at: 3, labelKey: 'adminNav.links.creatorAnalytics' } },
  },
  {
    path: '/creator-hub/affiliates',
    file: 'routes/creator-hub/affiliates.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 7, labelKey: 'adminNav.links.affiliatePerformance' } },
  },
  {
    path: '/creator-hub/instructors',
    file: 'routes/creator-hub/instructors.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'learning', at: 3, labelKey: 'adminNav.links.instructorEarnings' } },
  },
  // One instructor's earnings, payout account and payouts (decision 0057).
  {
    path: '/creator-hub/instructors/:instructorId',
    file: 'routes/creator-hub/instructor.tsx',
    access: 'admin',
    shell: 'admin',
  },
  {
    path: '/creator-hub/students',
    file: 'routes/creator-hub/students.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'learning', at: 4, labelKey: 'adminNav.links.students' } },
  },
  {
    path: '/creator-hub/foundation',
    file: 'routes/creator-hub/foundation.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'store', at: 3, labelKey: 'adminNav.links.foundation' } },
  },
  {
    path: '/creator-hub/system-console',
    file: 'routes/creator-hub/system-console.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'system', at: 2, labelKey: 'adminNav.links.systemConsole' } },
  },
  {
    path: '/creator-hub/user-oversight',
    file: 'routes/creator-hub/user-oversight.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'community', at: 2, labelKey: 'adminNav.links.userOversight' } },
  },
  {
    path: '/creator-hub/direct-fix-controls',
    file: 'routes/creator-hub/direct-fix-controls.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'system', at: 3, labelKey: 'adminNav.links.directFixControls' } },
  },
  {
    path: '/creator-hub/growth-automation',
    file: 'routes/creator-hub/growth-automation.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 5, labelKey: 'adminNav.links.growthAutomation' } },
  },
  {
    path: '/creator-hub/pro-support-desk',
    file: 'routes/creator-hub/pro-support-desk.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'community', at: 3, labelKey: 'adminNav.links.supportDesk' } },
  },
  {
    path: '/creator-hub/sms-marketing',
    file: 'routes/creator-hub/sms-marketing.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 3, labelKey: 'adminNav.links.sms' } },
  },
  {
    path: '/creator-hub/social-media',
    file: 'routes/creator-hub/social-media.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 4, labelKey: 'adminNav.links.socialMedia' } },
  },
  {
    path: '/creator-hub/business-valuation',
    file: 'routes/creator-hub/business-valuation.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'insights', at: 4, labelKey: 'adminNav.links.businessValuation' } },
  },
  // Resource routes (no page of their own)
  { path: '/api/language', file: 'routes/api/language.ts', access: 'public' },
  { path: '/api/page-views', file: 'routes/api/page-views.ts', access: 'public' },
  { path: '/api/attribution', file: 'routes/api/attribution.ts', access: 'public' },
  { path: '/api/security-events', file: 'routes/api/security-events.ts', access: 'public' },
  // The cart's JSON for the drawer: visitors have a cart too (SPEC §1)
  { path: '/api/cart', file: 'routes/api/cart.ts', access: 'public' },
  // The header's search suggestions (JSON, issue 11)
  { path: '/api/search/suggest', file: 'routes/api/search-suggest.ts', access: 'public' },
  // Payment providers' webhooks: authenticated by their signature, not a session
  { path: '/api/webhooks/stripe', file: 'routes/api/webhooks/stripe.ts', access: 'public' },
  { path: '/api/webhooks/test-payments', file: 'routes/api/webhooks/test-payments.ts', access: 'public' },
  // The built-in test provider's hosted payment page: the unguessable session id is the key,
  // as with a hosted Stripe page
  { path: '/pay/test/:sessionId', file: 'routes/shop/pay-test.tsx', access: 'public', shell: 'focused' },
  { path: '/newsletter', file: 'routes/api/newsletter.tsx', access: 'public' },
  // A subscription's own page, opened by the token in every newsletter email (no sign-in).
  { path: '/newsletter/preferences', file: 'routes/api/newsletter-preferences.tsx', access: 'public' },
  { path: '/sign-out', file: 'routes/auth/sign-out.ts', access: 'public' },
  { path: '/robots.txt', file: 'routes/api/robots.ts', access: 'public' },
  { path: '/sitemap.xml', file: 'routes/api/sitemap.ts', access: 'public' },
]);

/** A path of the route table: what `requireAccess` accepts, checked when the code compiles. */
export type RoutePath = (typeof ROUTE_TABLE)[number]['path'];

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

/** Each entry's path as lower-case segments, split once: every page's shell asks `routeAt`. */
let patterns: Array<{ route: (typeof ROUTE_TABLE)[number]; pattern: string[] }> | undefined;
const routePatterns = () => {
  patterns ??= ROUTE_TABLE.map((route) => ({ route, pattern: segmentsOf(route.path.toLowerCase()) }));
  return patterns;
};

/**
 * The entry whose path matches an address, or undefined (the not-found page). As React Router
 * ranks them, a static segment beats a `:param` (`/inventory/new` before `/inventory/:productId`)
 * and letters match whatever their case; a trailing slash changes nothing.
 */
export function routeAt(pathname: string): (typeof ROUTE_TABLE)[number] | undefined {
  const segments = segmentsOf(pathname.toLowerCase());
  let found: (typeof ROUTE_TABLE)[number] | undefined;
  let foundStatic = -1;
  for (const { route, pattern } of routePatterns()) {
    if (pattern.length !== segments.length) continue;
    let statics = 0;
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) return true;
      statics++;
      return part === segments[index];
    });
    if (matches && statics > foundStatic) {
      found = route;
      foundStatic = statics;
    }
  }
  return found;
}

/** The frame of the page at an address: its entry's, the shop's for an address no entry matches. */
export function shellKindAt(pathname: string): ShellKind {
  return routeAt(pathname)?.shell ?? 'site';
}
