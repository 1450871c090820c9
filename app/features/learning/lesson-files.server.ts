import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { courses, lessonFiles, lessons } from '~/db/schema/learning';
import type { Actor } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import type { StreamedFile } from '~/utils/upload-stream.server';
import { type LessonFileCode, lessonFileFailure } from './failures';
import {
  CAPTIONS_TYPE,
  createTextCheck,
  LESSON_FILE_LIMITS,
  type LessonFileKind,
  lessonFileName,
  looksLikeWebVtt,
  type ResourceType,
  SNIFF_BYTES,
  sniffBinaryResourceType,
  sniffVideoType,
  storageExtension,
  textTypeFor,
  type VideoType,
} from './lesson-files';
import { requireTeacherOf } from './teaching-rights';

/*
 * A lesson's files (issue 13): its uploaded video and its downloadable resources, kept in the
 * private store (DATA_DIR/private/lesson-files, which nothing serves directly; the file route
 * checks the lesson's rule first). As with instructors' documents, a file is written under a
 * temporary name, renamed into place, and only then recorded, so a crash leaves at most an
 * unreferenced file, never a row without its file. A file that a change makes unreferenced (a
 * replaced video, a removed resource, a deleted lesson's files) is removed after the change
 * commits, so a rollback never leaves a row whose file is gone.
 *
 * Every change takes the course's row lock first, as the course editor's changes do
 * (course-editing.server.ts): a lesson being deleted and a file being added to it take turns, and
 * two uploads at once cannot both be a lesson's tenth resource. Under that lock the acting person
 * is checked as the editor checks them: the course's instructor or an admin, anyone else refused
 * with Access Denied whichever route asked.
 */

const MB = 1024 * 1024;

export function lessonFileDirectory(): string {
  return path.resolve(getEnv().DATA_DIR, 'private', 'lesson-files');
}

/** The largest video an instructor may upload (LESSON_VIDEO_MAX_MB, 200 MB unless set). */
export const lessonVideoMaxBytes = () => getEnv().LESSON_VIDEO_MAX_MB * MB;

/** The most a file of `kind` may hold. */
export const lessonFileMaxBytes = (kind: LessonFileKind) =>
  kind === 'video'
    ? lessonVideoMaxBytes()
    : kind === 'captions'
      ? LESSON_FILE_LIMITS.captionsMaxBytes
      : LESSON_FILE_LIMITS.resourceMaxBytes;

/** The limits as the editor's messages quote them. */
export function lessonFileLimitVars() {
  return {
    videoMaxMb: getEnv().LESSON_VIDEO_MAX_MB,
    resourceMaxMb: LESSON_FILE_LIMITS.resourceMaxBytes / MB,
    count: LESSON_FILE_LIMITS.resourcesPerLesson,
  };
}

/** A fresh temporary path in the store, for an upload to be streamed to (then kept or removed). */
export async function newLessonUploadPath(): Promise<string> {
  const directory = lessonFileDirectory();
  await fs.promises.mkdir(directory, { recursive: true, mode: 0o700 });
  return path.join(directory, `${randomUUID()}.part`);
}

/** Removes an upload that will not be kept (a form that turned out not to be an upload). */
export async function discardLessonUpload(upload: Pick<StreamedFile, 'path'>) {
  await fs.promises.rm(upload.path, { force: true });
}

/** How many first bytes an upload must keep for the type to be known. */
export const LESSON_UPLOAD_HEAD_BYTES = SNIFF_BYTES;

const columns = {
  id: lessonFiles.id,
  lessonId: lessonFiles.lessonId,
  kind: lessonFiles.kind,
  fileName: lessonFiles.fileName,
  contentType: lessonFiles.contentType,
  sizeBytes: lessonFiles.sizeBytes,
  storageKey: lessonFiles.storageKey,
  uploadedAt: lessonFiles.uploadedAt,
};

export type LessonFile = {
  id: string;
  lessonId: string;
  kind: LessonFileKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  uploadedAt: Date;
};

export type LessonFiles = { video: LessonFile | null; captions: LessonFile | null; resources: LessonFile[] };

