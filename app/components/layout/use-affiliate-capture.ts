import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  extractAffiliateCode,
  readAffiliateCode,
  storeAffiliateCode,
  stripAttributionParams,
} from '~/features/affiliates/attribution';

/**
 * Captures an affiliate code from the address (query or hash), keeps it for 90 days
 * in local storage and, through /api/attribution, in a first-party cookie that
 * survives browsers capping script-set storage. Then tidies `ref`/`affiliate` away.
 */
export function useAffiliateCapture() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const code = extractAffiliateCode(location.search, location.hash);
    try {
      if (code) storeAffiliateCode(localStorage, code);
      else readAffiliateCode(localStorage);
    } catch {
      // Storage may be unavailable; the cookie below still records the attribution.
    }
    if (code) {
      void fetch('/api/attribution', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
        keepalive: true,
      }).catch(() => {});
    }
    const search = stripAttributionParams(location.search);
    if (search !== null) {
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, preventScrollReset: true });
    }
  }, [location.pathname, location.search, location.hash, navigate]);
}
