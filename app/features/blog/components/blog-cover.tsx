import type { BlogCoverPhoto } from '~/db/schema/blog';
import { photoSrcSet } from '~/features/catalog/product-photos';

/**
 * A post's cover at 1200 × 630 (the shape of a link preview): an uploaded photo as WebP variants
 * with its JPEG fallback, or one of our own SVG illustrations. Decorative in a list (the title
 * says it all), described on the post's page.
 */
export function BlogCover({
  src,
  photo,
  alt,
  isPriority = false,
  sizes = '(min-width: 1024px) 24rem, 100vw',
  className = '',
}: {
  src: string | null;
  photo: BlogCoverPhoto | null;
  alt: string;
  isPriority?: boolean;
  sizes?: string;
  className?: string;
}) {
  if (!src) return <div aria-hidden className={`aspect-[40/21] bg-gradient-to-br from-brand-50 to-earth-100 ${className}`} />;
  const image = (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={630}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={isPriority ? 'high' : undefined}
      className={`aspect-[40/21] w-full bg-earth-50 object-cover ${className}`}
    />
  );
  if (!photo) return image;
  return (
    <picture>
      <source type="image/webp" srcSet={photoSrcSet({ ...photo, widths: photo.widths }, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}
