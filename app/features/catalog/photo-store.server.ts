import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { type ProductPhoto, productRevisions, products } from '~/db/schema/catalog';
import { getEnv } from '~/utils/env.server';
import type { PhotoFile } from './photo-pipeline.server';
import { photoFileNames } from './product-photos';

/**
 * Where product photos live: `DATA_DIR/media/products`, beside the embedded database, so a
 * local install needs no other service and a backup of DATA_DIR holds everything (decision
 * 0043). Names are content hashes, so a file, once written, never changes.
 */
export function photoDirectory(): string {
  return path.resolve(getEnv().DATA_DIR, 'media', 'products');
}

/**
 * Writes each file under a temporary name and renames it into place, so a reader never sees a
 * half-written file and a crash leaves no file with a real name but partial content. A file
 * already there has the same content (same name, same hash) and is written over harmlessly.
 */
export async function writePhotoFiles(files: PhotoFile[], directory = photoDirectory()): Promise<void> {
  await fs.mkdir(directory, { recursive: true });
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(directory, file.name);
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, file.bytes);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    }),
  );
}

/**
 * Whether any product still shows this photo (the same file may be uploaded to two products), or
 * a vendor's proposal waiting for review does (decision 0093: kept until it is decided).
 */
async function isPhotoInUse(photoId: string): Promise<boolean> {
  const probe = JSON.stringify([{ photo: { id: photoId } }]);
  const db = getDb();
  const [[product], [proposal]] = await Promise.all([
    db.select({ id: products.id }).from(products).where(sql`${products.images} @> ${probe}::jsonb`).limit(1),
    db
      .select({ id: productRevisions.id })
      .from(productRevisions)
      .where(sql`${productRevisions.state} = 'pending' and ${productRevisions.images} @> ${probe}::jsonb`)
      .limit(1),
  ]);
  return Boolean(product ?? proposal);
}

/**
 * Deletes a photo's files when no product or waiting proposal shows it any more. Called after the change that
 * dropped it has committed: a failure here leaves files nobody links to, never a link to
 * nothing.
 */
export async function deletePhotoFilesIfUnused(photos: ProductPhoto[], directory = photoDirectory()): Promise<void> {
  for (const photo of photos) {
    if (await isPhotoInUse(photo.id)) continue;
    await Promise.all(photoFileNames(photo).map((name) => fs.rm(path.join(directory, name), { force: true })));
  }
}
