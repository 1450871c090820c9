/**
 * Who may open each page (SPEC §2, §6), in one typed place. Every loader and action
 * passes its own path to `requireAccess`, and the authorisation matrix test walks
 * this table, so a route cannot be added without deciding who may open it.
 *
 * - public: anyone
 * - guest: sign-in and sign-up screens; a signed-in person is sent on to where they were going
 * - signed-in: any signed-in person
 * - instructor: instructors and admins (admin implies instructor access)
 * - admin: admins only
 */
export type Access = 'public' | 'guest' | 'signed-in' | 'instructor' | 'admin';

export const ROUTE_ACCESS = {
  // Public routes
  '/': 'public',
  '/about': 'public',
  '/blog': 'public',
  '/auth': 'guest',
  '/auth/forgot': 'guest',
  '/auth/reset': 'public',
  '/signup': 'guest',
  '/contact': 'public',
  '/faq': 'public',
  '/products': 'public',
  '/relief': 'public',
  '/privacy-policy': 'public',
  '/terms-of-service': 'public',
  '/shipping-info': 'public',
  '/payment/success': 'public',
  '/payment/error': 'public',
  '/payment-success': 'public',
  '/payment-cancel': 'public',
  '/soil-analysis-kit': 'public',
  '/instructor-auth': 'guest',
  '/instructor-signup': 'guest',
  '/instructor-join': 'public',
  '/affiliate-program': 'public',
  '/affiliate/terms': 'public',
  '/affiliate/leader-addendum': 'public',
  '/donate': 'public',
  '/donate/success': 'public',
  '/affiliates/join': 'public',
  '/affiliate/join': 'public',
  '/vendors/onboard': 'public',
  '/vendors/onboard-new': 'public',
  '/vendors/badges': 'public',
  // SPEC lists the vendor dashboard as public; it shows a vendor's own sales, so it
  // needs a session (docs/decisions/0010-protect-dashboards-the-spec-lists-as-public.md).
  '/vendors/dashboard': 'signed-in',
  '/vendors/welcome': 'public',
  '/checkout/success': 'public',
  '/checkout/cancel': 'public',
  '/instructors/onboarding': 'public',
  '/instructor/pay/success': 'public',
  '/instructor/pay/cancel': 'public',
  '/legal/vendor-terms': 'public',
  '/legal/privacy': 'public',
  '/workplace-policy': 'public',
  '/product/:handle': 'public',
  // Footer-only routes
  '/sustainability': 'public',
  '/careers-growth': 'public',
  '/learning': 'public',
  '/cookies': 'public',
  '/acceptable-use': 'public',
  '/legal/terms-of-service': 'public',
  // Guides
  '/tools-resources': 'public',
  '/composting-guide': 'public',
  '/pest-management': 'public',
  '/water-conservation': 'public',
  '/organic-certification': 'public',
  '/season-planner': 'public',
  '/market-research': 'public',
  // Community
  '/community': 'public',
  '/forum': 'public',
  '/recipes': 'public',
  '/coaching': 'public',
  '/coaching/enroll': 'public',
  '/class-enrollment': 'public',
  '/join': 'public',
  '/careers': 'public',
  // Mobile bar targets the SPEC leaves without a route
  '/courses': 'public',
  '/search': 'public',
  '/dashboard': 'signed-in',
  // Signed-in routes
  '/account': 'signed-in',
  '/affiliate': 'signed-in',
  '/orders': 'signed-in',
  '/subscriptions': 'signed-in',
  '/checkout': 'signed-in',
  '/student-dashboard': 'signed-in',
  '/video-session/:sessionId': 'signed-in',
  // Admin-only routes
  '/analytics': 'admin',
  '/affiliate/admin': 'admin',
  '/blog/admin': 'admin',
  '/inventory': 'admin',
  '/inventory/new': 'admin',
  '/inventory/export.csv': 'admin',
  '/inventory/:productId': 'admin',
  '/instructor-management': 'admin',
  '/admin': 'admin',
  '/admin/certificates': 'admin',
  '/admin/email-dashboard': 'admin',
  '/admin/communications': 'admin',
  '/admin/orders': 'admin',
  '/admin/orders/:orderId': 'admin',
  // SPEC lists these two among public routes; they are admin screens
  // (docs/decisions/0010-protect-dashboards-the-spec-lists-as-public.md).
  '/admin/instructors': 'admin',
  '/admin/analytics': 'admin',
  // Instructor or admin
  '/instructor-dashboard': 'instructor',
  // Open routes: behind the guard, no sign-in needed
  '/auth/verify': 'public',
  // Second step of sign-in for accounts with two-step sign-in (no session yet)
  '/auth/two-factor': 'guest',
  // A signed-in person whose profile lacks SPEC §5's required fields completes it here
  '/auth/complete-profile': 'signed-in',
  // The person's own data as JSON (account page)
  '/account/data': 'signed-in',
  // SPEC §6: the wishlist is for signed-in people
  '/account/wishlist': 'signed-in',
  // One order and its receipt: only its owner finds it
  '/orders/:orderId': 'signed-in',
  // The built-in test provider's hosted payment page: the unguessable session id is the key,
  // as with a hosted Stripe page
  '/pay/test/:sessionId': 'public',
  // Emails kept in the outbox, on local installs without SMTP (404 everywhere else)
  '/dev/mailbox': 'public',
  '/dev/mailbox/:id': 'public',
  '/admin/email-dashboard/:id': 'admin',
  '/teach': 'public',
  '/instructor/apply': 'public',
  '/courses/pumpkin-seed-power': 'public',
  '/courses/pumpkin-harvest-power': 'public',
  '/pumpkin/game': 'public',
  '/instructor/onboarding': 'public',
  '/instructor-onboarding': 'public',
  '/instructor/verification': 'public',
  '/instructor-verification': 'public',
  // Pre-registration: creates the first admin, protected by the one-time setup token
  '/admin/setup': 'public',
  // Admin hub
  '/creator-hub': 'admin',
  '/creator-hub/ai-engine': 'admin',
  '/creator-hub/security-logs': 'admin',
  '/creator-hub/analytics': 'admin',
  '/creator-hub/affiliates': 'admin',
  '/creator-hub/instructors': 'admin',
  '/creator-hub/students': 'admin',
  '/creator-hub/foundation': 'admin',
  '/creator-hub/system-console': 'admin',
  '/creator-hub/user-oversight': 'admin',
  '/creator-hub/direct-fix-controls': 'admin',
  '/creator-hub/growth-automation': 'admin',
  '/creator-hub/pro-support-desk': 'admin',
  '/creator-hub/sms-marketing': 'admin',
  '/creator-hub/social-media': 'admin',
  '/creator-hub/business-valuation': 'admin',
  // Resource routes (no page of their own)
  '/api/language': 'public',
  '/api/page-views': 'public',
  '/api/attribution': 'public',
  // The cart: visitors have one too (SPEC §1)
  '/api/cart': 'public',
  // The full cart view; visitors have a cart too
  '/cart': 'public',
  '/api/security-events': 'public',
  // Payment providers' webhooks: authenticated by their signature, not a session
  '/api/webhooks/stripe': 'public',
  '/api/webhooks/test-payments': 'public',
  '/newsletter': 'public',
  '/sign-out': 'public',
  '/robots.txt': 'public',
  '/sitemap.xml': 'public',
} as const satisfies Record<string, Access>;

export type RoutePath = keyof typeof ROUTE_ACCESS;

/** Roles a person must hold for an access level, as shown on the Access Denied screen. */
export const REQUIRED_ROLES: Record<Access, readonly string[]> = {
  public: [],
  guest: [],
  'signed-in': [],
  instructor: ['instructor', 'admin'],
  admin: ['admin'],
};
