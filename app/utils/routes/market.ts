import { declareRoutes } from './route-definition';

/** The marketplace. */
export const MARKET_ROUTES = declareRoutes([
  // The vendor application (issue 39): the SPEC names both addresses for it.
  {
    path: '/vendors/onboard',
    aliases: ['/vendors/onboard-new'],
    file: 'routes/market/vendors-onboard.tsx',
    access: 'public',
    // Also in the More sheet on phones, besides the invitation above the footer (decision 0074).
    nav: { moreSheet: { at: 8, labelKey: 'sell.cta' }, areas: { market: { at: 1, labelKey: 'pages.vendors-onboard.title' } } },
  },
  {
    path: '/vendors/badges',
    file: 'routes/market/vendors-badges.tsx',
    access: 'public',
    nav: { areas: { market: { at: 2, labelKey: 'pages.vendors-badges.title' } } },
  },
  // SPEC lists the vendor dashboard as public; it shows a vendor's own sales, so it is for
  // vendors only (docs/decisions/0010-protect-dashboards-the-spec-lists-as-public.md; issue 39):
  // anyone else gets the SPEC's Access Denied.
  {
    path: '/vendors/dashboard',
    file: 'routes/market/vendors-dashboard.tsx',
    access: 'vendor',
    nav: { areas: { market: { at: 3, labelKey: 'pages.vendors-dashboard.title' } } },
  },
  // The dashboard's two long lists, each a page of its own (decision 0110): the parcels to send,
  // with a ship form each, and the store's products.
  {
    path: '/vendors/dashboard/parcels',
    file: 'routes/market/vendor-parcels.tsx',
    access: 'vendor',
    nav: { areas: { market: { at: 4, labelKey: 'pages.vendor-parcels.title' } } },
  },
  {
    path: '/vendors/dashboard/products',
    file: 'routes/market/vendor-products.tsx',
    access: 'vendor',
    nav: { areas: { market: { at: 5, labelKey: 'pages.vendor-products.title' } } },
  },
  // A vendor's own products (decision 0093): a new draft, and one product's form, review and stock.
  { path: '/vendors/dashboard/products/new', file: 'routes/market/vendor-product-new.tsx', access: 'vendor' },
  { path: '/vendors/dashboard/products/:productId', file: 'routes/market/vendor-product.tsx', access: 'vendor' },
  { path: '/vendors/welcome', file: 'routes/market/vendors-welcome.tsx', access: 'public' },
]);
