import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { addToCart } from '~/features/cart/cart.server';
import { addToWishlist, removeFromWishlist, WISHLIST_MESSAGES } from '~/features/wishlist/wishlist.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ProductActionResult } from './product-action-result';

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
