import type { ProductImage, ProductPhoto } from '~/db/schema/catalog';
import { BODY_LIMITS } from '~/utils/body-limits';

/**
 * Product photos (decision 0043), the part the browser and the server share: where a photo's
 * variants are served, which widths exist, and the upload's limits (the editor checks sizes
 * before sending, the server again while reading).
 */

/** Served from `DATA_DIR/media/products` by the Express app, cached for a year. */
export const PHOTO_URL_PREFIX = '/media/products/';

/** Widths made for AVIF and WebP, from a phone's product card to a wide screen's gallery. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export const LARGEST_WIDTH = PHOTO_WIDTHS[3];
/** The JPEG for browsers without AVIF or WebP, and for Open Graph and JSON-LD. */
export const PHOTO_FALLBACK_WIDTH = 960;

export const PHOTO_LIMITS = {
  /** A phone's photo is 2 to 8 MB; 15 MB leaves room for a camera's. */
  maxFileBytes: 15 * 1024 * 1024,
  /** What one upload request may carry, all files together (the server's body limit for it). */
  maxUploadBytes: BODY_LIMITS.photos,
  maxFilesPerUpload: 6,
  maxPhotosPerProduct: 12,
  /**
   * Decompression bombs: a small file can declare a huge image. 50 megapixels is more than any
   * phone or most cameras take (a 12 MP phone photo is 4032 × 3024).
   */
  maxInputPixels: 50_000_000,
  /** Smaller than this is too small to show as a product picture. */
  minSide: 200,
} as const;

const MB = 1024 * 1024;

/** The limits as messages quote them ("up to {{maxMb}} MB each"). */
export const PHOTO_LIMIT_VARS = {
  maxMb: PHOTO_LIMITS.maxFileBytes / MB,
  maxUploadMb: PHOTO_LIMITS.maxUploadBytes / MB,
  maxFiles: PHOTO_LIMITS.maxFilesPerUpload,
  maxPhotos: PHOTO_LIMITS.maxPhotosPerProduct,
  megapixels: PHOTO_LIMITS.maxInputPixels / 1_000_000,
  minSide: PHOTO_LIMITS.minSide,
} as const;

/** What the file picker offers; the server decides by reading the file, not by this. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif';

export type PhotoFormat = 'avif' | 'webp' | 'jpg';

/** The widths a photo gets: those below its own width, and its own width capped at the largest. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH);
  return [...PHOTO_WIDTHS.filter((candidate) => candidate < largest), largest];
}

/** The fallback JPEG's width: the widest variant not above PHOTO_FALLBACK_WIDTH (or the smallest). */
export function fallbackWidth(widths: readonly number[]): number {
  const fitting = widths.filter((width) => width <= PHOTO_FALLBACK_WIDTH);
  return fitting.length ? Math.max(...fitting) : Math.min(...widths);
}

export function photoFileName(id: string, width: number, format: PhotoFormat): string {
  return `${id}-${width}.${format}`;
}

export function photoUrl(id: string, width: number, format: PhotoFormat): string {
  return `${PHOTO_URL_PREFIX}${photoFileName(id, width, format)}`;
}

/** Every file a photo has on disk: AVIF and WebP per width, and the JPEG. */
export function photoFileNames(photo: Pick<ProductPhoto, 'id' | 'widths'>): string[] {
  return [
    ...photo.widths.flatMap((width) => [photoFileName(photo.id, width, 'avif'), photoFileName(photo.id, width, 'webp')]),
    photoFileName(photo.id, fallbackWidth(photo.widths), 'jpg'),
  ];
}

/** A photo's file: its id (hex of a content hash), a width and a format. The file route accepts nothing else. */
export const PHOTO_FILE_PATTERN = /^[0-9a-f]{24}-\d{1,4}\.(avif|webp|jpg)$/;

export function photoSrcSet(photo: ProductPhoto, format: Exclude<PhotoFormat, 'jpg'>): string {
  return photo.widths.map((width) => `${photoUrl(photo.id, width, format)} ${width}w`).join(', ');
}

/** A picture's intrinsic size, for width and height attributes (no layout shift). */
export function imageSize(image: ProductImage, fallback: number): { width: number; height: number } {
  return image.photo ? { width: image.photo.width, height: image.photo.height } : { width: fallback, height: fallback };
}
