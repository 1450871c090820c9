import { declareRoutes } from './route-definition';

/** The signed-in person's own pages. */
export const ACCOUNT_ROUTES = declareRoutes([
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
]);
