import { maxQuantity } from '~/features/cart/cart-rules';
import { AddToCart } from '~/features/cart/components/add-to-cart';
import type { ProductDetail } from '~/features/catalog/catalog.server';
import { isAvailable } from '~/features/catalog/structured-data';
import { type ShippingKind, ShippingNote, type ShippingRates } from '~/features/orders/components/shipping-note';
import { WishlistButton } from '~/features/wishlist/components/wishlist-button';
import type { ActionAnswer } from '~/utils/form-result';

/** What a product page's buttons get back from its action: SPEC §8's toast, as a translation key. */
export type ProductActionResult = ActionAnswer & { kind: 'cart' | 'wishlist' };

/** Which of the shipping page's rules apply: relief products ship nothing, seeds and digital items are not returned. */
function shippingKindOf(product: ProductDetail): ShippingKind {
  if (product.isReliefProduct) return 'relief';
  if (!product.trackInventory) return 'digital';
  return product.category === 'seeds' ? 'seeds' : 'goods';
}

/**
 * Beside the price: the quantity and Add to cart, the wishlist, and the shipping-and-returns
 * note. Both buttons post to the page's own action. Without JavaScript the answer comes back
 * with the page (`actionResult`), shown by the button it is about.
 */
export function ProductPageActions({
  product,
  inWishlist,
  isSignedIn,
  shipping,
  actionResult,
}: {
  product: ProductDetail;
  inWishlist: boolean;
  isSignedIn: boolean;
  shipping: ShippingRates;
  actionResult?: ProductActionResult;
}) {
  const available = isAvailable(product);
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <AddToCart
          productId={product.id}
          handle={product.handle}
          isAvailable={available}
          maxQuantity={maxQuantity({ ...product, isAvailable: available })}
          isSignedIn={isSignedIn}
          pageResult={actionResult?.kind === 'cart' ? actionResult : undefined}
        />
        <WishlistButton
          productId={product.id}
          action={`/product/${product.handle}`}
          inWishlist={inWishlist}
          pageResult={actionResult?.kind === 'wishlist' ? actionResult : undefined}
        />
      </div>
      <ShippingNote kind={shippingKindOf(product)} rates={shipping} />
    </>
  );
}
