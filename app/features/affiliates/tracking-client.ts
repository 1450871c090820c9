import { readAffiliateCode } from './attribution';

/*
 * The browser's side of affiliate tracking (SPEC §3, §7, §9): while a code is stored (for 90 days
 * after an affiliate link), each page sends `page_view` on load, `engagement` 10 s later and
 * `page_exit` when left, and the order's page sends `conversion` once. Failures only warn in the
 * console: tracking never stands in a shopper's way. The money is never taken from these events
 * (the ledger pays from paid orders); they feed the affiliate's visit counts.
 */

export const TRACKING_PATH = '/api/affiliate-pixel-track';
export const ENGAGEMENT_MS = 10_000;
const SESSION_KEY = 'aff_session';

export type TrackedType = 'page_view' | 'engagement' | 'page_exit' | 'conversion';

/** The tab's tracking session: a random id kept in session storage. */
function sessionId(): string {
  try {
    const found = sessionStorage.getItem(SESSION_KEY);
    if (found) return found;
    const made = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** The stored code, or undefined (none, expired, or storage unavailable). */
export function storedCode(): string | undefined {
  try {
    return readAffiliateCode(localStorage);
  } catch {
    return undefined;
  }
}

/** Sends one event for the stored code; nothing when there is none. `beacon` for a page being left. */
export function trackAffiliateEvent(type: TrackedType, extra: { orderId?: string; amount?: number } = {}, beacon = false) {
  const code = storedCode();
  if (!code) return;
  const body = JSON.stringify({
    affiliateCode: code,
    pageUrl: location.href.slice(0, 2000),
    eventType: type,
    ...extra,
    sessionId: sessionId(),
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent.slice(0, 400),
    referrer: document.referrer.slice(0, 2000),
    screenResolution: `${screen.width}x${screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
  });
  if (beacon && typeof navigator.sendBeacon === 'function') {
    if (!navigator.sendBeacon(TRACKING_PATH, new Blob([body], { type: 'application/json' })))
      console.warn('affiliate tracking: the page_exit event was not queued');
    return;
  }
  void fetch(TRACKING_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true })
    .then((response) => {
      if (!response.ok) console.warn(`affiliate tracking: ${type} answered ${response.status}`);
    })
    .catch((error: unknown) => console.warn('affiliate tracking failed', error));
}
