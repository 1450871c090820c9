import { quantityLimit } from '~/features/cart/cart-rules';
import { AddToCart } from '~/features/cart/components/add-to-cart';
import type { ProductDetail } from '~/features/catalog/catalog.server';
import { isAvailable } from '~/features/catalog/structured-data';
import { type ShippingKind, ShippingNote, type ShippingRates } from '~/features/orders/components/shipping-note';
import type { ReviewFormResult } from '~/features/reviews/components/review-form';
import { StockAlertForm, type StockAlertFormResult } from '~/features/stock-alerts/components/stock-alert-form';
import { WishlistButton } from '~/features/wishlist/components/wishlist-button';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';

/**
 * What the product page's action answers, by the form it is about: a button's toast (SPEC §8,
 * as a translation key) for the cart and the wishlist, a form's answer for a review or a
 * back-in-stock request.
 */
export type ProductPageAnswer =
  | (ActionAnswer & { kind: 'cart' | 'wishlist' })
  | (ReviewFormResult & { kind: 'review' })
  | (StockAlertFormResult & { kind: 'stock-alert' });

/** Which of the shipping page's rules apply: relief products ship nothing, seeds and digital items are not returned. */
function shippingKindOf(product: ProductDetail): ShippingKind {
  if (product.isReliefProduct) return 'relief';
  if (!product.trackInventory) return 'digital';
  return product.category === 'seeds' ? 'seeds' : 'goods';
}

/**
 * Beside the price: the quantity and Add to cart, the wishlist, and the shipping-and-returns note;
 * while the product is sold out, the back-in-stock form in place of Add to cart. Every form posts
 * to the page's own action. Without JavaScript the answer comes back with the page
 * (`actionResult`), shown by the form it is about.
 */
export function ProductPageActions({
  product,
  inWishlist,
  isSignedIn,
  email,
  shipping,
  actionResult,
}: {
  product: ProductDetail;
  inWishlist: boolean;
  isSignedIn: boolean;
  email: string;
  shipping: ShippingRates;
  actionResult?: ProductPageAnswer;
}) {
  const action = pathTo('/product/:handle', { handle: product.handle });
  const available = isAvailable(product);
  const limit = quantityLimit({ ...product, isAvailable: available });
  const wishlist = (
    <WishlistButton
      productId={product.id}
      action={action}
      inWishlist={inWishlist}
      pageResult={actionResult?.kind === 'wishlist' ? actionResult : undefined}
    />
  );
  return (
    <>
      {available ? (
        // From sm up the quantity's limit note hangs under this row (AddToCart): its line is kept free.
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:pb-6">
          <AddToCart
            productId={product.id}
            handle={product.handle}
            isAvailable={available}
            maxQuantity={limit.max}
            limitReason={limit.reason}
            isSignedIn={isSignedIn}
            pageResult={actionResult?.kind === 'cart' ? actionResult : undefined}
          />
          {wishlist}
        </div>
      ) : (
        // Sold out: the back-in-stock form takes Add to cart's place (the price already says why).
        <div className="space-y-3">
          <StockAlertForm
            action={action}
            productId={product.id}
            defaultEmail={email}
            pageResult={actionResult?.kind === 'stock-alert' ? actionResult : undefined}
          />
          {wishlist}
        </div>
      )}
      <ShippingNote kind={shippingKindOf(product)} rates={shipping} />
    </>
  );
}