/** A lesson's video and its captions (or null), and its resources in the order they were added. */
export async function listLessonFiles(lessonId: string): Promise<LessonFiles> {
  if (!isUuid(lessonId)) return { video: null, captions: null, resources: [] };
  const rows = await getDb()
    .select(columns)
    .from(lessonFiles)
    .where(eq(lessonFiles.lessonId, lessonId))
    .orderBy(asc(lessonFiles.uploadedAt), asc(lessonFiles.id));
  return {
    video: rows.find((row) => row.kind === 'video') ?? null,
    captions: rows.find((row) => row.kind === 'captions') ?? null,
    resources: rows.filter((row) => row.kind === 'resource'),
  };
}

/** A file with what its route needs to decide who may open it: its lesson and the lesson's course. */
export async function findLessonFileForReading(fileId: string) {
  if (!isUuid(fileId)) return null;
  const [row] = await getDb()
    .select({
      file: columns,
      lesson: { id: lessons.id, slug: lessons.slug, isPreview: lessons.isPreview, dripDays: lessons.dripDays },
      course: { id: courses.id, slug: courses.slug, status: courses.status, instructorId: courses.instructorId },
    })
    .from(lessonFiles)
    .innerJoin(lessons, eq(lessons.id, lessonFiles.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessonFiles.id, fileId));
  return row ?? null;
}

/**
 * The stored file, open for reading, or null when it is gone. Opened before anything is sent, so
 * a file removed a moment later still reads whole (its bytes stay until the handle closes).
 */
export async function openLessonFile(file: Pick<LessonFile, 'storageKey'>): Promise<FileHandle | null> {
  try {
    return await fs.promises.open(path.join(lessonFileDirectory(), path.basename(file.storageKey)), 'r');
  } catch {
    return null;
  }
}

/** Removes these stored files (after their rows are gone for good); a missing file is no error. */
export async function removeLessonFiles(storageKeys: readonly string[]) {
  await Promise.all(
    storageKeys.map((key) => fs.promises.rm(path.join(lessonFileDirectory(), path.basename(key)), { force: true })),
  );
}

/** The stored files of these lessons, for removing them once the lessons are deleted. */
export async function lessonFileKeys(db: Executor, lessonIds: readonly string[]): Promise<string[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .select({ key: lessonFiles.storageKey })
    .from(lessonFiles)
    .where(inArray(lessonFiles.lessonId, [...lessonIds]));
  return rows.map((row) => row.key);
}

/** Whether the whole file is text: valid UTF-8 without NUL bytes, read in chunks. */
async function isTextFile(filePath: string): Promise<boolean> {
  const check = createTextCheck();
  for await (const chunk of fs.createReadStream(filePath)) check.push(chunk as Buffer);
  return check.finish();
}

/** What an uploaded file is, from its bytes; null when it is not a kind this lesson file may be. */
async function typeOf(
  kind: LessonFileKind,
  upload: StreamedFile,
): Promise<VideoType | ResourceType | typeof CAPTIONS_TYPE | null> {
  if (kind === 'video') return sniffVideoType(upload.head);
  if (kind === 'captions') return looksLikeWebVtt(upload.head) && (await isTextFile(upload.path)) ? CAPTIONS_TYPE : null;
  const binary = sniffBinaryResourceType(upload.head);
  if (binary) return binary;
  return (await isTextFile(upload.path)) ? textTypeFor(upload.name) : null;
}

/**
 * Locks the lesson's course for the rest of the transaction, for an actor who may edit it
 * (refused with Access Denied otherwise); false when the lesson is gone.
 */
async function lockLessonCourse(tx: Executor, actor: Actor, lessonId: string): Promise<boolean> {
  const [lesson] = await tx.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) return false;
  const [course] = await tx
    .select({ instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.id, lesson.courseId))
    .for('update');
  if (!course) return false;
  requireTeacherOf(actor, course);
  // Deleted while this waited for the lock?
  const [still] = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId));
  return Boolean(still);
}

