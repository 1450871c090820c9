import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { type ProductImage, type ProductPhoto, products } from '~/db/schema/catalog';
import {
  type PhotoRefusal as PipelineRefusal,
  type ProcessedPhoto,
  processPhoto,
} from '~/features/catalog/photo-pipeline.server';
import { deletePhotoFilesIfUnused, writePhotoFiles } from '~/features/catalog/photo-store.server';
import { PHOTO_LIMIT_VARS, PHOTO_LIMITS } from '~/features/catalog/product-photos';
import { changeProduct } from '~/features/catalog/product-writes.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { FailureVars } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { getLogger } from '~/utils/logger.server';
import { type PhotoChangeRefusal, type PhotoCode, photoFailure } from './failures';
import { parseImageAlt } from './product-form';

/**
 * An admin's changes to a product's photos (issue 11, decision 0043): upload, describe, reorder,
 * remove. The first picture is the product's main one. Every change is all or nothing: an upload
 * with one bad file stores none of them, and files are written before the row that links them
 * and deleted only after the row that dropped them has committed, so a page never links to a
 * missing file. Admins only (convention 16), whichever route calls them.
 */

/** A change made: the admin's message (its count a number, for the plural form), or why not. */
export type PhotosChanged = ({ ok: true } & { message: string; messageVars?: Record<string, number> }) | PhotoChangeRefusal;

/** The limits as the messages quote them. */
const limitVars: FailureVars = Object.fromEntries(Object.entries(PHOTO_LIMIT_VARS).map(([name, value]) => [name, String(value)]));

/** The photo pipeline's refusals (catalog/photo-pipeline.server.ts), by their code here. */
const PIPELINE_CODES = {
  'inventory.photos.errors.notImage': 'not-image',
  'inventory.photos.errors.heic': 'heic',
  'inventory.photos.errors.format': 'format',
  'inventory.photos.errors.fileTooLarge': 'file-too-large',
  'inventory.photos.errors.tooManyPixels': 'too-many-pixels',
  'inventory.photos.errors.tooSmall': 'too-small',
} as const satisfies Record<PipelineRefusal, PhotoCode>;

/** A file name fit to show in a message: no path, no control characters, not endless. */
function displayName(file: Blob, position: number): string {
  const name = typeof (file as File).name === 'string' ? (file as File).name : '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = name.replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f\u007f]/g, '');
  // A file with no usable name is named by its place in the upload, in no language.
  return clean.slice(0, 80) || `#${position}`;
}

/** One alt text per picture, in order; an error per picture whose text is missing or too long. */
function parseAlts(values: string[], count: number): { alts: string[]; altErrors: Record<number, string> } {
  const altErrors: Record<number, string> = {};
  const alts = Array.from({ length: count }, (_, index) => {
    const alt = parseImageAlt(values[index] ?? '');
    if (alt.ok) return alt.value;
    altErrors[index] = alt.error;
    return '';
  });
  return { alts, altErrors };
}

async function imagesOf(productId: string): Promise<ProductImage[] | null> {
  const [row] = await getDb().select({ images: products.images }).from(products).where(eq(products.id, productId));
  return row?.images ?? null;
}

/** Photos checked and processed, not yet stored: the images to link and the files to write first. */
export type PreparedPhotos = { ok: true; images: ProductImage[]; files: ProcessedPhoto['files'] };

/**
 * Checks and processes an upload (`alts[i]` describes `files[i]`) for a list that holds
 * `existingCount` pictures: the count and size limits, each description, then each file by its
 * bytes (catalog/photo-pipeline). Nothing is stored. Shared by the admins' photos and the
 * vendors' proposed ones (decision 0093), so both refuse the same files with the same messages.
 * Processed one after another in the request: about a second for a 12 MP photo here (decision
 * 0043), so a full upload of six answers within seconds.
 */
