import { count, eq, like, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { courseEnrolments, courseModules, courses } from '~/db/schema/learning';
import { slugify } from '~/features/content/content.server';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import {
  AUTHORING_LIMITS,
  type CourseFormInput,
  type NewCourseFormInput,
  type PublishProblem,
  uniqueSlug,
} from './authoring.schema';
import { type CourseChange, changeCourse, syncCourseProduct } from './course-editing.server';
import { findCourseForEditing, problemsOf } from './editable-course.server';
import { type CourseEditCode, courseEditFailure } from './failures';
import { requireTeacher } from './teaching-rights';

/*
 * A course itself: written as a draft by whoever teaches, its details changed, and published or
 * taken back (issue 13). Each change is made for an actor who may edit the course, under its row
 * lock (course-editing.server.ts).
 */

/**
 * A new draft course taught by the actor (an instructor, or an admin: anyone else is refused),
 * with its first module. `instructorName` is the name learners see on it.
 */
export async function createCourse({
  actor,
  instructorName,
  input,
}: {
  actor: Actor;
  instructorName: string;
  input: NewCourseFormInput;
}): Promise<Result<{ courseId: string }, CourseEditCode>> {
  requireTeacher(actor);
  const base = slugify(input.title);
  // Two instructors naming a course alike at the same moment: the loser takes the next slug.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await getDb().transaction(async (tx) => {
        const prefix = base.slice(0, AUTHORING_LIMITS.courseSlug.max - 4) || 'course';
        const taken = await tx
          .select({ slug: courses.slug })
          .from(courses)
          .where(like(courses.slug, `${prefix}%`));
        const slug = uniqueSlug(base, new Set(taken.map((row) => row.slug)), AUTHORING_LIMITS.courseSlug.max);
        const [course] = await tx
          .insert(courses)
          .values({
            slug,
            title: input.title,
            summary: input.summary,
            descriptionMd: input.description,
            level: input.level,
            topic: input.topic,
            language: input.language,
            priceCents: input.priceCents,
            instructorId: actor.id,
            instructorName,
            status: 'draft',
          })
          .returning({ id: courses.id });
        if (!course) throw new Error('the course was not saved');
        await tx.insert(courseModules).values({ courseId: course.id, position: 1, title: input.firstModule });
        await syncCourseProduct(tx, { id: course.id, slug, ...input, coverImage: null });
        return { ok: true as const, courseId: course.id };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free slug for the course after five tries');
}

/** The course's own details (its address stays: learners and search engines know it). */
export function updateCourse({
  input,
  ...change
}: CourseChange & { input: CourseFormInput }): Promise<Result<object, CourseEditCode>> {
  return changeCourse<object>(change, async (tx) => {
    const [course] = await tx
      .update(courses)
      .set({
        title: input.title,
        summary: input.summary,
        descriptionMd: input.description,
        level: input.level,
        topic: input.topic,
        language: input.language,
        priceCents: input.priceCents,
      })
      .where(eq(courses.id, change.courseId))
      .returning({ id: courses.id, slug: courses.slug, coverImage: courses.coverImage });
    if (!course) return courseEditFailure('not-found');
    await syncCourseProduct(tx, { ...course, title: input.title, summary: input.summary, priceCents: input.priceCents });
    return { ok: true };
  });
}

/** The failure each publishing problem answers, in the order publishProblems finds them. */
const PROBLEM_CODES = {
  noLessons: 'no-lessons',
  emptyLessons: 'empty-lessons',
  emptyModules: 'empty-modules',
  emptyQuiz: 'empty-quiz',
} as const satisfies Record<PublishProblem, CourseEditCode>;

/** Puts the course in the catalogue, once nothing stops it (publishProblems). */
export function publishCourse(change: CourseChange): Promise<Result<object, CourseEditCode>> {
  return changeCourse<object>(change, async (tx) => {
    const course = await findCourseForEditing(change.courseId, tx);
    if (!course) return courseEditFailure('not-found');
    const [problem] = problemsOf(course);
    if (problem) return courseEditFailure(PROBLEM_CODES[problem]);
    await tx
      .update(courses)
      .set({ status: 'published', publishedAt: sql`coalesce(${courses.publishedAt}, now())` })
      .where(eq(courses.id, change.courseId));
    return { ok: true };
  });
}

/** Takes a course out of the catalogue; refused once anyone enrolled (they keep their course). */
export function unpublishCourse(change: CourseChange): Promise<Result<object, CourseEditCode>> {
  return changeCourse<object>(change, async (tx) => {
    const [learners] = await tx
      .select({ count: count() })
      .from(courseEnrolments)
      .where(eq(courseEnrolments.courseId, change.courseId));
    if ((learners?.count ?? 0) > 0) return courseEditFailure('has-learners');
    await tx.update(courses).set({ status: 'draft' }).where(eq(courses.id, change.courseId));
    return { ok: true };
  });
}
