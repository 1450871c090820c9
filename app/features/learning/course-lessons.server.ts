import { eq, sql } from 'drizzle-orm';
import { lessons } from '~/db/schema/learning';
import { slugify } from '~/features/content/content.server';
import type { Result } from '~/utils/failure';
import { AUTHORING_LIMITS, type LessonFormInput, lessonOrder, moveInList, uniqueSlug } from './authoring.schema';
import {
  type CourseChange,
  changeCourse,
  type Direction,
  isPublishedCourse,
  renumberLessons,
  settleStructure,
  structureOf,
} from './course-editing.server';
import { type CourseEditCode, courseEditFailure } from './failures';
import { lessonFileKeys, removeLessonFiles } from './lesson-files.server';

/*
 * A course's lessons: added, saved, moved and deleted by someone who may edit the course, each
 * under its row lock (course-editing.server.ts), with the lessons kept in teaching order and the
 * course's estimated time in step with them.
 */

/** A new lesson at the end of a module, with only its title: the editor opens on it next. */
export function addLesson({
  moduleId,
  title,
  ...change
}: CourseChange & { moduleId: string; title: string }): Promise<Result<{ lessonId: string }, CourseEditCode>> {
  const { courseId } = change;
  return changeCourse<{ lessonId: string }>(change, async (tx) => {
    const { modules, lessons: lessonRows } = await structureOf(tx, courseId);
    if (!modules.some((module) => module.id === moduleId)) return courseEditFailure('no-such-module');
    const slugs = await tx.select({ slug: lessons.slug }).from(lessons).where(eq(lessons.courseId, courseId));
    const slug = uniqueSlug(slugify(title), new Set(slugs.map((row) => row.slug)), AUTHORING_LIMITS.lessonSlug.max, 'lesson');
    const [row] = await tx
      .insert(lessons)
      .values({ courseId, moduleId, slug, title, position: lessonRows.length + 1_000_001, minutes: 5 })
      .returning({ id: lessons.id });
    if (!row) throw new Error('the lesson was not saved');
    await settleStructure(tx, courseId);
    return { ok: true, lessonId: row.id };
  });
}

/** A lesson's text and settings; moving it to another module puts it at that module's end. */
export function saveLesson({
  lessonId,
  input,
  ...change
}: CourseChange & { lessonId: string; input: LessonFormInput }): Promise<Result<object, CourseEditCode>> {
  return changeCourse<object>(change, async (tx) => {
    const { modules, lessons: lessonRows } = await structureOf(tx, change.courseId);
    const current = lessonRows.find((lesson) => lesson.id === lessonId);
    if (!current) return courseEditFailure('not-found');
    if (!modules.some((module) => module.id === input.moduleId)) return courseEditFailure('no-such-module');
    const movesModule = current.moduleId !== input.moduleId;
    await tx
      .update(lessons)
      .set({
        title: input.title,
        moduleId: input.moduleId,
        minutes: input.minutes,
        isPreview: input.isPreview,
        videoUrl: input.videoUrl,
        dripDays: input.dripDays,
        bodyMd: input.body,
        materials: input.materials,
        // Last in its new module: past every position the course holds.
        ...(movesModule ? { position: sql`${lessons.position} + 2000000` } : {}),
      })
      .where(eq(lessons.id, lessonId));
    await settleStructure(tx, change.courseId);
    return { ok: true };
  });
}

/** Moves a lesson one place up or down within its module. */
export function moveLesson({
  lessonId,
  direction,
  ...change
}: CourseChange & { lessonId: string; direction: Direction }): Promise<Result<object, CourseEditCode>> {
  return changeCourse<object>(change, async (tx) => {
    const { modules, lessons: lessonRows } = await structureOf(tx, change.courseId);
    const lesson = lessonRows.find((row) => row.id === lessonId);
    if (!lesson) return courseEditFailure('not-found');
    const siblings = lessonRows.filter((row) => row.moduleId === lesson.moduleId);
    const moved = moveInList(siblings, siblings.indexOf(lesson), direction).map((row, index) => ({ ...row, position: index }));
    const others = lessonRows.filter((row) => row.moduleId !== lesson.moduleId);
    await renumberLessons(tx, change.courseId, lessonOrder(modules, [...others, ...moved]));
    return { ok: true };
  });
}

/**
 * Removes a lesson (learners' completions and notes of it go with it, and its files: their rows
 * by the foreign key, the stored files once the deletion has committed, so a rollback keeps
 * both). A published course keeps at least one lesson.
 */
export async function deleteLesson({
  lessonId,
  ...change
}: CourseChange & { lessonId: string }): Promise<Result<object, CourseEditCode>> {
  const outcome = await changeCourse<{ storageKeys: string[] }>(change, async (tx) => {
    const isPublished = await isPublishedCourse(tx, change.courseId);
    const { lessons: lessonRows } = await structureOf(tx, change.courseId);
    if (!lessonRows.some((lesson) => lesson.id === lessonId)) return courseEditFailure('not-found');
    if (isPublished && lessonRows.length === 1) return courseEditFailure('last-lesson');
    // Read under the course's lock, which every change of a lesson's files takes too: none can be added meanwhile.
    const storageKeys = await lessonFileKeys(tx, [lessonId]);
    await tx.delete(lessons).where(eq(lessons.id, lessonId));
    await settleStructure(tx, change.courseId);
    return { ok: true, storageKeys };
  });
  if (!outcome.ok) return outcome;
  await removeLessonFiles(outcome.storageKeys);
  return { ok: true };
}
