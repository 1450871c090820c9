import { defineFailures, type FailureCode } from '~/utils/failure';

/** The blog's expected failures (convention 6); someone without the right is refused with Access Denied instead. */
export const postEditFailure = defineFailures({
  'not-found': { message: 'blog.admin.errors.notFound', status: 404 },
  'slug-taken': { message: 'blog.admin.errors.slugTaken', status: 400, field: 'slug' },
  'publish-at': { message: 'blog.admin.errors.publishAt', status: 400, field: 'publishAt' },
});
export type PostEditCode = FailureCode<typeof postEditFailure>;

export const commentFailure = defineFailures({
  'not-found': { message: 'blog.comments.errors.notFound', status: 404 },
  'rate-limited': { message: 'blog.comments.errors.rateLimited', status: 429 },
});
export type CommentCode = FailureCode<typeof commentFailure>;

export const coverFailure = defineFailures({
  'no-file': { message: 'blog.admin.cover.errors.noFile', status: 400, field: 'cover' },
  'file-too-large': { message: 'blog.admin.cover.errors.fileTooLarge', status: 400, field: 'cover' },
  'not-image': { message: 'blog.admin.cover.errors.notImage', status: 400, field: 'cover' },
  heic: { message: 'blog.admin.cover.errors.heic', status: 400, field: 'cover' },
  'too-many-pixels': { message: 'blog.admin.cover.errors.tooManyPixels', status: 400, field: 'cover' },
  'too-small': { message: 'blog.admin.cover.errors.tooSmall', status: 400, field: 'cover' },
});
