import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { blogPosts } from '~/db/schema/blog';
import { type PhotoRefusal, processPhoto } from '~/features/catalog/photo-pipeline.server';
import { writePhotoFiles } from '~/features/catalog/photo-store.server';
import { PHOTO_LIMITS } from '~/features/catalog/product-photos';
import { publishEvent } from '~/features/jobs/events.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { blogPostChanged } from './events';
import { coverFailure, postEditFailure } from './failures';

/*
 * A post's cover picture, processed like product photos (decision 0043, catalog's photo
 * pipeline): read for what it is by its bytes, its size checked before decoding, turned upright,
 * stripped of metadata and written as AVIF and WebP variants with a JPEG fallback. The files are
 * written before the row that links them, so no page links to a missing file.
 */

const PIPELINE_CODES = {
  'inventory.photos.errors.notImage': 'not-image',
  'inventory.photos.errors.heic': 'heic',
  'inventory.photos.errors.format': 'not-image',
  'inventory.photos.errors.fileTooLarge': 'file-too-large',
  'inventory.photos.errors.tooManyPixels': 'too-many-pixels',
  'inventory.photos.errors.tooSmall': 'too-small',
} as const satisfies Record<PhotoRefusal, string>;

/** Sets the post's cover from an uploaded picture, for an admin. */
export async function setPostCover({
  actor,
  postId,
  file,
}: {
  actor: Actor;
  postId: string;
  file: Blob | null;
}): Promise<Result<{ coverImage: string }, string>> {
  requireAdmin(actor, 'only admins write the blog');
  if (!file || file.size === 0) return coverFailure('no-file');
  if (file.size > PHOTO_LIMITS.maxFileBytes) return coverFailure('file-too-large');
  const processed = await processPhoto(new Uint8Array(await file.arrayBuffer()));
  if (!processed.ok) return coverFailure(PIPELINE_CODES[processed.error]);
  await writePhotoFiles(processed.value.files);
  const coverImage = processed.value.src;
  return getDb().transaction(async (tx) => {
    const [post] = await tx
      .update(blogPosts)
      .set({ coverImage, coverPhoto: processed.value.photo, updatedAt: new Date() })
      .where(eq(blogPosts.id, postId))
      .returning({ status: blogPosts.status });
    if (!post) return postEditFailure('not-found');
    if (post.status === 'published') await publishEvent(tx, blogPostChanged, { postId });
    return { ok: true, coverImage };
  });
}
