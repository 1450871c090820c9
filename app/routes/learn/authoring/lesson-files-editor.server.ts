import { type LessonFileCode, lessonFileFailure } from '~/features/learning/failures';
import { LESSON_FILE_LIMITS, type LessonFileKind } from '~/features/learning/lesson-files';
import {
  deleteLessonFile,
  discardLessonUpload,
  LESSON_UPLOAD_HEAD_BYTES,
  lessonFileLimitVars,
  lessonFileMaxBytes,
  lessonVideoMaxBytes,
  listLessonFiles,
  newLessonUploadPath,
  saveLessonFile,
} from '~/features/learning/lesson-files.server';
import type { Actor } from '~/utils/actor';
import { pathTo } from '~/utils/routes/path-to';
import { streamUploadForm } from '~/utils/upload-stream.server';
import { editorAnswer } from './course-editor.server';

/*
 * The lesson editor's "Video and resources" (issue 13): the lesson's files as the editor lists
 * them, and its three forms: upload (a video, which replaces the one there was, or a resource)
 * and remove. The route has checked who is asking (the course's instructor or an admin) before
 * any of this reads the request's body.
 */

/** What the editor shows: each file with its address (which plays or downloads it), and the limits. */
export async function loadLessonFilesEditor({
  courseSlug,
  lesson,
}: {
  courseSlug: string;
  lesson: { id: string; slug: string };
}) {
  const { video, captions, resources } = await listLessonFiles(lesson.id);
  const shown = (file: NonNullable<typeof video>) => ({
    id: file.id,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    href: pathTo('/courses/:slug/lessons/:lesson/files/:fileId', { slug: courseSlug, lesson: lesson.slug, fileId: file.id }),
  });
  const limits = lessonFileLimitVars();
  return {
    video: video ? shown(video) : null,
    captions: captions ? shown(captions) : null,
    resources: resources.map(shown),
    limits: {
      videoMaxBytes: lessonVideoMaxBytes(),
      videoMaxMb: limits.videoMaxMb,
      resourceMaxBytes: LESSON_FILE_LIMITS.resourceMaxBytes,
      resourceMaxMb: limits.resourceMaxMb,
      captionsMaxBytes: LESSON_FILE_LIMITS.captionsMaxBytes,
      resourcesPerLesson: limits.count,
    },
  };
}

export type LessonFilesEditorData = Awaited<ReturnType<typeof loadLessonFilesEditor>>;

const KIND_OF_INTENT: Record<string, LessonFileKind> = {
  'upload-video': 'video',
  'upload-captions': 'captions',
  'upload-resource': 'resource',
};
const kindOf = (intent: string | undefined): LessonFileKind | null => (intent && KIND_OF_INTENT[intent]) || null;

const UPLOADED: Record<LessonFileKind, string> = {
  video: 'learning.lessonFiles.videoUploaded',
  captions: 'learning.lessonFiles.captionsUploaded',
  resource: 'learning.lessonFiles.resourceUploaded',
};

/** The status the editor has always answered an upload's refusal with: 413 for a file too large, 409 for one too many. */
const statusOf = (code: LessonFileCode) => (code.endsWith('-too-large') ? 413 : code === 'too-many' ? 409 : 400);

/**
 * An upload (multipart): the file is streamed to the store as it arrives, refused with 413 the
 * moment it passes its kind's limit (a resource's or the captions', when the form said so before
 * the file; a video's otherwise, then checked again), and kept only once its bytes say it is what it may be.
 */
export async function uploadLessonFile(request: Request, { actor, lessonId }: { actor: Actor; lessonId: string }) {
  const upload = await streamUploadForm(request, {
    fileField: 'file',
    maxFileBytes: (fields) => lessonFileMaxBytes(kindOf(fields.get('intent')) ?? 'video'),
    temporaryPath: newLessonUploadPath,
    headBytes: LESSON_UPLOAD_HEAD_BYTES,
  });
  const intent = upload.fields.get('intent') ?? '';
  const kind = kindOf(intent);
  if (!upload.ok) {
    if (upload.status === 413) {
      const tooLarge = lessonFileFailure(`${kind ?? 'video'}-too-large`);
      return editorAnswer({ ok: false, intent, fieldErrors: { [tooLarge.field ?? 'video']: tooLarge.message } }, 413);
    }
    return editorAnswer({ ok: false, intent, message: 'errors.badForm' });
  }
  if (!kind) {
    if (upload.file) await discardLessonUpload(upload.file);
    return editorAnswer({ ok: false, intent, message: 'errors.badForm' });
  }
  if (!upload.file) return editorAnswer({ ok: false, intent, fieldErrors: { [kind]: 'learning.lessonFiles.errors.noFile' } });
  const saved = await saveLessonFile({ actor, lessonId, kind, upload: upload.file });
  if (!saved.ok)
    return editorAnswer(
      saved.field
        ? { ok: false, intent, fieldErrors: { [saved.field]: saved.message } }
        : { ok: false, intent, message: saved.message },
      statusOf(saved.code),
    );
  return editorAnswer({
    ok: true,
    intent,
    message: UPLOADED[kind],
  });
}

/** Removes one of the lesson's files (the video or a resource). */
export async function removeLessonFile({ actor, lessonId, fileId }: { actor: Actor; lessonId: string; fileId: string }) {
  const removed = await deleteLessonFile({ actor, lessonId, fileId });
  if (!removed.ok) return editorAnswer({ ok: false, intent: 'remove-file', message: removed.message }, 404);
  return editorAnswer({ ok: true, intent: 'remove-file', message: 'learning.lessonFiles.removed' });
}
