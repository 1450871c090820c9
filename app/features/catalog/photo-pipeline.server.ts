import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import type { ProductPhoto } from '~/db/schema/catalog';
import {
  fallbackWidth,
  LARGEST_WIDTH,
  PHOTO_LIMITS,
  type PhotoFormat,
  photoFileName,
  photoUrl,
  variantWidths,
} from './product-photos';

/**
 * Turning an uploaded file into a product photo (decision 0043). The file is trusted for
 * nothing: what it is comes from reading it (sharp's metadata), never from its name or the
 * browser's content type; its declared size is checked before any pixel is decoded
 * (decompression bombs); it is turned upright by its EXIF orientation and written without any
 * of its metadata (EXIF, GPS position, camera serial numbers, XMP), in sRGB. Nothing here writes
 * to disk: the caller stores the files only once every photo of an upload has passed.
 */

/** Part of every photo id: bump it when the settings below change, so new files get new names. */
const PIPELINE_VERSION = 'photos-v1';

/**
 * AVIF at effort 2: effort 4 (sharp's default) made a 12 MP photo take 12 s here against under
 * 1 s, for files a few percent smaller.
 */
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 78, effort: 4 } as const;
const JPEG = { quality: 80, mozjpeg: true } as const;
/** A transparent PNG's JPEG fallback gets the gallery's own background colour (earth-50). */
const JPEG_BACKGROUND = '#faf7f2';

export type PhotoRefusal =
  | 'inventory.photos.errors.notImage'
  | 'inventory.photos.errors.heic'
  | 'inventory.photos.errors.format'
  | 'inventory.photos.errors.fileTooLarge'
  | 'inventory.photos.errors.tooManyPixels'
  | 'inventory.photos.errors.tooSmall';

export type PhotoFile = { name: string; bytes: Buffer };

export type ProcessedPhoto = {
  photo: ProductPhoto;
  /** The JPEG fallback's address: the image's `src`. */
  src: string;
  files: PhotoFile[];
};

export type PhotoResult = { ok: true; value: ProcessedPhoto } | { ok: false; error: PhotoRefusal };

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * HEIC (iPhone photos) is HEIF with HEVC inside. sharp's prebuilt libvips reads HEIF only with
 * AV1 (AVIF): HEVC is left out for its patents. Told apart from a broken file by its brand, so
 * the admin learns to export as JPEG instead of hearing that their photo is not an image.
 */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 12) return false;
  const box = Buffer.from(bytes.buffer, bytes.byteOffset, 12);
  if (box.toString('latin1', 4, 8) !== 'ftyp') return false;
  return ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(box.toString('latin1', 8, 12));
}

function photoId(bytes: Uint8Array): string {
  return createHash('sha256').update(PIPELINE_VERSION).update(bytes).digest('hex').slice(0, 24);
}

export async function processPhoto(bytes: Uint8Array): Promise<PhotoResult> {
  if (bytes.byteLength > PHOTO_LIMITS.maxFileBytes) return { ok: false, error: 'inventory.photos.errors.fileTooLarge' };
  // libvips loads with the first upload, not with every server start.
  const { default: sharp } = await import('sharp');
  const refuse = (error: PhotoRefusal): PhotoResult => ({ ok: false, error });

  let metadata: Metadata;
  try {
    // Reads the header only: the format and the declared size, before any decoding.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refuse(isHeic(bytes) ? 'inventory.photos.errors.heic' : 'inventory.photos.errors.notImage');
  }
  if (metadata.format === 'heif' && metadata.compression !== 'av1') return refuse('inventory.photos.errors.heic');
  if (!ACCEPTED_FORMATS.has(metadata.format ?? '')) return refuse('inventory.photos.errors.format');
  const { width = 0, height = 0 } = metadata;
  if (width * height > PHOTO_LIMITS.maxInputPixels) return refuse('inventory.photos.errors.tooManyPixels');

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'error' })
      // Upright by its EXIF orientation; the orientation tag goes with the rest of the metadata.
      .autoOrient()
      // Wide photos to the largest variant's width; very tall ones to twice that height.
      .resize({ width: LARGEST_WIDTH, height: LARGEST_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A header that promised an image over a body that is not one (truncated, corrupt).
    return refuse('inventory.photos.errors.notImage');
  }
  const { data, info } = decoded;
  if (Math.min(info.width, info.height) < PHOTO_LIMITS.minSide) return refuse('inventory.photos.errors.tooSmall');

  const id = photoId(bytes);
  const widths = variantWidths(info.width);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // Each encode starts from the decoded, upright pixels: the upload is decoded once.
  const at = (variantWidth: number) =>
    variantWidth === info.width ? sharp(data, raw) : sharp(data, raw).resize({ width: variantWidth });
  const encode = async (variantWidth: number, format: PhotoFormat): Promise<PhotoFile> => {
    const image = at(variantWidth);
    const bytesOut =
      format === 'avif'
        ? await image.avif(AVIF).toBuffer()
        : format === 'webp'
          ? await image.webp(WEBP).toBuffer()
          : await image.flatten({ background: JPEG_BACKGROUND }).jpeg(JPEG).toBuffer();
    return { name: photoFileName(id, variantWidth, format), bytes: bytesOut };
  };
  const jpegWidth = fallbackWidth(widths);
  const files = await Promise.all([
    ...widths.flatMap((variantWidth) => [encode(variantWidth, 'avif'), encode(variantWidth, 'webp')]),
    encode(jpegWidth, 'jpg'),
  ]);
  return {
    ok: true,
    value: {
      photo: { id, width: info.width, height: info.height, widths },
      src: photoUrl(id, jpegWidth, 'jpg'),
      files,
    },
  };
}
