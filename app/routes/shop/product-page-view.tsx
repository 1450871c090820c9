import { ProductDetail } from '~/features/catalog/components/product-detail';
import type { loadProductPage } from './product-page.server';
import { type ProductActionResult, ProductPageActions } from './product-page-actions';

/**
 * A product page as both its addresses show it (/product/:handle and /soil-analysis-kit): the
 * catalogue's ProductDetail with the buttons from the features built on the catalogue.
 */
export function ProductPageView({
  page,
  actionResult,
}: {
  page: Awaited<ReturnType<typeof loadProductPage>>;
  actionResult?: ProductActionResult;
}) {
  const { product } = page;
  return (
    <ProductDetail
      product={product}
      related={page.related}
      actions={
        <ProductPageActions
          product={product}
          inWishlist={page.inWishlist}
          isSignedIn={page.isSignedIn}
          email={page.email}
          shipping={page.shipping}
          actionResult={actionResult}
        />
      }
    />
  );
}
