import { count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { courseEnrolments } from '~/db/schema/learning';

/*
 * A course's learners as its instructor sees them (/instructor-dashboard/courses/:courseId/learners),
 * read only: the route lets in the course's instructor or an admin, by the course editor's rule.
 */

/** How many learners a page of the instructor's list (and of the administration's) shows. */
export const LEARNERS_PAGE_SIZE = 50;

/**
 * A course's learners with their progress, the most recently active first: name, when they
 * enrolled and were last active, lessons done, their best quiz score and when they finished.
 * No addresses: an instructor sees how people are doing, not how to reach them.
 */
export async function findCourseLearners({ courseId, page }: { courseId: string; page: number }) {
  const [rows, [total]] = await Promise.all([
    getDb()
      .select({
        id: courseEnrolments.id,
        name: sql<string>`(select u.name from users u where u.id = course_enrolments.user_id)`,
        enrolledAt: courseEnrolments.enrolledAt,
        lastActivityAt: courseEnrolments.lastActivityAt,
        completedAt: courseEnrolments.completedAt,
        lessonsDone: sql<number>`(select count(*)::int from lesson_completions c where c.enrolment_id = course_enrolments.id)`,
        bestScore: sql<
          number | null
        >`(select max(a.score_percent)::int from quiz_attempts a where a.enrolment_id = course_enrolments.id)`,
      })
      .from(courseEnrolments)
      .where(eq(courseEnrolments.courseId, courseId))
      .orderBy(desc(courseEnrolments.lastActivityAt))
      .limit(LEARNERS_PAGE_SIZE)
      .offset((page - 1) * LEARNERS_PAGE_SIZE),
    getDb().select({ count: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, courseId)),
  ]);
  return { learners: rows, total: total?.count ?? 0 };
}
