import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { stripAttributionParams } from '~/features/affiliates/attribution';

/** Records a page view (path and search) after each route change (SPEC §7). */
export function usePageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The address is about to lose its ref/affiliate parameters; count the tidy one.
    if (stripAttributionParams(search) !== null) return;
    const body = JSON.stringify({ path: pathname, search, referrer: document.referrer || undefined });
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.('/api/page-views', blob)) {
      void fetch('/api/page-views', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => {});
    }
  }, [pathname, search]);
}
