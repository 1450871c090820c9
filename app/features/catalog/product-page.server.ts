import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';
import { findProductByHandle, findRelatedProducts, type ListedProduct, type ProductDetail } from './catalog.server';
import { isAvailable, offerPrice, type ProductRatings, productJsonLd } from './structured-data';

/*
 * The catalogue's part of a product page. The page itself (with the cart and wishlist buttons
 * and whether the person saved the product) is composed beside its routes, in
 * routes/shop/product-page.server.ts: catalog does not import the features built on it.
 */

/** The listed product at `handle`; an unknown or unlisted handle is a 404. */
export async function requireListedProduct(request: Request, handle: string): Promise<ListedProduct> {
  const product = await findProductByHandle({ handle });
  if (!product) throw await notFoundResponse(request);
  return product;
}

/**
 * What a product page shows around the product: related products, and its title, description,
 * canonical address (always /product/{handle}), JSON-LD (with `ratings` when it has reviews) and
 * Open Graph tags.
 */
export async function loadProductPageDetails(
  request: Request,
  product: ProductDetail,
  { pageKey, ratings }: { pageKey?: string; ratings?: ProductRatings },
) {
  const [related, seo] = await Promise.all([
    findRelatedProducts({ id: product.id, category: product.category }),
    pageSeo(request, {
      path: pathTo('/product/:handle', { handle: product.handle }),
      ...(pageKey
        ? { pageKey }
        : { title: product.seoTitle || product.name, description: product.seoDescription || product.summary }),
      type: 'product',
      jsonLd: [productJsonLd(product, getSiteConfig(), ratings)],
      product: {
        amount: offerPrice(product),
        currency: 'USD',
        availability: isAvailable(product) ? 'in stock' : 'out of stock',
      },
    }),
  ]);
  return { related, seo };
}
