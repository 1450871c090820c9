import { Link } from 'react-router';
import { HeartHandshake } from '~/components/ui/icons';
import { formatRating, StarRating } from '~/components/ui/star-rating';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { ProductCard as ProductCardData } from '../catalog.server';
import { ProductPicture } from './product-picture';
import { ProductPrice, StockState } from './product-price';

/** Two cards a row on phones, three from lg, four from xl, in a page at most 80rem wide. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, 50vw';

/** A card's title is one level below the heading the grid sits under (h2 under the page's h1). */
type TitleLevel = 'h2' | 'h3';

/**
 * How a card's picture loads: lazily (the default), at once, or at once and before the page's
 * other images (the first card of a grid that is the page's main content, whose picture is the
 * largest thing on a phone's first screen).
 */
type PictureLoading = 'lazy' | 'eager' | 'priority';

export function ProductCard({
  product,
  titleLevel: Title = 'h3',
  pictureLoading = 'lazy',
}: {
  product: ProductCardData;
  titleLevel?: TitleLevel;
  pictureLoading?: PictureLoading;
}) {
  const { t, i18n } = useTranslation();
  const rating = product.rating;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition-shadow hover:shadow-md">
      <div className="aspect-square bg-earth-50">
        {product.image && (
          <ProductPicture
            image={product.image}
            sizes={CARD_SIZES}
            isMain={pictureLoading !== 'lazy'}
            priority={pictureLoading === 'priority'}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {product.isReliefProduct && (
          <span className="inline-flex w-fit items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
            <HeartHandshake aria-hidden className="size-3.5" />
            {t('catalog.relief')}
          </span>
        )}
        <Title {...contentLanguage(CONTENT_LANGUAGE)} className="font-semibold text-stone-900">
          <Link to={pathTo('/product/:handle', { handle: product.handle })} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </Title>
        <p {...contentLanguage(CONTENT_LANGUAGE)} className="line-clamp-2 text-sm text-stone-600">
          {product.summary}
        </p>
        {rating && (
          // Stars and "4.5 (12)" for the eye; the whole sentence for a screen reader.
          <p className="flex items-center gap-1.5 text-sm text-stone-700">
            <StarRating value={rating.average} decorative className="text-sm" />
            <span aria-hidden="true">{`${formatRating(rating.average, i18n.language)} (${rating.count})`}</span>
            <span className="sr-only">
              {t('catalog.rating', { average: formatRating(rating.average, i18n.language), count: rating.count })}
            </span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-2 gap-y-1 pt-3">
          <ProductPrice cents={product.priceCents} className="text-lg font-bold text-stone-900" />
          <StockState trackInventory={product.trackInventory} stockQuantity={product.stockQuantity} />
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  label,
  titleLevel,
  eagerPictures = 0,
}: {
  products: ProductCardData[];
  label: string;
  /** h3 (the default) under a section's h2; h2 when the grid sits right under the page's h1. */
  titleLevel?: TitleLevel;
  /**
   * How many leading cards load their picture at once, the first of them before the page's other
   * images: the first row when the grid is the page's main content (a lazy picture there waits
   * for layout, and on a phone it is the largest thing on the first screen). 0: all lazily.
   */
  eagerPictures?: number;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            titleLevel={titleLevel}
            pictureLoading={index >= eagerPictures ? 'lazy' : index === 0 ? 'priority' : 'eager'}
          />
        </li>
      ))}
    </ul>
  );
}
