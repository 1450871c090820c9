import type { NavEntry } from '~/components/layout/navigation';

/** The sections of each area of the site; an area page shows its siblings beside it. */
export type Area =
  | 'shop'
  | 'account'
  | 'auth'
  | 'learn'
  | 'instructors'
  | 'community'
  | 'market'
  | 'affiliate'
  | 'admin'
  | 'creator-hub';

export const AREA_NAV: Record<Area, readonly NavEntry[]> = {
  shop: [
    { to: '/products', labelKey: 'pages.products.title' },
    { to: '/cart', labelKey: 'pages.cart.title' },
    { to: '/soil-analysis-kit', labelKey: 'pages.soil-analysis-kit.title' },
    { to: '/relief', labelKey: 'pages.relief.title' },
    { to: '/donate', labelKey: 'pages.donate.title' },
    { to: '/shipping-info', labelKey: 'pages.shipping-info.title' },
  ],
  account: [
    { to: '/account', labelKey: 'pages.account.title' },
    { to: '/orders', labelKey: 'pages.orders.title' },
    { to: '/account/wishlist', labelKey: 'pages.account-wishlist.title' },
    { to: '/subscriptions', labelKey: 'pages.subscriptions.title' },
    { to: '/student-dashboard', labelKey: 'pages.student-dashboard.title' },
    { to: '/affiliate', labelKey: 'pages.affiliate.title' },
  ],
  auth: [
    { to: '/auth', labelKey: 'pages.auth.title' },
    { to: '/signup', labelKey: 'pages.signup.title' },
    { to: '/auth/forgot', labelKey: 'pages.auth-forgot.title' },
    { to: '/instructor-auth', labelKey: 'pages.instructor-auth.title' },
  ],
  learn: [
    { to: '/courses', labelKey: 'pages.courses.title' },
    { to: '/coaching', labelKey: 'pages.coaching.title' },
    { to: '/class-enrollment', labelKey: 'pages.class-enrollment.title' },
    { to: '/learning', labelKey: 'pages.learning.title' },
    { to: '/student-dashboard', labelKey: 'pages.student-dashboard.title' },
  ],
  instructors: [
    { to: '/teach', labelKey: 'pages.teach.title' },
    { to: '/instructor/apply', labelKey: 'pages.instructor-apply.title' },
    { to: '/instructors/onboarding', labelKey: 'pages.instructors-onboarding.title' },
    { to: '/instructor-dashboard', labelKey: 'pages.instructor-dashboard.title' },
  ],
  community: [
    { to: '/community', labelKey: 'pages.community.title' },
    { to: '/forum', labelKey: 'pages.forum.title' },
    { to: '/blog', labelKey: 'pages.blog.title' },
    { to: '/recipes', labelKey: 'pages.recipes.title' },
    { to: '/join', labelKey: 'pages.join.title' },
  ],
  market: [
    { to: '/vendors/onboard', labelKey: 'pages.vendors-onboard.title' },
    { to: '/vendors/badges', labelKey: 'pages.vendors-badges.title' },
    { to: '/vendors/dashboard', labelKey: 'pages.vendors-dashboard.title' },
    { to: '/legal/vendor-terms', labelKey: 'pages.legal-vendor-terms.title' },
  ],
  affiliate: [
    { to: '/affiliate-program', labelKey: 'pages.affiliate-program.title' },
    { to: '/affiliate/join', labelKey: 'pages.affiliate-join.title' },
    { to: '/affiliate', labelKey: 'pages.affiliate.title' },
    { to: '/affiliate/terms', labelKey: 'pages.affiliate-terms.title' },
    { to: '/affiliate/leader-addendum', labelKey: 'pages.affiliate-leader-addendum.title' },
  ],
  admin: [
    { to: '/admin', labelKey: 'pages.admin.title' },
    { to: '/creator-hub', labelKey: 'pages.creator-hub.title' },
    { to: '/analytics', labelKey: 'pages.analytics.title' },
    { to: '/admin/orders', labelKey: 'pages.admin-orders.title' },
    { to: '/inventory', labelKey: 'pages.inventory.title' },
    { to: '/admin/email-dashboard', labelKey: 'pages.admin-email-dashboard.title' },
    { to: '/admin/communications', labelKey: 'pages.admin-communications.title' },
    { to: '/admin/certificates', labelKey: 'pages.admin-certificates.title' },
    { to: '/admin/instructors', labelKey: 'pages.admin-instructors.title' },
    { to: '/instructor-management', labelKey: 'pages.instructor-management.title' },
    { to: '/blog/admin', labelKey: 'pages.blog-admin.title' },
    { to: '/affiliate/admin', labelKey: 'pages.affiliate-admin.title' },
  ],
  'creator-hub': [
    { to: '/creator-hub', labelKey: 'pages.creator-hub-ai-engine.title' },
    { to: '/creator-hub/security-logs', labelKey: 'pages.creator-hub-security-logs.title' },
    { to: '/creator-hub/analytics', labelKey: 'pages.creator-hub-analytics.title' },
    { to: '/creator-hub/affiliates', labelKey: 'pages.creator-hub-affiliates.title' },
    { to: '/creator-hub/instructors', labelKey: 'pages.creator-hub-instructors.title' },
    { to: '/creator-hub/students', labelKey: 'pages.creator-hub-students.title' },
    { to: '/creator-hub/foundation', labelKey: 'pages.creator-hub-foundation.title' },
    { to: '/creator-hub/system-console', labelKey: 'pages.creator-hub-system-console.title' },
    { to: '/creator-hub/user-oversight', labelKey: 'pages.creator-hub-user-oversight.title' },
    { to: '/creator-hub/direct-fix-controls', labelKey: 'pages.creator-hub-direct-fix-controls.title' },
    { to: '/creator-hub/growth-automation', labelKey: 'pages.creator-hub-growth-automation.title' },
    { to: '/creator-hub/pro-support-desk', labelKey: 'pages.creator-hub-pro-support-desk.title' },
    { to: '/creator-hub/sms-marketing', labelKey: 'pages.creator-hub-sms-marketing.title' },
    { to: '/creator-hub/social-media', labelKey: 'pages.creator-hub-social-media.title' },
    { to: '/creator-hub/business-valuation', labelKey: 'pages.creator-hub-business-valuation.title' },
  ],
};
