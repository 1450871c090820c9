import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentHtml } from '~/components/ui/content-html';
import { HeartHandshake } from '~/components/ui/icons';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import type { Category } from '../catalog.schema';
import { productListHref } from '../catalog.schema';
import type { ProductCard, ProductDetail as ProductDetailData } from '../catalog.server';
import { ProductGrid } from './product-card';
import { ProductGallery } from './product-gallery';
import { ProductPrice, StockState } from './product-price';

/**
 * The product page: gallery, price, stock, description and related products. The rest comes
 * from the features built on the catalogue, composed by the route: `actions` under the price
 * (quantity, add to cart, wishlist, the shipping note, or the back-in-stock form), `rating`
 * under the name, and `reviews` between the product and the related products.
 */
export function ProductDetail({
  product,
  related,
  actions,
  rating,
  reviews,
}: {
  product: ProductDetailData;
  related: ProductCard[];
  actions: ReactNode;
  rating?: ReactNode;
  reviews?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <nav aria-label={t('catalog.breadcrumb')} className="text-sm text-stone-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/products" className="underline hover:text-stone-900">
              {t('pages.products.title')}
            </Link>
            <span aria-hidden> / </span>
          </li>
          <li>
            <Link to={productListHref({ category: product.category as Category })} className="underline hover:text-stone-900">
              {t(`catalog.categories.${product.category}`)}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery images={product.images} name={product.name} />
        <div>
          {product.isReliefProduct && (
            <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
              <HeartHandshake aria-hidden className="size-4" />
              {t('catalog.reliefNote')}
            </p>
          )}
          <h1 {...contentLanguage(CONTENT_LANGUAGE)} className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
            {product.name}
          </h1>
          {rating}
          <p {...contentLanguage(CONTENT_LANGUAGE)} className="mt-3 text-lg text-stone-700">
            {product.summary}
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <ProductPrice cents={product.priceCents} className="text-3xl font-bold text-stone-900" />
            <StockState trackInventory={product.trackInventory} stockQuantity={product.stockQuantity} />
          </div>
          <div className="mt-6">{actions}</div>
          <ContentHtml lang={CONTENT_LANGUAGE} className="prose-content mt-8" html={product.descriptionHtml} />
          {product.tags.length > 0 && (
            <ul aria-label={t('catalog.tags')} className="mt-6 flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {reviews}
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-16">
          <h2 id="related-title" className="mb-6 text-2xl font-semibold text-stone-900">
            {t('catalog.related')}
          </h2>
          <ProductGrid products={related} label={t('catalog.related')} />
        </section>
      )}
    </div>
  );
}
