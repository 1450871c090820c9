import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ENGAGEMENT_MS, trackAffiliateEvent } from '~/features/affiliates/tracking-client';

/**
 * Affiliate tracking for each page while a code is stored (features/affiliates/tracking-client.ts):
 * `page_view` when the page opens, `engagement` if it is still open 10 s later, `page_exit` when
 * the tab is left or closed. Keyed on the path, so a new page is a new view. Runs after
 * useAffiliateCapture in the shell, so a page opened from an affiliate link counts.
 */
export function useAffiliateTracking() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path is a new page view
  useEffect(() => {
    trackAffiliateEvent('page_view');
    const engaged = setTimeout(() => trackAffiliateEvent('engagement'), ENGAGEMENT_MS);
    const leave = () => trackAffiliateEvent('page_exit', {}, true);
    addEventListener('pagehide', leave);
    return () => {
      clearTimeout(engaged);
      removeEventListener('pagehide', leave);
    };
  }, [pathname]);
}
