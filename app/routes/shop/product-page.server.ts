import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { addToCart } from '~/features/cart/cart.server';
import { readQuantity } from '~/features/cart/cart-rules';
import { loadProductPageDetails, requireListedProduct } from '~/features/catalog/product-page.server';
import { moneySettings } from '~/features/orders/checkout.server';
import { addToWishlist, isInWishlist, removeFromWishlist, WISHLIST_MESSAGES } from '~/features/wishlist/wishlist.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ProductActionResult } from './product-page-actions';

/*
 * A product page composes the catalogue with the features built on it: the cart, the wishlist
 * and orders' shipping rates. So the composition lives beside its routes (/product/:handle and
 * /soil-analysis-kit), not in catalog (decision 0032).
 */

/**
 * Everything a product page needs: the catalogue's product, related products and SEO tags,
 * whether the signed-in person saved the product (looked up alongside), and the shipping rates
 * for the note by the button.
 */
export async function loadProductPage(
  request: Request,
  { handle, pageKey, user }: { handle: string; pageKey?: string; user: SessionUser | null },
) {
  const product = await requireListedProduct(request, handle);
  const [{ related, seo }, inWishlist] = await Promise.all([
    loadProductPageDetails(request, product, { pageKey }),
    user ? isInWishlist(user.id, product.id) : false,
  ]);
  const money = moneySettings();
  return {
    product,
    related,
    inWishlist,
    seo,
    isSignedIn: user !== null,
    shipping: {
      flatCents: money.shippingFlatCents,
      expressCents: money.shippingExpressCents,
      freeThresholdCents: money.freeShippingThresholdCents,
    },
  };
}

/**
 * The product page's action (the route has authorised it): add to cart (with the selector's
 * quantity), or add to or remove from the wishlist. Forms post here so they work before
 * JavaScript has loaded.
 */
export async function productPageAction(request: Request, user: SessionUser | null) {
  const read = await readForm(request);
  if (!read.ok) return data<ProductActionResult>({ kind: 'cart', ok: false, message: 'errors.badForm' }, { status: 400 });
  const { form } = read;
  const intent = textField(form, 'intent');
  const productId = textField(form, 'productId');
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
  const quantity = readQuantity(textField(form, 'quantity'));
  const change = await addToCart({ request, productId, quantity });
  if (!change.ok)
    return data<ProductActionResult>(
      { kind: 'cart', ok: false, message: change.message },
      { status: 400, headers: change.headers },
    );
  const name = change.name ?? '';
  return data<ProductActionResult>(
    quantity === 1
      ? { kind: 'cart', ok: true, message: 'cart.toasts.added', messageVars: { name } }
      : { kind: 'cart', ok: true, message: 'cart.toasts.addedSeveral', messageVars: { name, quantity: String(quantity) } },
    { headers: change.headers },
  );
}
