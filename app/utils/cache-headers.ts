/**
 * A route's `headers` for per-person or one-time content (a form's one-time key, a payment's live
 * outcome): never stored by the page cache (server/page-cache.ts) or by the browser.
 *   export const headers = privateNoStore;
 */
export function privateNoStore() {
  return { 'Cache-Control': 'private, no-store' };
}
