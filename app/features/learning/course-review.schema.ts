import { z } from 'zod';
import { COURSE_REVIEW_BODY_MAX, COURSE_REVIEW_BODY_MIN } from './learning.schema';

/**
 * The course review form (convention 5), checked by the course page's action before the review
 * is written; messages are the product reviews' translation keys (the same rules). Its own file,
 * so the pages that import learning.schema.ts do not ship zod.
 */
export const courseReviewSchema = z.object({
  rating: z.coerce
    .number({ message: 'reviews.errors.rating' })
    .int('reviews.errors.rating')
    .min(1, 'reviews.errors.rating')
    .max(5, 'reviews.errors.rating'),
  body: z
    .string()
    .trim()
    .min(COURSE_REVIEW_BODY_MIN, 'reviews.errors.bodyShort')
    .max(COURSE_REVIEW_BODY_MAX, 'reviews.errors.bodyLong'),
});

export type CourseReviewInput = z.infer<typeof courseReviewSchema>;
