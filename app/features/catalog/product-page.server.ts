import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { isInWishlist } from '~/features/wishlist/wishlist.server';
import { getSiteConfig } from '~/utils/site.server';
import { findProductByHandle, findRelatedProducts } from './catalog.server';
import { isAvailable, offerPrice, productJsonLd } from './structured-data';

/**
 * Everything a product page needs: the product, related products, and its title,
 * description, canonical address (always /product/{handle}), JSON-LD and Open Graph tags.
 * An unknown or unlisted handle is a 404.
 */
export async function loadProductPage(
  request: Request,
  { handle, pageKey, userId }: { handle: string; pageKey?: string; userId?: string },
) {
  const product = await findProductByHandle({ handle });
  if (!product) throw await notFoundResponse(request);
  const [related, inWishlist, seo] = await Promise.all([
    findRelatedProducts({ id: product.id, category: product.category }),
    userId ? isInWishlist(userId, product.id) : false,
    pageSeo(request, {
      path: `/product/${product.handle}`,
      ...(pageKey
        ? { pageKey }
        : { title: product.seoTitle || product.name, description: product.seoDescription || product.summary }),
      type: 'product',
      jsonLd: [productJsonLd(product, getSiteConfig())],
      product: {
        amount: offerPrice(product),
        currency: 'USD',
        availability: isAvailable(product) ? 'in stock' : 'out of stock',
      },
    }),
  ]);
  return { product, related, inWishlist, seo };
}
