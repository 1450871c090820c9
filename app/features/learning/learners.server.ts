import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { containsPattern } from '~/db/like-pattern';
import { users } from '~/db/schema/accounts';
import { courseEnrolments, courses } from '~/db/schema/learning';
import { pageCountOf } from '~/utils/pagination';
import { LEARNERS_PAGE_SIZE } from './authoring.server';
import { progressFromCounts } from './progress';

/*
 * Learners as the administration sees them (/creator-hub/students): every enrolment with its
 * progress and certificate, and the figures the admin dashboard shows. Read only.
 */

/** Every enrolment, most recently active first, searched by learner name, email or course; three statements whatever the page. */
export async function listLearners({ q, page }: { q: string; page: number }) {
  const term = q.trim().slice(0, 100);
  const where: SQL | undefined = term
    ? or(
        ilike(users.name, containsPattern(term)),
        ilike(users.email, containsPattern(term)),
        ilike(courses.title, containsPattern(term)),
      )
    : undefined;
  const db = getDb();
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: courseEnrolments.id,
        learnerName: users.name,
        email: users.email,
        courseSlug: courses.slug,
        courseTitle: courses.title,
        source: courseEnrolments.source,
        enrolledAt: courseEnrolments.enrolledAt,
        lastActivityAt: courseEnrolments.lastActivityAt,
        completedAt: courseEnrolments.completedAt,
        lessons: sql<number>`(select count(*)::int from lessons l where l.course_id = ${courseEnrolments.courseId})`,
        lessonsDone: sql<number>`(select count(*)::int from lesson_completions c join lessons l on l.id = c.lesson_id
          where c.enrolment_id = ${courseEnrolments.id})`,
        quizRequired: sql<
          boolean | null
        >`(select q.is_required from course_quizzes q where q.course_id = ${courseEnrolments.courseId})`,
        quizPassed: sql<boolean>`exists (select 1 from quiz_attempts a where a.enrolment_id = ${courseEnrolments.id} and a.passed)`,
        certificateCode: sql<string | null>`(select c.code from certificates c
          where c.enrolment_id = ${courseEnrolments.id} and c.revoked_at is null order by c.issued_at desc limit 1)`,
      })
      .from(courseEnrolments)
      .innerJoin(users, eq(users.id, courseEnrolments.userId))
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .where(where)
      .orderBy(desc(courseEnrolments.lastActivityAt), desc(courseEnrolments.id))
      .limit(LEARNERS_PAGE_SIZE)
      .offset((page - 1) * LEARNERS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(courseEnrolments)
      .innerJoin(users, eq(users.id, courseEnrolments.userId))
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    learners: rows.map(({ lessons, lessonsDone, quizRequired, quizPassed, ...row }) => ({
      ...row,
      progress: progressFromCounts({
        lessons,
        lessonsDone,
        quiz: quizRequired === null ? null : { isRequired: quizRequired, passed: quizPassed },
      }),
    })),
    total,
    pageCount: pageCountOf(total, LEARNERS_PAGE_SIZE),
  };
}

/** Enrolments and completions since a moment, learners in all, and the certificates valid now, in one statement. */
export async function findLearningFigures({ since }: { since: Date }) {
  const from = since.toISOString();
  const [row] = await getDb()
    .select({
      enrolments: sql<number>`count(*) filter (where ${courseEnrolments.enrolledAt} >= ${from}::timestamptz)::int`,
      completions: sql<number>`count(*) filter (where ${courseEnrolments.completedAt} >= ${from}::timestamptz)::int`,
      learners: sql<number>`count(distinct ${courseEnrolments.userId})::int`,
      certificates: sql<number>`(select count(*)::int from certificates c where c.revoked_at is null)`,
    })
    .from(courseEnrolments);
  return {
    enrolments: row?.enrolments ?? 0,
    completions: row?.completions ?? 0,
    learners: row?.learners ?? 0,
    certificates: row?.certificates ?? 0,
  };
}
