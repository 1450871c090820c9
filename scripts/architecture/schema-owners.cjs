/*
 * Which feature owns the tables of each schema module in app/db/schema (decision 0066). A feature
 * may import its own modules and those of the features on its FEATURE_GRAPH line
 * (.dependency-cruiser.cjs), and writes only the tables of its own modules
 * (scripts/architecture/table-writes.test.ts); another domain's rows change through that domain's
 * functions. `null`: the kernel's tables (app/db reads and writes them; no feature imports them).
 *
 * A new domain's tables go in a module named after its folder, added here; lint refuses a schema
 * module this map does not name. A domain may own several modules (name each one here).
 */
module.exports = {
  accounts: 'accounts',
  affiliates: 'affiliates',
  analytics: 'analytics',
  assistant: 'assistant',
  blog: 'blog',
  careers: 'careers',
  cart: 'cart',
  catalog: 'catalog',
  donations: 'donations',
  forum: 'forum',
  game: 'game',
  growth: 'growth',
  instructors: 'instructors',
  inventory: 'inventory',
  jobs: 'jobs',
  coaching: 'learning',
  discounts: 'discounts',
  learning: 'learning',
  ledger: 'ledger',
  live: 'live',
  messaging: 'messaging',
  newsletter: 'newsletter',
  orders: 'orders',
  payments: 'payments',
  payouts: 'payouts',
  planner: 'planner',
  platform: null,
  relief: 'relief',
  reviews: 'reviews',
  search: 'search',
  security: 'security',
  'stock-alerts': 'stock-alerts',
  subscriptions: 'subscriptions',
  support: 'support',
  vendors: 'vendors',
  wishlist: 'wishlist',
};
