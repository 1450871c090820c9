import type { ProductDetail } from './catalog.server';

/** Whether a product can be bought now (untracked goods always can). */
export function isAvailable(product: Pick<ProductDetail, 'trackInventory' | 'stockQuantity'>): boolean {
  return !product.trackInventory || product.stockQuantity > 0;
}

/** The offer's price as search engines and link previews read it: "19.99" (a missing price is free). */
export function offerPrice(product: Pick<ProductDetail, 'priceCents'>): string {
  return ((product.priceCents ?? 0) / 100).toFixed(2);
}

/** schema.org Product with its Offer (price in USD, availability), for search engines. */
export function productJsonLd(product: ProductDetail, site: { url: string; name: string }): Record<string, unknown> {
  const siteUrl = site.url;
  const url = `${siteUrl}/product/${product.handle}`;
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
  };
}
