import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { courseReviews } from '~/db/schema/learning';
import type { FieldErrors } from '~/utils/form-result';
import { fieldErrorsOf } from '~/utils/form-result';
import { pageCountOf } from '~/utils/pagination';
import { reviewerName } from '~/utils/person-name';
import { COURSE_REVIEW_BODY_MAX, COURSE_REVIEW_BODY_MIN } from './learning.schema';

/** How many reviews a course page shows at a time, newest first; older ones are on further pages. */
export const REVIEWS_PAGE_SIZE = 10;

/** The review form; messages are the product reviews' translation keys (the same rules). */
const courseReviewSchema = z.object({
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

/** One page of the course's reviews (newest first), their average and count, and whether `userId` wrote one. */
export async function findCourseReviews(courseId: string, { userId, page = 1 }: { userId?: string; page?: number } = {}) {
  const db = getDb();
  const [reviews, [summary], mine] = await Promise.all([
    db
      .select({
        id: courseReviews.id,
        authorName: courseReviews.authorName,
        rating: courseReviews.rating,
        body: courseReviews.body,
        createdAt: courseReviews.createdAt,
        userId: courseReviews.userId,
      })
      .from(courseReviews)
      .where(eq(courseReviews.courseId, courseId))
      .orderBy(desc(courseReviews.createdAt), desc(courseReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db
      .select({ count: count(), average: sql<number | null>`round(avg(${courseReviews.rating}), 1)::float` })
      .from(courseReviews)
      .where(eq(courseReviews.courseId, courseId)),
    userId
      ? db
          .select({ id: courseReviews.id })
          .from(courseReviews)
          .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.userId, userId)))
      : [],
  ]);
  return {
    reviews: reviews.map(({ userId: _, createdAt, ...review }) => ({ ...review, createdAt: createdAt.toISOString() })),
    count: summary?.count ?? 0,
    average: summary?.average ?? 0,
    hasReviewed: mine.length > 0,
    page,
    pageCount: pageCountOf(summary?.count ?? 0, REVIEWS_PAGE_SIZE),
  };
}

export type CourseReviewOutcome =
  | { ok: true }
  | { ok: false; fieldErrors: FieldErrors; formError?: string; values: { rating: string; body: string } };

/**
 * A learner's review of a course they are enrolled on (the caller checked the enrolment): one
 * per learner and course, the database's unique key deciding between two at once.
 */
export async function submitCourseReview(input: {
  user: { id: string; firstName: string | null; lastName: string | null };
  courseId: string;
  values: { rating: string; body: string };
}): Promise<CourseReviewOutcome> {
  const parsed = courseReviewSchema.safeParse(input.values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), values: input.values };
  try {
    await getDb()
      .insert(courseReviews)
      .values({
        courseId: input.courseId,
        userId: input.user.id,
        // Empty when the account has no name; the page then says "Learner" in the reader's language.
        authorName: reviewerName(input.user.firstName, input.user.lastName),
        rating: parsed.data.rating,
        body: parsed.data.body,
      });
    return { ok: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, fieldErrors: {}, formError: 'learning.reviews.already', values: input.values };
  }
}
