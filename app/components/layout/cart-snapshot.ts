import { useSyncExternalStore } from 'react';
import type { CartView } from '~/features/cart/cart.server';

/**
 * The last cart this page read from `/api/cart` (the header badge's fetch, the drawer's loads),
 * so the drawer opens at once with the lines already known and refreshes them behind, instead
 * of a "Loading your cart…" as long as the server takes. One read at a time.
 */
let snapshot: CartView | null = null;
let pending: Promise<CartView | null> | null = null;
const listeners = new Set<() => void>();

export function rememberCart(view: CartView) {
  snapshot = view;
  for (const listener of listeners) listener();
}

/**
 * Reads this visitor's cart (a plain fetch, not a fetcher: React Router would revalidate a
 * fetcher after every action, and follow a redirect it got back as a navigation).
 */
export function readCart(): Promise<CartView | null> {
  pending ??= fetch('/api/cart', { headers: { accept: 'application/json' }, redirect: 'error' })
    .then((response) => (response.ok ? (response.json() as Promise<CartView>) : null))
    .then((view) => {
      if (typeof view?.count === 'number') rememberCart(view);
      return view;
    })
    // No cart is better than a wrong one: the drawer loads its own when it opens.
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Read the cart ahead of a tap (touch, hover, focus on the cart button) unless it is known. */
export function prepareCart(count: number | null) {
  if (snapshot && count !== null && snapshot.count === count) return;
  void readCart();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The cart last read, if it still has `count` items (a known count that differs means it is stale). */
export function useKnownCart(count: number | null): CartView | null {
  const known = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
  return known && (count === null || known.count === count) ? known : null;
}
