import { pathTo } from '~/utils/routes/path-to';
import type { ProductDetail } from './catalog.server';

/** Whether a product can be bought now (untracked goods always can). */
export function isAvailable(product: Pick<ProductDetail, 'trackInventory' | 'stockQuantity'>): boolean {
  return !product.trackInventory || product.stockQuantity > 0;
}

/** The offer's price as search engines and link previews read it: "19.99" (a missing price is free). */
export function offerPrice(product: Pick<ProductDetail, 'priceCents'>): string {
  return ((product.priceCents ?? 0) / 100).toFixed(2);
}

/**
 * What people said about a product, as the product's structured data shows it. The catalogue
 * declares the shape; the reviews come from the feature that holds them, through the page's
 * composition (catalog does not import the features built on it).
 */
export type ProductRatings = {
  /** The mean rating, 1 to 5, to one decimal. */
  average: number;
  count: number;
  /** The reviews shown on the page, newest first. */
  reviews: Array<{ authorName: string; rating: number; title: string; body: string; createdAt: string }>;
};

/** schema.org AggregateRating and Review, or nothing when there are no reviews yet. */
function ratingsJsonLd(ratings: ProductRatings | undefined): Record<string, unknown> {
  if (!ratings || ratings.count === 0) return {};
  const scale = { bestRating: 5, worstRating: 1 };
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: ratings.average, reviewCount: ratings.count, ...scale },
    review: ratings.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.createdAt.slice(0, 10),
      name: review.title,
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...scale },
    })),
  };
}

/** schema.org Product with its Offer (price in USD, availability) and its ratings, for search engines. */
export function productJsonLd(
  product: ProductDetail,
  site: { url: string; name: string },
  ratings?: ProductRatings,
): Record<string, unknown> {
  const siteUrl = site.url;
  const url = `${siteUrl}${pathTo('/product/:handle', { handle: product.handle })}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.seoDescription || product.summary,
    sku: product.handle,
    category: product.category,
    image: product.images.map((image) => new URL(image.src, siteUrl).toString()),
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: offerPrice(product),
      availability: isAvailable(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...ratingsJsonLd(ratings),
  };
}
