import { declareRoutes } from './route-definition';

/** The administration (admins only). */
export const ADMIN_ROUTES = declareRoutes([
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
    // SPEC lists /admin/analytics among public routes; it is this admin screen
    // (docs/decisions/0010-protect-dashboards-the-spec-lists-as-public.md).
    aliases: ['/admin/analytics'],
    file: 'routes/admin/analytics.tsx',
    access: 'admin',
    shell: 'admin',
    nav: {
      footerQuickLinks: { at: 4, labelKey: 'footer.links.analytics' },
      admin: { group: 'insights', at: 2, labelKey: 'adminNav.links.analytics' },
    },
  },
  // SPEC lists /admin/instructors among public routes; it is an admin screen
  // (docs/decisions/0010-protect-dashboards-the-spec-lists-as-public.md).
  {
    path: '/admin/instructors',
    file: 'routes/admin/instructors.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'learning', at: 1, labelKey: 'adminNav.links.instructorApplications' } },
  },
  // Vendor applications (issue 39): review, decide, and their certificates (private files).
  {
    path: '/admin/vendors',
    file: 'routes/admin/vendors.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'store', at: 4, labelKey: 'adminNav.links.vendorApplications' } },
  },
  // Vendors' stores (decision 0102): the conversation with each vendor, their certificates and the
  // renewals waiting for a decision; unread replies first.
  {
    path: '/admin/vendors/stores',
    file: 'routes/admin/vendor-stores.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'store', at: 4.5, labelKey: 'adminNav.links.vendorStores' } },
  },
  { path: '/admin/vendors/stores/:vendorId', file: 'routes/admin/vendor-store.tsx', access: 'admin', shell: 'admin' },
  // Vendors' products and changes waiting for review (decision 0093).
  {
    path: '/admin/vendors/products',
    file: 'routes/admin/vendor-products.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'store', at: 5, labelKey: 'adminNav.links.vendorProducts' } },
  },
  // Discount codes (issue 39): made and switched off here; shoppers apply them at checkout.
  {
    path: '/admin/discounts',
    file: 'routes/admin/discounts.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'store', at: 6, labelKey: 'adminNav.links.discounts' } },
  },
  // Payout runs (issue 39, decision 0096): what vendors and affiliates are owed after the refund
  // window, paid by Stripe Connect or recorded as paid by bank, and each run's CSV.
  {
    path: '/admin/payouts',
    file: 'routes/admin/payouts.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'store', at: 7, labelKey: 'adminNav.links.payouts' } },
  },
  { path: '/admin/payouts/:runId/export.csv', file: 'routes/admin/payouts-export.ts', access: 'admin' },
  {
    path: '/admin/vendors/certificates/:certificateId',
    file: 'routes/admin/vendor-certificate.ts',
    access: 'admin',
    shell: 'admin',
  },
  {
    path: '/blog/admin',
    file: 'routes/admin/blog-admin.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'community', at: 1, labelKey: 'adminNav.links.blog' } },
  },
  { path: '/blog/admin/new', file: 'routes/admin/blog-post-new.tsx', access: 'admin', shell: 'admin' },
  { path: '/blog/admin/:postId', file: 'routes/admin/blog-post-editor.tsx', access: 'admin', shell: 'admin' },
  {
    path: '/careers/admin',
    file: 'routes/admin/careers-admin.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'community', at: 4, labelKey: 'adminNav.links.careers' } },
  },
  // The forum's moderation queue, log and decisions (the operations check the moderator again).
  {
    path: '/forum/moderation',
    file: 'routes/admin/forum-moderation.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'community', at: 5, labelKey: 'adminNav.links.forumModeration' } },
  },
  { path: '/careers/admin/new', file: 'routes/admin/career-role-new.tsx', access: 'admin', shell: 'admin' },
  { path: '/careers/admin/:roleId', file: 'routes/admin/career-role-editor.tsx', access: 'admin', shell: 'admin' },
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
  {
    path: '/admin/communications',
    file: 'routes/admin/communications.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 2, labelKey: 'adminNav.links.communications' } },
  },
  // Newsletter issues (decision 0083): write one, then its page shows the send and its deliveries.
  {
    path: '/admin/communications/new',
    file: 'routes/admin/newsletter-issue-new.tsx',
    access: 'admin',
    shell: 'admin',
  },
  {
    path: '/admin/communications/:issueId',
    file: 'routes/admin/newsletter-issue.tsx',
    access: 'admin',
    shell: 'admin',
  },
]);
