import { useEffect, useState } from 'react';
import type { CartView } from '~/features/cart/cart.server';
import { useRootData } from './use-root-data';

/**
 * The header badge's count. A page the cache shares between visitors carries none (see
 * server/page-cache.ts), so once it is interactive the browser asks the server for this
 * visitor's cart; every later root revalidation (after any cart change) brings the count with it.
 * Null until known.
 *
 * A plain fetch, not a fetcher: React Router would revalidate a fetcher after every action,
 * and follow a redirect it got back (for a session that still has to complete its profile)
 * as a navigation, taking the person somewhere they did not ask to go.
 */
export function useCartCount(): number | null {
  const known = useRootData()?.cartCount ?? null;
  const [fetched, setFetched] = useState<number | null>(null);
  useEffect(() => {
    if (known !== null) return;
    const controller = new AbortController();
    fetch('/api/cart', { headers: { accept: 'application/json' }, signal: controller.signal, redirect: 'error' })
      .then((response) => (response.ok ? (response.json() as Promise<CartView>) : null))
      .then((view) => {
        if (typeof view?.count === 'number') setFetched(view.count);
      })
      // No count is better than a wrong one: the badge stays empty.
      .catch(() => {});
    return () => controller.abort();
  }, [known]);
  return known ?? fetched;
}
