import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { courseEnrolments, courseReviews } from '~/db/schema/learning';
import { type Actor, refuseActor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { pageCountOf } from '~/utils/pagination';
import { reviewerName } from '~/utils/person-name';
import type { CourseReviewInput } from './course-review.schema';
import { type CourseReviewCode, courseReviewFailure } from './failures';

/** How many reviews a course page shows at a time, newest first; older ones are on further pages. */
export const REVIEWS_PAGE_SIZE = 10;

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

/**
 * The actor's review of a course they are enrolled on: written only while their enrolment is
 * there (read with a share lock in the same transaction, so it cannot end meanwhile; anyone else
 * is refused with Access Denied), one per learner and course, the database's unique key deciding
 * between two at once. The input is the review form, already checked (course-review.schema.ts).
 */
export async function submitCourseReview({
  actor,
  courseId,
  input,
}: {
  /** The learner writing, with the name the review shows. */
  actor: Actor & { firstName: string | null; lastName: string | null };
  courseId: string;
  input: CourseReviewInput;
}): Promise<Result<object, CourseReviewCode>> {
  try {
    return await getDb().transaction(async (tx) => {
      const [enrolment] = await tx
        .select({ id: courseEnrolments.id })
        .from(courseEnrolments)
        .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, actor.id)))
        .for('share');
      if (!enrolment) refuseActor('only learners on the course review it');
      await tx.insert(courseReviews).values({
        courseId,
        userId: actor.id,
        // Empty when the account has no name; the page then says "Learner" in the reader's language.
        authorName: reviewerName(actor.firstName, actor.lastName),
        rating: input.rating,
        body: input.body,
      });
      return { ok: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return courseReviewFailure('already-reviewed');
  }
}
