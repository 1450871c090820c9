import { declareRoutes } from './route-definition';

/** Resource routes: JSON, webhooks, files the machines read (no page of their own). */
export const API_ROUTES = declareRoutes([
  { path: '/api/language', file: 'routes/api/language.ts', access: 'public' },
  { path: '/api/page-views', file: 'routes/api/page-views.ts', access: 'public' },
  { path: '/api/attribution', file: 'routes/api/attribution.ts', access: 'public' },
  // The browser's affiliate tracking (SPEC §3, §7, §9: the affiliate-pixel-track call; issue 39)
  { path: '/api/affiliate-pixel-track', file: 'routes/api/affiliate-pixel-track.ts', access: 'public' },
  { path: '/api/security-events', file: 'routes/api/security-events.ts', access: 'public' },
  // The cart's JSON for the drawer: visitors have a cart too (SPEC §1)
  { path: '/api/cart', file: 'routes/api/cart.ts', access: 'public' },
  // The header's search suggestions (JSON, issue 11)
  { path: '/api/search/suggest', file: 'routes/api/search-suggest.ts', access: 'public' },
  // Verde AI (SPEC §7 chat-with-ai; issue 38): visitors may ask too, within their allowance
  { path: '/api/chat-with-ai', file: 'routes/api/chat-with-ai.ts', access: 'public' },
  // What it proposed and the person confirmed: a visitor may fill their cart; the rest needs an account (checked in the operation)
  { path: '/api/assistant/actions', file: 'routes/api/assistant-actions.ts', access: 'public' },
  // A signed-in person's own past conversations
  { path: '/api/assistant/conversations', file: 'routes/api/assistant-conversations.ts', access: 'signed-in' },
  // Payment providers' webhooks: authenticated by their signature, not a session
  { path: '/api/webhooks/stripe', file: 'routes/api/webhooks/stripe.ts', access: 'public' },
  { path: '/api/webhooks/test-payments', file: 'routes/api/webhooks/test-payments.ts', access: 'public' },
  { path: '/newsletter', file: 'routes/api/newsletter.tsx', access: 'public' },
  // A subscription's own page, opened by the token in every newsletter email (no sign-in).
  { path: '/newsletter/preferences', file: 'routes/api/newsletter-preferences.tsx', access: 'public' },
  { path: '/robots.txt', file: 'routes/api/robots.ts', access: 'public' },
  { path: '/sitemap.xml', file: 'routes/api/sitemap.ts', access: 'public' },
]);
