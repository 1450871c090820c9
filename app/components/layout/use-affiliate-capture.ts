import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  extractAffiliateCode,
  readAffiliateCode,
  storeAffiliateCode,
  stripAttributionParams,
} from '~/features/affiliates/attribution';

/**
 * Captures an affiliate code from the address the page was loaded with (query, then hash; the
 * parameters' precedence is AFFILIATE_PARAMS: ref, affiliate, aff, source, utm_source), keeps it
 * for 90 days in local storage and, through /api/attribution, in a first-party cookie that
 * survives browsers capping script-set storage. Then tidies `ref`/`affiliate` away.
 *
 * Once per page load: tidying the address is itself a navigation, and capturing again from the
 * tidied address would let a weaker parameter (utm_source) overwrite the code it came with. A
 * later visit with a new code (a new page load) replaces the old one.
 */
/** Module state lives exactly as long as the page: the shell may remount, the page load does not repeat. */
let hasCapturedThisLoad = false;

export function useAffiliateCapture() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (hasCapturedThisLoad) return;
    hasCapturedThisLoad = true;
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
