import type { Executor } from '~/db/client.server';
import { getDb } from '~/db/client.server';
import type { ProductImage } from '~/db/schema/catalog';
import { deletePhotoFilesIfUnused, writePhotoFiles } from '~/features/catalog/photo-store.server';
import { PHOTO_LIMIT_VARS } from '~/features/catalog/product-photos';
import { insertRevision, setRevisionImages } from '~/features/catalog/product-revisions.server';
import { changeProduct } from '~/features/catalog/product-writes.server';
import { findProductWithRevision, type ProductWithRevision } from '~/features/catalog/vendor-products.server';
import { photoFailure } from '~/features/inventory/failures';
import {
  appendPhotos,
  applyPhotoOperation,
  type PhotoOperation,
  type PhotosChanged,
  photosOf,
  preparePhotos,
} from '~/features/inventory/product-photos.server';
import { type Actor, refuseActor } from '~/utils/actor';
import { isUuid } from '~/utils/ids';
import { photoTarget } from './vendor-product-form';
import { asReviewed, lockOwnProduct } from './vendor-products.server';
import { requireSellingVendor } from './vendor-profiles.server';

/*
 * A vendor's product photos (issue 39, decision 0093): added, described, reordered and removed
 * by the product's own vendor, checked by their bytes by the catalogue's photo pipeline exactly as
 * the admins' are (inventory's preparePhotos and applyPhotoOperation). A draft's pictures change
 * in place; a listed product's become (or change) its proposal, so the shop keeps showing the
 * approved pictures until an administrator approves; photoTarget says which. Files are written
 * before the row that links them and deleted only once no product and no waiting proposal shows
 * them (catalog/photo-store), after the change that dropped them has committed.
 */

const limitVars = Object.fromEntries(Object.entries(PHOTO_LIMIT_VARS).map(([name, value]) => [name, String(value)]));

/** The pictures the vendor works on: the waiting proposal's when it has its own, else the product's. */
export function workingImages({ product, revision }: Pick<ProductWithRevision, 'product' | 'revision'>): ProductImage[] {
  return revision?.state === 'pending' && revision.images ? revision.images : product.images;
}

/** Writes the new list where photoTarget says; false when the proposal it meant to write is not waiting any more. */
async function writeImages(tx: Executor, actor: Actor, found: ProductWithRevision, next: ProductImage[]): Promise<boolean> {
  const { product, revision } = found;
  const target = photoTarget({ status: product.status, hasPendingRevision: revision?.state === 'pending' });
  if (target === 'draft') return changeProduct(tx, product.id, { images: next });
  if (target === 'proposal' && revision) return setRevisionImages(tx, revision.id, next);
  const proposed = await insertRevision(tx, {
    productId: product.id,
    proposedBy: actor.id,
    fields: { ...asReviewed(product), images: next },
  });
  return proposed !== null;
}

/** The message for a change done: a draft's is the inventory's; a listed product's says it waits for review. */
function doneMessage(found: ProductWithRevision, draftMessage: string) {
  return found.product.status === 'draft' && found.revision?.state !== 'pending'
    ? draftMessage
    : 'vendors.products.photosProposed';
}

export async function addVendorProductPhotos(input: {
  actor: Actor;
  productId: string;
  files: Blob[];
  alts: string[];
}): Promise<PhotosChanged> {
  await requireSellingVendor(input.actor);
  if (!isUuid(input.productId)) return photoFailure('not-found');
  if (input.files.every((file) => file.size === 0)) return photoFailure('no-file');
  const seen = await findProductWithRevision(getDb(), input.productId);
  if (!seen) return photoFailure('not-found');
  if (seen.product.vendorId !== input.actor.id) refuseActor('only the vendor of a product changes its photos', ['vendor']);
  const prepared = await preparePhotos({ files: input.files, alts: input.alts, existingCount: workingImages(seen).length });
  if (!prepared.ok) return prepared;
  await writePhotoFiles(prepared.files);
  let answer: PhotosChanged;
  try {
    answer = await getDb().transaction(async (tx): Promise<PhotosChanged> => {
      const found = await lockOwnProduct(tx, input.actor, input.productId);
      if (!found) return photoFailure('not-found');
      if (found.product.status === 'archived') return photoFailure('not-found');
      const appended = appendPhotos(workingImages(found), prepared.images);
      if (!appended) return photoFailure('too-many-photos', { vars: limitVars });
      if (!(await writeImages(tx, input.actor, found, appended.next))) return photoFailure('changed');
      return { ok: true as const, message: doneMessage(found, 'inventory.photos.added'), messageVars: { count: appended.count } };
    });
  } catch (error) {
    await deletePhotoFilesIfUnused(photosOf(prepared.images));
    throw error;
  }
  // Refused after the files were written: nothing links to them, so they go.
  if (!answer.ok) await deletePhotoFilesIfUnused(photosOf(prepared.images));
  return answer;
}

export async function changeVendorProductPhotos(input: {
  actor: Actor;
  productId: string;
  expected: string[];
  alts: string[];
  operation: PhotoOperation;
}): Promise<PhotosChanged> {
  await requireSellingVendor(input.actor);
  if (!isUuid(input.productId)) return photoFailure('not-found');
  let dropped: ProductImage[] = [];
  const answer = await getDb().transaction(async (tx): Promise<PhotosChanged> => {
    const found = await lockOwnProduct(tx, input.actor, input.productId);
    if (!found || found.product.status === 'archived') return photoFailure('not-found');
    const change = applyPhotoOperation(workingImages(found), input);
    if (!change.ok) return change;
    if (!(await writeImages(tx, input.actor, found, change.next))) return photoFailure('changed');
    dropped = change.dropped;
    return { ok: true as const, message: doneMessage(found, change.message) };
  });
  if (answer.ok && dropped.length) await deletePhotoFilesIfUnused(photosOf(dropped));
  return answer;
}
