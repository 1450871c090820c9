import { AddToCart } from '~/features/cart/components/add-to-cart';
import type { ProductDetail } from '~/features/catalog/catalog.server';
import { isAvailable } from '~/features/catalog/structured-data';
import { WishlistButton } from '~/features/wishlist/components/wishlist-button';
import type { ActionAnswer } from '~/utils/form-result';

/** What a product page's buttons get back from its action: SPEC §8's toast, as a translation key. */
export type ProductActionResult = ActionAnswer & { kind: 'cart' | 'wishlist' };

/**
 * The product page's buttons: add to cart and the wishlist, both posting to the page's own
 * action. Without JavaScript the answer comes back with the page (`actionResult`), shown by the
 * button it is about.
 */
export function ProductPageActions({
  product,
  inWishlist,
  actionResult,
}: {
  product: ProductDetail;
  inWishlist: boolean;
  actionResult?: ProductActionResult;
}) {
  return (
    <>
      <AddToCart
        productId={product.id}
        handle={product.handle}
        isAvailable={isAvailable(product)}
        pageResult={actionResult?.kind === 'cart' ? actionResult : undefined}
      />
      <WishlistButton
        productId={product.id}
        action={`/product/${product.handle}`}
        inWishlist={inWishlist}
        pageResult={actionResult?.kind === 'wishlist' ? actionResult : undefined}
      />
    </>
  );
}
