import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { CartView } from '~/features/cart/cart.server';
import { useRootData } from '~/utils/use-root-data';

/**
 * The header badge's count. A page the cache shares between visitors carries none (see
 * server/page-cache.ts), so once it is interactive the browser asks the server for this
 * visitor's cart; every later root revalidation (after any cart change) brings the count with it.
 * Null until known.
 */
export function useCartCount(): number | null {
  const known = useRootData()?.cartCount ?? null;
  const { load, data } = useFetcher<CartView>({ key: 'header-cart-count' });
  useEffect(() => {
    if (known === null) load('/api/cart');
  }, [known, load]);
  return known ?? data?.count ?? null;
}
