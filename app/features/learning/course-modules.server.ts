import { and, eq, max } from 'drizzle-orm';
import { courseModules } from '~/db/schema/learning';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { moveInList } from './authoring.schema';
import {
  type CourseChange,
  changeCourse,
  type Direction,
  renumberModules,
  settleStructure,
  structureOf,
} from './course-editing.server';
import { type CourseEditCode, courseEditFailure } from './failures';

/*
 * A course's modules: added, renamed, moved and deleted by someone who may edit the course, each
 * under its row lock (course-editing.server.ts). Moving a module moves its lessons with it.
 */

export function addModule({ title, ...change }: CourseChange & { title: string }): Promise<Result<object, CourseEditCode>> {
  return changeCourse<object>(change, async (tx) => {
    const [last] = await tx
      .select({ position: max(courseModules.position) })
      .from(courseModules)
      .where(eq(courseModules.courseId, change.courseId));
    await tx.insert(courseModules).values({ courseId: change.courseId, title, position: (last?.position ?? 0) + 1 });
    return { ok: true };
  });
}

export function renameModule({
  moduleId,
  title,
  ...change
}: CourseChange & { moduleId: string; title: string }): Promise<Result<object, CourseEditCode>> {
  return changeCourse<object>(change, async (tx) => {
    if (!isUuid(moduleId)) return courseEditFailure('not-found');
    const [row] = await tx
      .update(courseModules)
      .set({ title })
      .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, change.courseId)))
      .returning({ id: courseModules.id });
    return row ? { ok: true } : courseEditFailure('not-found');
  });
}

/** Moves a module (and its lessons with it) one place up or down. */
export function moveModule({
  moduleId,
  direction,
  ...change
}: CourseChange & { moduleId: string; direction: Direction }): Promise<Result<object, CourseEditCode>> {
  return changeCourse<object>(change, async (tx) => {
    const { modules } = await structureOf(tx, change.courseId);
    const index = modules.findIndex((module) => module.id === moduleId);
    if (index < 0) return courseEditFailure('not-found');
    await renumberModules(
      tx,
      change.courseId,
      moveInList(modules, index, direction).map((module) => module.id),
    );
    await settleStructure(tx, change.courseId);
    return { ok: true };
  });
}

/** Removes an empty module; one with lessons is refused (its lessons would go with it). */
export function deleteModule({
  moduleId,
  ...change
}: CourseChange & { moduleId: string }): Promise<Result<object, CourseEditCode>> {
  return changeCourse<object>(change, async (tx) => {
    const { modules, lessons: lessonRows } = await structureOf(tx, change.courseId);
    if (!modules.some((module) => module.id === moduleId)) return courseEditFailure('not-found');
    if (lessonRows.some((lesson) => lesson.moduleId === moduleId)) return courseEditFailure('module-not-empty');
    if (modules.length === 1) return courseEditFailure('last-module');
    await tx.delete(courseModules).where(eq(courseModules.id, moduleId));
    await renumberModules(
      tx,
      change.courseId,
      modules.filter((module) => module.id !== moduleId).map((module) => module.id),
    );
    return { ok: true };
  });
}
