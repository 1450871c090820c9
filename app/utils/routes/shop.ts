import { declareRoutes } from './route-definition';

/** The shop: catalogue, cart, checkout, donations and the payment results. */
export const SHOP_ROUTES = declareRoutes([
  {
    path: '/relief',
    file: 'routes/shop/relief.tsx',
    access: 'public',
    nav: { areas: { shop: { at: 4, labelKey: 'pages.relief.title' } } },
  },
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
  // Focused like the checkout it ends: no section links to wander off by (issue 35, point 5).
  { path: '/checkout/success', file: 'routes/shop/checkout-success.tsx', access: 'public', shell: 'focused' },
  // Where a payment page returns: the order's outcome as our records have it (SPEC §2 names two addresses for each).
  { path: '/payment/success', aliases: ['/payment-success'], file: 'routes/shop/payment-success.tsx', access: 'public' },
  { path: '/payment/error', aliases: ['/payment-cancel'], file: 'routes/shop/payment-error.tsx', access: 'public' },
  // The built-in test provider's hosted payment page: the unguessable session id is the key,
  // as with a hosted Stripe page
  { path: '/pay/test/:sessionId', file: 'routes/shop/pay-test.tsx', access: 'public', shell: 'focused' },
]);
