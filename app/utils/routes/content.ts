import { declareRoutes } from './route-definition';

/** Content and legal pages, and the site search. */
export const CONTENT_ROUTES = declareRoutes([
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
    // SPEC §2 names both addresses for the one privacy policy.
    aliases: ['/legal/privacy'],
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
    nav: { areas: { market: { at: 6, labelKey: 'pages.legal-vendor-terms.title' } } },
  },
  {
    path: '/legal/terms-of-service',
    file: 'routes/content/legal-terms-of-service.tsx',
    access: 'public',
    nav: { footerResources: { at: 4, labelKey: 'footer.links.legalTerms' } },
  },
  {
    path: '/sustainability',
    file: 'routes/content/sustainability.tsx',
    access: 'public',
    nav: { footerQuickLinks: { at: 7, labelKey: 'footer.links.sustainability' } },
  },
  {
    path: '/careers-growth',
    file: 'routes/content/careers-growth.tsx',
    access: 'public',
    nav: { footerQuickLinks: { at: 8, labelKey: 'footer.links.careersGrowth' } },
  },
  // A target of SPEC §2's mobile bar (More) that the SPEC gives no route
  {
    path: '/search',
    file: 'routes/content/search.tsx',
    access: 'public',
    nav: { moreSheet: { at: 1, labelKey: 'moreSheet.search' } },
  },
]);
