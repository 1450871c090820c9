import { defineFailures, type Failure, type FailureCode } from '~/utils/failure';

/*
 * Why the inventory refuses a change (issue 34, point 5), declared once: the words the admin
 * reads and the status. An adjustment's form answers each refusal with 400 whatever it is (the
 * fetcher shows it beside the form); the product forms and photos answer with these.
 */
export const inventoryFailure = defineFailures({
  'not-found': { message: 'inventory.errors.notFound', status: 404 },
  change: { message: 'inventory.errors.change', status: 400, field: 'change' },
  reason: { message: 'inventory.errors.reason', status: 400, field: 'reason' },
  'below-zero': { message: 'inventory.errors.belowZero', status: 400, field: 'change' },
  'above-max': { message: 'inventory.errors.aboveMax', status: 400, field: 'change' },
  'handle-taken': { message: 'inventory.errors.handleTaken', status: 400, field: 'handle' },
  'opening-stock': { message: 'inventory.errors.stock', status: 400, field: 'stockQuantity' },
  /** A CSV import with problems: nothing was imported, and each problem is listed by row and column. */
  'import-refused': { message: 'inventory.import.failed', status: 400 },
});

export type InventoryCode = FailureCode<typeof inventoryFailure>;

/** A product's photos (decision 0043): the upload's and the list's refusals. */
export const photoFailure = defineFailures({
  'not-found': { message: 'inventory.errors.notFound', status: 404 },
  'no-file': { message: 'inventory.photos.errors.noFile', status: 400 },
  'too-many-files': { message: 'inventory.photos.errors.tooManyFiles', status: 400 },
  'too-many-photos': { message: 'inventory.photos.errors.tooManyPhotos', status: 400 },
  'alt-missing': { message: 'inventory.photos.errors.altMissing', status: 400 },
  'file-too-large': { message: 'inventory.photos.errors.fileTooLarge', status: 413 },
  'not-image': { message: 'inventory.photos.errors.notImage', status: 400 },
  format: { message: 'inventory.photos.errors.format', status: 400 },
  heic: { message: 'inventory.photos.errors.heic', status: 400 },
  'too-many-pixels': { message: 'inventory.photos.errors.tooManyPixels', status: 400 },
  'too-small': { message: 'inventory.photos.errors.tooSmall', status: 400 },
  /** The pictures changed since the admin saw them (another window): nothing is changed. */
  changed: { message: 'inventory.photos.errors.changed', status: 409 },
  /** A move past either end of the list: only a hand-made form does that. */
  'bad-move': { message: 'errors.badForm', status: 400 },
});

export type PhotoCode = FailureCode<typeof photoFailure>;

/** A refused photo change, with the alt text's problem per picture (by position) when that was the reason. */
export type PhotoChangeRefusal = Failure<PhotoCode> & { altErrors?: Record<number, string> };
