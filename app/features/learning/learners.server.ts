import { type AnyColumn, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { CSV_EXPORT_MAX_ROWS } from '~/components/ui/data-table-csv';
import { readPage, readSort, type SortState } from '~/components/ui/data-table-params';
import { getDb } from '~/db/client.server';
import { containsPattern } from '~/db/like-pattern';
import { users } from '~/db/schema/accounts';
import { courseEnrolments, courses } from '~/db/schema/learning';
import { pageCountOf } from '~/utils/pagination';
import { LEARNERS_PAGE_SIZE } from './course-learners.server';
import { progressFromCounts } from './progress';

/*
 * Learners as the administration sees them (/creator-hub/students): every enrolment with its
 * progress and certificate, and the figures the admin dashboard shows. Read only.
 */

/** The columns /creator-hub/students sorts by: the allow-list the address is read against (decision 0068). */
export const LEARNER_SORT_KEYS = ['learner', 'course', 'enrolled', 'lastActive'] as const;
export type LearnerSortKey = (typeof LEARNER_SORT_KEYS)[number];
export const LEARNER_DEFAULT_SORT: SortState<LearnerSortKey> = { key: 'lastActive', dir: 'desc' };

const LEARNER_SORT_COLUMNS = {
  learner: users.name,
  course: courses.title,
  enrolled: courseEnrolments.enrolledAt,
  lastActive: courseEnrolments.lastActivityAt,
} satisfies Record<LearnerSortKey, AnyColumn>;

export type LearnerFilters = { q: string; sort?: SortState<LearnerSortKey> };

/** The learners list's search, order and page, from its address: for the page and its CSV export alike. */
export function readLearnerQuery(params: URLSearchParams) {
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    sort: readSort(params, LEARNER_SORT_KEYS, LEARNER_DEFAULT_SORT),
    page: readPage(params),
  };
}

/** The statement behind the list and its export: searched by learner name, email or course, sorted. */
function selectLearners({ q, sort = LEARNER_DEFAULT_SORT }: LearnerFilters) {
  const term = q.trim().slice(0, 100);
  const where: SQL | undefined = term
    ? or(
        ilike(users.name, containsPattern(term)),
        ilike(users.email, containsPattern(term)),
        ilike(courses.title, containsPattern(term)),
      )
    : undefined;
  // The key was checked against the allow-list; the lookup is a second guard, never SQL text.
  const column = LEARNER_SORT_COLUMNS[sort.key] ?? courseEnrolments.lastActivityAt;
  const direction = sort.dir === 'asc' ? asc : desc;
  const rows = getDb()
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
    .orderBy(direction(column), desc(courseEnrolments.lastActivityAt), desc(courseEnrolments.id));
  return { rows, where };
}

type LearnerCounts = Awaited<ReturnType<typeof selectLearners>['rows']>[number];

/** A row with its progress worked out by the learner's own rule, in place of the counts it came from. */
function withProgress({ lessons, lessonsDone, quizRequired, quizPassed, ...row }: LearnerCounts) {
  return {
    ...row,
    progress: progressFromCounts({
      lessons,
      lessonsDone,
      quiz: quizRequired === null ? null : { isRequired: quizRequired, passed: quizPassed },
    }),
  };
}

/** Every enrolment, most recently active first unless sorted otherwise, searched by learner name, email or course; three statements whatever the page. */
export async function listLearners({ page, ...filters }: LearnerFilters & { page: number }) {
  const { rows, where } = selectLearners(filters);
  const db = getDb();
  const [list, [totals]] = await Promise.all([
    rows.limit(LEARNERS_PAGE_SIZE).offset((page - 1) * LEARNERS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(courseEnrolments)
      .innerJoin(users, eq(users.id, courseEnrolments.userId))
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .where(where),
  ]);
  const total = totals?.total ?? 0;
  return { learners: list.map(withProgress), total, pageCount: pageCountOf(total, LEARNERS_PAGE_SIZE) };
}

/** The same enrolments for the CSV export: every page of them, up to the export's ceiling. */
export async function exportLearners(filters: LearnerFilters) {
  return (await selectLearners(filters).rows.limit(CSV_EXPORT_MAX_ROWS)).map(withProgress);
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
