import { and, asc, count, desc, eq, gt, inArray, not, type SQL, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { COURSE_SEARCH_CONFIG, courseModules, courseQuizzes, courses, lessons } from '~/db/schema/learning';
import { renderMarkdown } from '~/features/content/content.server';
import { prefixTsQuery, searchTerms } from '~/features/search/search-text';
import type { Actor } from '~/utils/actor';
import { pageCountOf } from '~/utils/pagination';
import { COURSES_PAGE_SIZE, type CourseLevel, type CourseListQuery, SLUG_PATTERN } from './learning.schema';

/** What a course card shows. */
export type CourseCard = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  level: CourseLevel;
  topic: string;
  language: string;
  priceCents: number;
  coverImage: string | null;
  instructorName: string;
  estimatedMinutes: number;
  lessonCount: number;
};

// Written out in full: inside a select list drizzle names columns without their table, which a
// subquery would read as its own table's.
const lessonCount = sql<number>`(select count(*)::int from lessons where lessons.course_id = courses.id)`;

const cardColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  summary: courses.summary,
  level: courses.level,
  topic: courses.topic,
  language: courses.language,
  priceCents: courses.priceCents,
  coverImage: courses.coverImage,
  instructorName: courses.instructorName,
  estimatedMinutes: courses.estimatedMinutes,
  lessonCount,
};

/** Only published courses are listed, opened or enrolled in. */
export const isPublished = eq(courses.status, 'published');

/**
 * A page of published courses with the listing's filters. A search matches every word as a
 * prefix in the title, topic, summary and description (the words reach SQL as a bound tsquery
 * of plain words), best match first; otherwise the courses with most learners come first.
 */
export async function findCourses(query: CourseListQuery) {
  const filters: SQL[] = [isPublished];
  if (query.topic) filters.push(eq(courses.topic, query.topic));
  if (query.level) filters.push(eq(courses.level, query.level));
  if (query.price === 'free') filters.push(eq(courses.priceCents, 0));
  if (query.price === 'paid') filters.push(gt(courses.priceCents, 0));
  if (query.language) filters.push(eq(courses.language, query.language));
  const tsquery = prefixTsQuery(searchTerms(query.q));
  const matches = tsquery ? sql`to_tsquery(${COURSE_SEARCH_CONFIG}::regconfig, ${tsquery})` : null;
  if (matches) filters.push(sql`${courses.searchVector} @@ ${matches}`);
  const where = and(...filters);
  // Without a search, the most-enrolled courses first (a count per course, from the enrolments' unique index).
  const learners = sql`(select count(*) from course_enrolments where course_enrolments.course_id = courses.id)`;
  const order = matches
    ? [desc(sql`ts_rank(${courses.searchVector}, ${matches})`), asc(courses.title)]
    : [desc(learners), asc(courses.title)];
  const db = getDb();
  const [rows, [totals]] = await Promise.all([
    db
      .select(cardColumns)
      .from(courses)
      .where(where)
      .orderBy(...order)
      .limit(COURSES_PAGE_SIZE)
      .offset((query.page - 1) * COURSES_PAGE_SIZE),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { courses: rows, total, pageCount: pageCountOf(total, COURSES_PAGE_SIZE) };
}

/** The languages published courses are taught in, for the listing's language filter. */
export async function findCourseLanguages(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ language: courses.language })
    .from(courses)
    .where(isPublished)
    .orderBy(courses.language);
  return rows.map((row) => row.language);
}

/** A few published courses for other pages (/learning, the home page), newest first. */
export function findLatestCourses({ limit = 3 }: { limit?: number } = {}): Promise<CourseCard[]> {
  return getDb()
    .select(cardColumns)
    .from(courses)
    .where(isPublished)
    .orderBy(desc(courses.publishedAt), asc(courses.title))
    .limit(limit);
}

/**
 * Published courses by slug, in the order asked for (a guide's related courses): an unknown or
 * unpublished slug is left out, so a link never leads to a missing course.
 */
export async function findPublishedCoursesBySlugs(slugs: readonly string[]): Promise<CourseCard[]> {
  const valid = slugs.filter((slug) => SLUG_PATTERN.test(slug) && slug.length <= 80);
  if (valid.length === 0) return [];
  const rows = await getDb()
    .select(cardColumns)
    .from(courses)
    .where(and(isPublished, inArray(courses.slug, valid)));
  return valid.flatMap((slug) => rows.filter((row) => row.slug === slug));
}

