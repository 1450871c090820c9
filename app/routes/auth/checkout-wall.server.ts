import { data } from 'react-router';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { loadCart } from '~/features/cart/cart.server';

export type CheckoutWall = {
  lines: { productId: string; name: string; quantity: number; lineCents: number }[];
  count: number;
  totalCents: number;
};

/** Sign-in or sign-up on the way to checkout: the page may show the cart, so it is never cached. */
function isOnWayToCheckout(request: Request): boolean {
  const target = new URL(request.url).searchParams.get(REDIRECT_PARAM) ?? '';
  return target === '/checkout' || target.startsWith('/checkout?');
}

/**
 * SPEC §4: checkout needs an account, so a visitor on their way to it lands on sign-in or
 * sign-up. The page then says why and shows what they are buying (their cart, kept and merged
 * into the account). Null when the visitor is not on their way to checkout or has no cart.
 * A page with it must not be cached: the cart is this visitor's own.
 */
export async function checkoutWallFor(request: Request): Promise<CheckoutWall | null> {
  if (!isOnWayToCheckout(request)) return null;
  const cart = await loadCart(request);
  if (cart.count === 0) return null;
  return {
    lines: cart.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      lineCents: (line.priceCents ?? 0) * line.quantity,
    })),
    count: cart.count,
    totalCents: cart.totalCents,
  };
}

/**
 * The loader answer of /auth and /signup: the page's seo and, on the way to checkout, the wall,
 * never cached or shared then (it may carry the visitor's own cart).
 */
export async function authPageData<T extends object>(request: Request, seo: Promise<T>) {
  const [pageSeo, checkoutWall] = await Promise.all([seo, checkoutWallFor(request)]);
  const headers: HeadersInit = isOnWayToCheckout(request) ? { 'Cache-Control': 'private, no-store' } : {};
  return data({ seo: pageSeo, checkoutWall }, { headers });
}
