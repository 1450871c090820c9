import { useEffect } from 'react';
import { readCart, useKnownCart } from './cart-snapshot';
import { useRootData } from './use-root-data';

/**
 * The header badge's count. A page the cache shares between visitors carries none (see
 * server/page-cache.ts), so once it is interactive the browser asks the server for this
 * visitor's cart (kept for the drawer, cart-snapshot.ts); every later root revalidation (after
 * any cart change) brings the count with it. Null until known.
 */
export function useCartCount(): number | null {
  const known = useRootData()?.cartCount ?? null;
  const fetched = useKnownCart(null);
  useEffect(() => {
    if (known === null) void readCart();
  }, [known]);
  return known ?? fetched?.count ?? null;
}