/**
 * Keeps an upload (streamed to `upload.path` by the route) as the lesson's video or its captions,
 * each replacing the one it had, or as one more resource. Refused, with the field's message: an empty file, a
 * type this kind may not be (by its bytes), a file over the kind's limit, an eleventh resource.
 * Whatever happens, the temporary file does not stay: it becomes the stored file or is removed.
 * The actor must be the course's instructor or an admin (checked under the course's lock).
 */
export async function saveLessonFile({
  actor,
  lessonId,
  kind,
  upload,
}: {
  actor: Actor;
  lessonId: string;
  kind: LessonFileKind;
  upload: StreamedFile;
}): Promise<Result<{ fileId: string }, LessonFileCode>> {
  let target: string | null = null;
  try {
    if (!isUuid(lessonId)) return lessonFileFailure('not-found');
    if (upload.size === 0) return lessonFileFailure('empty', { field: kind });
    if (upload.size > lessonFileMaxBytes(kind)) return lessonFileFailure(`${kind}-too-large`);
    const type = await typeOf(kind, upload);
    if (!type) return lessonFileFailure(`${kind}-type`);

    const storageKey = `${randomUUID()}.${storageExtension(type)}`;
    target = path.join(lessonFileDirectory(), storageKey);
    await fs.promises.rename(upload.path, target);
    const outcome = await getDb().transaction(
      async (tx): Promise<Result<{ fileId: string; replaced: string[] }, LessonFileCode>> => {
        if (!(await lockLessonCourse(tx, actor, lessonId))) return lessonFileFailure('not-found');
        let replaced: string[] = [];
        if (kind === 'video' || kind === 'captions') {
          // One video per lesson (a partial unique index), and one set of captions (under this
          // lock): the new one takes the old one's place.
          const old = await tx
            .delete(lessonFiles)
            .where(and(eq(lessonFiles.lessonId, lessonId), eq(lessonFiles.kind, kind)))
            .returning({ key: lessonFiles.storageKey });
          replaced = old.map((row) => row.key);
        } else {
          const [held] = await tx
            .select({ count: count() })
            .from(lessonFiles)
            .where(and(eq(lessonFiles.lessonId, lessonId), eq(lessonFiles.kind, 'resource')));
          if ((held?.count ?? 0) >= LESSON_FILE_LIMITS.resourcesPerLesson) return lessonFileFailure('too-many');
        }
        const [row] = await tx
          .insert(lessonFiles)
          .values({
            lessonId,
            kind,
            fileName: lessonFileName(upload.name, type),
            contentType: type,
            sizeBytes: upload.size,
            storageKey,
          })
          .returning({ id: lessonFiles.id });
        if (!row) throw new Error('the lesson file was not recorded');
        return { ok: true, fileId: row.id, replaced };
      },
    );
    if (!outcome.ok) return outcome;
    target = null;
    // The old video goes only now that the new one is committed in its place.
    await removeLessonFiles(outcome.replaced);
    return { ok: true, fileId: outcome.fileId };
  } finally {
    // Refused or failed: neither the upload nor its renamed copy stays.
    await fs.promises.rm(upload.path, { force: true });
    if (target) await fs.promises.rm(target, { force: true });
  }
}

/** Removes one of the lesson's files, row then file, for the course's instructor or an admin. */
export async function deleteLessonFile({
  actor,
  lessonId,
  fileId,
}: {
  actor: Actor;
  lessonId: string;
  fileId: string;
}): Promise<Result<object, LessonFileCode>> {
  if (!isUuid(lessonId) || !isUuid(fileId)) return lessonFileFailure('not-found');
  const removed = await getDb().transaction(async (tx) => {
    if (!(await lockLessonCourse(tx, actor, lessonId))) return null;
    const [row] = await tx
      .delete(lessonFiles)
      .where(and(eq(lessonFiles.id, fileId), eq(lessonFiles.lessonId, lessonId)))
      .returning({ key: lessonFiles.storageKey });
    return row ?? null;
  });
  if (!removed) return lessonFileFailure('not-found');
  await removeLessonFiles([removed.key]);
  return { ok: true };
}
