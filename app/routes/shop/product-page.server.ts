import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { addToCart } from '~/features/cart/cart.server';
import { loadProductPageDetails, requireListedProduct } from '~/features/catalog/product-page.server';
import { addToWishlist, isInWishlist, removeFromWishlist, WISHLIST_MESSAGES } from '~/features/wishlist/wishlist.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ProductActionResult } from './product-page-actions';

/*
 * A product page composes the catalogue with the cart and the wishlist, which both build on
 * the catalogue; so the composition lives beside its routes (/product/:handle and
 * /soil-analysis-kit), not in catalog (decision 0032).
 */

/**
 * Everything a product page needs: the catalogue's product, related products and SEO tags, and
 * whether the signed-in person has it in their wishlist (looked up alongside).
 */
export async function loadProductPage(
  request: Request,
  { handle, pageKey, userId }: { handle: string; pageKey?: string; userId?: string },
) {
  const product = await requireListedProduct(request, handle);
  const [{ related, seo }, inWishlist] = await Promise.all([
    loadProductPageDetails(request, product, { pageKey }),
    userId ? isInWishlist(userId, product.id) : false,
  ]);
  return { product, related, inWishlist, seo };
}

/**
 * The product page's action (the route has authorised it): add to cart, or add to or remove
 * from the wishlist. Forms post here so they work before JavaScript has loaded.
 */
export async function productPageAction(request: Request, user: SessionUser | null) {
  const read = await readForm(request);
  if (!read.ok) return data<ProductActionResult>({ kind: 'cart', ok: false, message: 'errors.badForm' }, { status: 400 });
  const intent = textField(read.form, 'intent');
  const productId = textField(read.form, 'productId');
  if (intent === 'wishlist-add' || intent === 'wishlist-remove') {
    const adding = intent === 'wishlist-add';
    if (!user) {
      const message = adding ? WISHLIST_MESSAGES.signInToAdd : WISHLIST_MESSAGES.signInToRemove;
      return data<ProductActionResult>({ kind: 'wishlist', ok: false, message }, { status: 401 });
    }
    const change = adding ? await addToWishlist(user.id, productId) : await removeFromWishlist(user.id, productId);
    return data<ProductActionResult>(
      {
        kind: 'wishlist',
        ok: change.ok,
        message: change.message,
        messageVars: change.ok && change.name ? { name: change.name } : undefined,
      },
      { status: change.ok ? 200 : 400 },
    );
  }
  const change = await addToCart({ request, productId });
  if (!change.ok)
    return data<ProductActionResult>(
      { kind: 'cart', ok: false, message: change.message },
      { status: 400, headers: change.headers },
    );
  return data<ProductActionResult>(
    { kind: 'cart', ok: true, message: 'cart.toasts.added', messageVars: { name: change.name ?? '' } },
    { headers: change.headers },
  );
}