export async function preparePhotos({
  files: given,
  alts: altValues,
  existingCount,
}: {
  files: Blob[];
  alts: string[];
  existingCount: number;
}): Promise<PreparedPhotos | PhotoChangeRefusal> {
  const files = given.filter((file) => file.size > 0);
  if (files.length === 0) return photoFailure('no-file');
  if (files.length > PHOTO_LIMITS.maxFilesPerUpload) return photoFailure('too-many-files', { vars: limitVars });

  const { alts, altErrors } = parseAlts(altValues, files.length);
  if (Object.keys(altErrors).length) return { ...photoFailure('alt-missing'), altErrors };
  if (existingCount + files.length > PHOTO_LIMITS.maxPhotosPerProduct)
    return photoFailure('too-many-photos', { vars: limitVars });

  // Every file's size before any is decoded: a big last file is refused without seconds of work first.
  const tooLarge = files.findIndex((file) => file.size > PHOTO_LIMITS.maxFileBytes);
  const oversized = files[tooLarge];
  if (oversized) return photoFailure('file-too-large', { vars: { ...limitVars, name: displayName(oversized, tooLarge + 1) } });

  const processed: ProcessedPhoto[] = [];
  for (const [index, file] of files.entries()) {
    const started = performance.now();
    const result = await processPhoto(new Uint8Array(await file.arrayBuffer()));
    if (!result.ok)
      return photoFailure(PIPELINE_CODES[result.error], { vars: { ...limitVars, name: displayName(file, index + 1) } });
    getLogger().info(
      { photoId: result.value.photo.id, bytes: file.size, ms: Math.round(performance.now() - started) },
      'product photo processed',
    );
    processed.push(result.value);
  }
  return {
    ok: true,
    images: processed.map((item, index) => ({ src: item.src, alt: alts[index] ?? '', photo: item.photo })),
    files: processed.flatMap((item) => item.files),
  };
}

/** A list with the new pictures at its end, leaving out any it shows already; null when it would hold too many. */
export function appendPhotos(images: ProductImage[], added: ProductImage[]): { next: ProductImage[]; count: number } | null {
  // The same photo twice on one product would be one picture shown twice.
  const shown = new Set(images.map((image) => image.photo?.id).filter(Boolean));
  const fresh = added.filter((image) => !shown.has(image.photo?.id));
  if (images.length + fresh.length > PHOTO_LIMITS.maxPhotosPerProduct) return null;
  return { next: [...images, ...fresh], count: fresh.length };
}

/**
 * Adds photos to the end of the product's pictures, each with its alt text (`alts[i]` describes
 * `files[i]`).
 */
export async function addProductPhotos(input: {
  actor: Actor;
  productId: string;
  files: Blob[];
  alts: string[];
}): Promise<PhotosChanged> {
  requireAdmin(input.actor);
  if (!isUuid(input.productId)) return photoFailure('not-found');
  if (input.files.every((file) => file.size === 0)) return photoFailure('no-file');
  const current = await imagesOf(input.productId);
  if (!current) return photoFailure('not-found');
  const prepared = await preparePhotos({ files: input.files, alts: input.alts, existingCount: current.length });
  if (!prepared.ok) return prepared;
  const added = prepared.images;
  await writePhotoFiles(prepared.files);
  let answer: PhotosChanged;
  try {
    answer = await getDb().transaction(async (tx) => {
      const [row] = await tx
        .select({ images: products.images })
        .from(products)
        .where(eq(products.id, input.productId))
        .for('update');
      if (!row) return photoFailure('not-found');
      const appended = appendPhotos(row.images, added);
      if (!appended) return photoFailure('too-many-photos', { vars: limitVars });
      await changeProduct(tx, input.productId, { images: appended.next });
      return { ok: true as const, message: 'inventory.photos.added', messageVars: { count: appended.count } };
    });
  } catch (error) {
    await deletePhotoFilesIfUnused(photosOf(added));
    throw error;
  }
  // Refused after the files were written: nothing links to them, so they go.
  if (!answer.ok) await deletePhotoFilesIfUnused(photosOf(added));
  return answer;
}

