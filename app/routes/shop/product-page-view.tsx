import { ProductDetail } from '~/features/catalog/components/product-detail';
import { ProductReviews } from '~/features/reviews/components/product-reviews';
import { RatingSummaryLink } from '~/features/reviews/components/rating-summary';
import { SellerBadges } from '~/features/vendors/components/vendor-badges';
import type { loadProductPage } from './product-page.server';
import { ProductPageActions, type ProductPageAnswer } from './product-page-actions';

/**
 * A product page as both its addresses show it (/product/:handle and /soil-analysis-kit): the
 * catalogue's ProductDetail with the buttons, the rating under the name and the reviews, from
 * the features built on the catalogue.
 */
export function ProductPageView({
  page,
  actionResult,
}: {
  page: Awaited<ReturnType<typeof loadProductPage>>;
  actionResult?: ProductPageAnswer;
}) {
  const { product, reviews } = page;
  return (
    <ProductDetail
      product={product}
      related={page.related}
      rating={
        <>
          <RatingSummaryLink summary={reviews.summary} />
          {page.seller && <SellerBadges storeName={page.seller.storeName} badges={page.seller.badges} />}
        </>
      }
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
      reviews={
        <ProductReviews
          handle={product.handle}
          productId={product.id}
          summary={reviews.summary}
          reviews={reviews.reviews}
          page={reviews.page}
          pageCount={reviews.pageCount}
          reviewerState={page.reviewerState}
          pageResult={actionResult?.kind === 'review' ? actionResult : undefined}
        />
      }
    />
  );
}
