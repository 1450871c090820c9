import type { ProductImage } from '~/db/schema/catalog';
import { imageSize, photoSrcSet } from '../product-photos';

/**
 * A product picture. An uploaded photo is a `<picture>`: AVIF, then WebP, each in every width
 * with `sizes` so the browser takes the smallest that fills the box, and the JPEG for browsers
 * with neither. A demo illustration (SVG) is a plain `<img>`: it is sharp at any size. Width and
 * height give the box its shape before the file arrives, so nothing shifts.
 */
export function ProductPicture({
  image,
  alt = image.alt,
  sizes,
  size = 800,
  isMain = false,
  priority = false,
  className,
}: {
  image: ProductImage;
  /** Defaults to the picture's own alt text; '' where the picture repeats what a label says. */
  alt?: string;
  /** How wide the picture is shown, for the browser's choice of file (the `sizes` attribute). */
  sizes: string;
  /** The box's size for an illustration, which has no size of its own. */
  size?: number;
  /** The first picture a page shows: loaded at once, not lazily. */
  isMain?: boolean;
  /** The page's largest picture (the product page's main one): fetched before other images. */
  priority?: boolean;
  className?: string;
}) {
  const { width, height } = imageSize(image, size);
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={width}
      height={height}
      loading={isMain || priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
  if (!image.photo) return img;
  return (
    // display: contents, so the image sizes itself against the caller's box as a bare <img> would.
    <picture className="contents">
      <source type="image/avif" srcSet={photoSrcSet(image.photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(image.photo, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}