export function photosOf(images: ProductImage[]): ProductPhoto[] {
  return images.flatMap((image) => (image.photo ? [image.photo] : []));
}

export type PhotoOperation = { kind: 'save' } | { kind: 'remove' | 'earlier' | 'later'; index: number };

/** The list form's button: "save", or "remove:2", "earlier:2", "later:2" (a position in the list). */
export function parsePhotoOperation(value: string): PhotoOperation | null {
  if (value === 'save') return { kind: 'save' };
  const match = /^(remove|earlier|later):(\d{1,2})$/.exec(value);
  if (!match) return null;
  return { kind: match[1] as 'remove' | 'earlier' | 'later', index: Number(match[2]) };
}

/** What a list operation makes of a list of pictures: the new list, the pictures it dropped, the message. */
export type PhotoListChange = { ok: true; next: ProductImage[]; dropped: ProductImage[]; message: string };

/**
 * Applies a list operation (describe all, remove, move earlier or later) to `images`, as `expected`
 * (their addresses as the person saw them) says the list was: when it changed since (another
 * window, another person), nothing is changed, instead of removing or moving a different picture
 * than the one clicked. Pure; shared by the admins' photos and the vendors' proposed ones.
 */
export function applyPhotoOperation(
  images: ProductImage[],
  { expected, alts, operation }: { expected: string[]; alts: string[]; operation: PhotoOperation },
): PhotoListChange | PhotoChangeRefusal {
  const saved = operation.kind === 'save' ? parseAlts(alts, expected.length) : null;
  if (saved && Object.keys(saved.altErrors).length) return { ...photoFailure('alt-missing'), altErrors: saved.altErrors };
  const isSameList = images.length === expected.length && images.every((image, index) => image.src === expected[index]);
  if (!isSameList) return photoFailure('changed');
  if (operation.kind === 'save')
    return {
      ok: true,
      next: images.map((image, index) => ({ ...image, alt: saved?.alts[index] ?? image.alt })),
      dropped: [],
      message: 'inventory.photos.altsSaved',
    };
  const { index } = operation;
  if (index >= images.length) return photoFailure('changed');
  if (operation.kind === 'remove')
    return {
      ok: true,
      next: images.filter((_, position) => position !== index),
      dropped: images.slice(index, index + 1),
      message: 'inventory.photos.removed',
    };
  const target = operation.kind === 'earlier' ? index - 1 : index + 1;
  if (target < 0 || target >= images.length) return photoFailure('bad-move');
  const next = [...images];
  [next[index], next[target]] = [next[target] as ProductImage, next[index] as ProductImage];
  return { ok: true, next, dropped: [], message: 'inventory.photos.moved' };
}

/**
 * Describes, reorders or removes the product's pictures (applyPhotoOperation, under the
 * product's row lock); a dropped picture's files go once no product or proposal shows it.
 */
export async function changeProductPhotos(input: {
  actor: Actor;
  productId: string;
  expected: string[];
  alts: string[];
  operation: PhotoOperation;
}): Promise<PhotosChanged> {
  requireAdmin(input.actor);
  if (!isUuid(input.productId)) return photoFailure('not-found');
  let dropped: ProductImage[] = [];
  const answer = await getDb().transaction(async (tx): Promise<PhotosChanged> => {
    const [row] = await tx
      .select({ images: products.images })
      .from(products)
      .where(eq(products.id, input.productId))
      .for('update');
    if (!row) return photoFailure('not-found');
    const change = applyPhotoOperation(row.images, input);
    if (!change.ok) return change;
    await changeProduct(tx, input.productId, { images: change.next });
    dropped = change.dropped;
    return { ok: true as const, message: change.message };
  });
  if (answer.ok && dropped.length) await deletePhotoFilesIfUnused(photosOf(dropped));
  return answer;
}
