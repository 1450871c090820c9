import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import type { ProductCard as ProductCardData } from '../catalog.server';
import { ProductPicture } from './product-picture';
import { ProductPrice, StockState } from './product-price';

/** Two cards a row on phones, three from lg, four from xl, in a page at most 80rem wide. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, 50vw';

/** A card's title is one level below the heading the grid sits under (h2 under the page's h1). */
type TitleLevel = 'h2' | 'h3';

export function ProductCard({ product, titleLevel: Title = 'h3' }: { product: ProductCardData; titleLevel?: TitleLevel }) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition-shadow hover:shadow-md">
      <div className="aspect-square bg-earth-50">
        {product.image && <ProductPicture image={product.image} sizes={CARD_SIZES} className="size-full object-cover" />}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {product.isReliefProduct && (
          <span className="inline-flex w-fit items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
            <HeartHandshake aria-hidden className="size-3.5" />
            {t('catalog.relief')}
          </span>
        )}
        <Title dir="auto" className="font-semibold text-stone-900">
          <Link to={`/product/${product.handle}`} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </Title>
        <p dir="auto" className="line-clamp-2 text-sm text-stone-600">
          {product.summary}
        </p>
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
}: {
  products: ProductCardData[];
  label: string;
  /** h3 (the default) under a section's h2; h2 when the grid sits right under the page's h1. */
  titleLevel?: TitleLevel;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} titleLevel={titleLevel} />
        </li>
      ))}
    </ul>
  );
}
