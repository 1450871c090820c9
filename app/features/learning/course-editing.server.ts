import { asc, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { courseModules, courses, lessons } from '~/db/schema/learning';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { lessonOrder } from './authoring.schema';
import { upsertCourseProduct } from './course-product.server';
import { type CourseEditCode, courseEditFailure } from './failures';
import { requireTeacherOf } from './teaching-rights';

/*
 * The course editor's changes share one way of running (issue 13): an instructor writes a
 * course, its modules, lessons and quiz, and publishes it. Every change to a course runs in one
 * transaction that first locks the course's row, so two tabs editing the same course take
 * turns; under that lock the acting person is checked against the course (its own instructor, or
 * an admin: anyone else is refused with Access Denied, whichever route asked), so what is checked
 * is what is changed. Lesson and module positions are renumbered as a whole: they are unique per
 * course, so a swap is done by moving everything out of the way first.
 *
 * The operations are one family per file: the course's details and publishing
 * (course-details.server.ts), its modules (course-modules.server.ts), its lessons
 * (course-lessons.server.ts), its quiz (quiz-editing.server.ts).
 */

export type Direction = 'up' | 'down';

/** Who changes which course: the person acting, and the course they change. */
export type CourseChange = { actor: Actor; courseId: string };

/** Takes the course's row lock for the rest of the transaction; null when there is no such course. */
async function lockCourse(tx: Executor, courseId: string) {
  const [row] = await tx
    .select({ id: courses.id, instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return row ?? null;
}

/**
 * Runs one change of a course under its row lock, for an actor who may edit it: refused with
 * Access Denied for anyone else, `not-found` when the course is gone. The course's `updatedAt`
 * moves when the change is made.
 */
export async function changeCourse<T extends object>(
  { actor, courseId }: CourseChange,
  change: (tx: Executor) => Promise<Result<T, CourseEditCode>>,
): Promise<Result<T, CourseEditCode>> {
  if (!isUuid(courseId)) return courseEditFailure('not-found');
  return getDb().transaction(async (tx) => {
    const course = await lockCourse(tx, courseId);
    if (!course) return courseEditFailure('not-found');
    requireTeacherOf(actor, course);
    const outcome = await change(tx);
    if (outcome.ok) await tx.update(courses).set({ updatedAt: sql`now()` }).where(eq(courses.id, courseId));
    return outcome;
  });
}

/** Whether the course is in the catalogue (a published course keeps its last lesson and question). */
export async function isPublishedCourse(tx: Executor, courseId: string): Promise<boolean> {
  const [course] = await tx.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
  return course?.status === 'published';
}

/**
 * Gives the course's lessons (or modules) positions 1…n in the order given, every row of the
 * course once. Positions are unique per course and checked row by row, so everything moves out
 * of the way first.
 */
async function renumber(
  tx: Executor,
  table: typeof lessons | typeof courseModules,
  courseId: string,
  orderedIds: readonly string[],
) {
  if (orderedIds.length === 0) return;
  await tx
    .update(table)
    .set({ position: sql`${table.position} + 1000000` })
    .where(eq(table.courseId, courseId));
  const cases = sql.join(
    orderedIds.map((id, index) => sql`when ${id}::uuid then ${index + 1}::int`),
    sql` `,
  );
  await tx
    .update(table)
    .set({ position: sql`case ${table.id} ${cases} end` })
    .where(eq(table.courseId, courseId));
}

export const renumberLessons = (tx: Executor, courseId: string, orderedIds: readonly string[]) =>
  renumber(tx, lessons, courseId, orderedIds);
export const renumberModules = (tx: Executor, courseId: string, orderedIds: readonly string[]) =>
  renumber(tx, courseModules, courseId, orderedIds);

/** The course's modules and lessons in their current order (read under the course's lock). */
export async function structureOf(tx: Executor, courseId: string) {
  const [modules, lessonRows] = await Promise.all([
    tx
      .select({ id: courseModules.id, position: courseModules.position })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.position)),
    tx
      .select({ id: lessons.id, position: lessons.position, moduleId: lessons.moduleId, minutes: lessons.minutes })
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.position)),
  ]);
  return { modules, lessons: lessonRows };
}

/** Puts the lessons back in teaching order and the course's estimated time back in step with them. */
export async function settleStructure(tx: Executor, courseId: string) {
  const structure = await structureOf(tx, courseId);
  await renumberLessons(tx, courseId, lessonOrder(structure.modules, structure.lessons));
  const minutes = structure.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
  await tx.update(courses).set({ estimatedMinutes: minutes }).where(eq(courses.id, courseId));
}

/** A paid course is sold as its own product (decision 0048); kept in step with the course. */
export async function syncCourseProduct(
  tx: Executor,
  course: { id: string; slug: string; title: string; summary: string; priceCents: number; coverImage: string | null },
) {
  if (course.priceCents <= 0) return;
  const productId = await upsertCourseProduct(tx, course);
  await tx.update(courses).set({ productId }).where(eq(courses.id, course.id));
}