/**
 * "What to learn next" (the course completion page): a few published courses the actor is not
 * enrolled in, the most-enrolled first.
 */
export function findCoursesToLearnNext({ actor, limit = 3 }: { actor: Actor; limit?: number }): Promise<CourseCard[]> {
  const enrolled = sql`exists (select 1 from course_enrolments where course_enrolments.course_id = courses.id and course_enrolments.user_id = ${actor.id})`;
  const learners = sql`(select count(*) from course_enrolments where course_enrolments.course_id = courses.id)`;
  return getDb()
    .select(cardColumns)
    .from(courses)
    .where(and(isPublished, not(enrolled)))
    .orderBy(desc(learners), asc(courses.title))
    .limit(limit);
}

export type SyllabusLesson = {
  id: string;
  slug: string;
  title: string;
  minutes: number;
  isPreview: boolean;
  dripDays: number | null;
  position: number;
};
export type SyllabusModule = { id: string; title: string; lessons: SyllabusLesson[] };

/** One published course with its description rendered and its syllabus (no lesson bodies). */
export async function findPublishedCourse({ slug }: { slug: string }) {
  if (!SLUG_PATTERN.test(slug) || slug.length > 80) return null;
  const db = getDb();
  const [course] = await db
    .select({
      ...cardColumns,
      descriptionMd: courses.descriptionMd,
      instructorId: courses.instructorId,
      productId: courses.productId,
      publishedAt: courses.publishedAt,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .where(and(eq(courses.slug, slug), isPublished));
  if (!course) return null;
  const [modules, lessonRows, [quiz]] = await Promise.all([
    db
      .select({ id: courseModules.id, title: courseModules.title })
      .from(courseModules)
      .where(eq(courseModules.courseId, course.id))
      .orderBy(asc(courseModules.position)),
    db
      .select({
        id: lessons.id,
        moduleId: lessons.moduleId,
        slug: lessons.slug,
        title: lessons.title,
        minutes: lessons.minutes,
        isPreview: lessons.isPreview,
        dripDays: lessons.dripDays,
        position: lessons.position,
      })
      .from(lessons)
      .where(eq(lessons.courseId, course.id))
      .orderBy(asc(lessons.position)),
    db
      .select({
        id: courseQuizzes.id,
        title: courseQuizzes.title,
        passPercent: courseQuizzes.passPercent,
        isRequired: courseQuizzes.isRequired,
        questionCount: sql<number>`jsonb_array_length(${courseQuizzes.questions})`,
      })
      .from(courseQuizzes)
      .where(eq(courseQuizzes.courseId, course.id)),
  ]);
  const syllabus: SyllabusModule[] = modules.map((module) => ({
    ...module,
    lessons: lessonRows.filter((lesson) => lesson.moduleId === module.id).map(({ moduleId: _, ...lesson }) => lesson),
  }));
  const { descriptionMd, ...rest } = course;
  return {
    ...rest,
    descriptionHtml: renderMarkdown(descriptionMd).html,
    syllabus,
    lessons: syllabus.flatMap((module) => module.lessons),
    quiz: quiz ?? null,
  };
}

export type PublishedCourse = NonNullable<Awaited<ReturnType<typeof findPublishedCourse>>>;

/** One lesson of a course with its body rendered; null when the course has no such lesson. */
export async function findLessonBody({ courseId, slug }: { courseId: string; slug: string }) {
  if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null;
  const [row] = await getDb()
    .select({ bodyMd: lessons.bodyMd, videoUrl: lessons.videoUrl, materials: lessons.materials })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.slug, slug)));
  if (!row) return null;
  return { html: renderMarkdown(row.bodyMd).html, videoUrl: row.videoUrl, materials: row.materials };
}

/** Every published course's slug and last change, for sitemap.xml. */
export function listCourseSlugs() {
  return getDb()
    .select({ slug: courses.slug, updatedAt: courses.updatedAt })
    .from(courses)
    .where(isPublished)
    .orderBy(asc(courses.slug));
}
