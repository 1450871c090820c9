import { type KeyboardEvent, useRef, useState } from 'react';
import type { ProductImage } from '~/db/schema/catalog';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { ProductPicture } from './product-picture';

/**
 * The gallery is the page's width on phones and half of the max-w-7xl (80rem) page beside the
 * details from lg (1024px) up, less the padding and the gap.
 */
const GALLERY_SIZES = '(min-width: 1280px) 592px, (min-width: 1024px) calc(50vw - 72px), calc(100vw - 32px)';
/** Four thumbnails a row on phones, five from sm: never wider than about 120 px. */
const THUMBNAIL_SIZES = '120px';

/**
 * The product's pictures: the chosen one large, and a thumbnail button for each when there are
 * several. The large picture keeps a square box, so choosing another never moves the page; only
 * the first picture loads at once (it is the page's largest element), the other thumbnails when
 * they come into view. Thumbnails are buttons in the tab order; the arrow keys, Home and End
 * move between them too, and follow the page's reading direction.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = images[selected] ?? images[0];

  const choose = (index: number) => {
    setSelected(index);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = images.length - 1;
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: selected === last ? 0 : selected + 1,
      [backward]: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className="space-y-3">
      <div className="aspect-square overflow-hidden rounded-3xl border border-stone-200 bg-earth-50">
        {current && (
          <ProductPicture
            // A new element per picture: the browser must not show the last one's file while the next loads.
            key={current.src}
            image={current}
            sizes={GALLERY_SIZES}
            isMain
            priority={selected === 0}
            className="size-full object-contain"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul aria-label={t('catalog.gallery.label', { name })} className="grid grid-cols-4 gap-3 sm:grid-cols-5">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                type="button"
                aria-label={t('catalog.gallery.show', { index: index + 1, total: images.length })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => setSelected(index)}
                onKeyDown={onKeyDown}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-2xl border-2 bg-earth-50 transition-colors',
                  index === selected ? 'border-brand-700' : 'border-stone-200 hover:border-stone-400',
                )}
              >
                <ProductPicture
                  image={image}
                  alt=""
                  size={160}
                  sizes={THUMBNAIL_SIZES}
                  isMain={index === 0}
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
