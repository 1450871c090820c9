import { eq } from 'drizzle-orm';
import { courses } from '~/db/schema/learning';
import { type PhotoRefusal, processPhoto } from '~/features/catalog/photo-pipeline.server';
import { writePhotoFiles } from '~/features/catalog/photo-store.server';
import { PHOTO_LIMITS } from '~/features/catalog/product-photos';
import type { Result } from '~/utils/failure';
import { type CourseChange, changeCourse, syncCourseProduct } from './course-editing.server';
import { type CourseCoverCode, type CourseEditCode, courseCoverFailure, courseEditFailure } from './failures';
import { requireTeacher } from './teaching-rights';

/*
 * A course's cover picture (issue 35, point 15): uploaded in the course editor and processed like
 * product photos (decision 0043: read for what it is, size checked before decoding, turned upright,
 * stripped of its metadata, re-encoded as AVIF, WebP and a JPEG), stored with them under
 * DATA_DIR/media/products and shown on the catalogue card, the course page and the course's
 * product. Files are written before the row that links them, so no page links to a missing file;
 * a replaced cover's files stay (they are named by their content and cost little).
 */

const PIPELINE_CODES = {
  'inventory.photos.errors.notImage': 'not-image',
  'inventory.photos.errors.heic': 'heic',
  'inventory.photos.errors.format': 'format',
  'inventory.photos.errors.fileTooLarge': 'file-too-large',
  'inventory.photos.errors.tooManyPixels': 'too-many-pixels',
  'inventory.photos.errors.tooSmall': 'too-small',
} as const satisfies Record<PhotoRefusal, CourseCoverCode>;

/** Sets the course's cover from an uploaded picture, for an actor who may edit the course. */
export async function setCourseCover({
  file,
  ...change
}: CourseChange & { file: Blob | null }): Promise<Result<{ coverImage: string }, CourseEditCode | CourseCoverCode>> {
  // Only someone who teaches gets as far as the (seconds of) image work; changeCourse checks this course.
  requireTeacher(change.actor);
  if (!file || file.size === 0) return courseCoverFailure('no-file');
  if (file.size > PHOTO_LIMITS.maxFileBytes) return courseCoverFailure('file-too-large');
  const processed = await processPhoto(new Uint8Array(await file.arrayBuffer()));
  if (!processed.ok) return courseCoverFailure(PIPELINE_CODES[processed.error]);
  await writePhotoFiles(processed.value.files);
  const coverImage = processed.value.src;
  return changeCourse<{ coverImage: string }>(change, async (tx) => {
    const [course] = await tx.update(courses).set({ coverImage }).where(eq(courses.id, change.courseId)).returning({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      summary: courses.summary,
      priceCents: courses.priceCents,
      coverImage: courses.coverImage,
    });
    if (!course) return courseEditFailure('not-found');
    await syncCourseProduct(tx, course);
    return { ok: true, coverImage };
  });
}
