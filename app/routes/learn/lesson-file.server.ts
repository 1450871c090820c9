import type { FileHandle } from 'node:fs/promises';
import { createReadableStreamFromReadable } from '@react-router/node';
import { denyAccess, type SessionUser } from '~/features/accounts/guard.server';
import { findLessonFileForReading, type LessonFile, openLessonFile } from '~/features/learning/lesson-files.server';
import { notFoundResponse } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { ifRangeHolds, parseByteRange } from '~/utils/byte-range';
import { attachmentDisposition } from '~/utils/file-names';
import { lessonReader } from './lesson-access.server';

/*
 * A lesson's file (/courses/:slug/lessons/:lesson/files/:fileId): sent to whoever may open the
 * lesson (lesson-access.server.ts: the lesson page's own rule), Access Denied (recorded) to
 * anyone else. Videos answer range requests, so a player can seek and a phone can fetch a piece
 * at a time; everything is streamed from disk, a range from its first byte, never read whole.
 * Resources are downloads that no page can embed or run, as instructors' documents are; captions
 * (WebVTT) are sent inline for the lesson page's <track>, under the same sandbox.
 */

type FoundFile = NonNullable<Awaited<ReturnType<typeof findLessonFileForReading>>>;

export async function sendLessonFile(
  request: Request,
  { slug, lessonSlug, fileId, user }: { slug: string; lessonSlug: string; fileId: string; user: SessionUser | null },
): Promise<Response> {
  const found = await findLessonFileForReading(fileId);
  // The address must name the file's own course and lesson: no file is reachable under another lesson's rule.
  if (!found || found.course.slug !== slug || found.lesson.slug !== lessonSlug) throw await notFoundResponse(request);
  const reader = await lessonReader({ course: found.course, lesson: found.lesson, user });
  // A course out of the catalogue is its teachers' alone, as its lesson pages are.
  if (found.course.status !== 'published' && !reader.isTeacher) throw await notFoundResponse(request);
  if (reader.access.state !== 'open') {
    const { t } = await getRequestLanguage(request);
    return denyAccess(request, {
      user,
      requiredRoles: [t('learning.lessonFiles.enrolledLearner'), t('learning.authoring.courseInstructor')],
    });
  }
  const handle = await openLessonFile(found.file);
  if (!handle) throw await notFoundResponse(request);
  try {
    return await fileResponse(request, found, handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
}

const contentTypeOf = (file: LessonFile) =>
  file.contentType.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType;

async function fileResponse(request: Request, { file }: FoundFile, handle: FileHandle): Promise<Response> {
  const { size } = await handle.stat();
  // Stored files never change (a new upload is a new file), so the id and size name the bytes.
  const etag = `"${file.id}-${size}"`;
  const headers = new Headers({
    'content-type': contentTypeOf(file),
    'cache-control': 'private',
    'x-content-type-options': 'nosniff',
    etag,
    'last-modified': file.uploadedAt.toUTCString(),
  });
  if (file.kind === 'video') headers.set('accept-ranges', 'bytes');
  else {
    // Captions are read by the page's <track>; resources are downloads. Neither can run as a page.
    if (file.kind === 'resource') headers.set('content-disposition', attachmentDisposition(file.fileName));
    headers.set('content-security-policy', "default-src 'none'; sandbox");
  }

  const answer = async (status: number, range?: { start: number; end: number }) => {
    const length = range ? range.end - range.start + 1 : status === 200 ? size : 0;
    if (status === 304) headers.delete('content-length');
    else headers.set('content-length', String(length));
    // HEAD, a 304 or a 416 sends no bytes: the file is not read at all (React Router drops a
    // HEAD answer's body without reading it, so no stream may be left open for it).
    if (request.method === 'HEAD' || length === 0) {
      await handle.close();
      return new Response(null, { status, headers });
    }
    const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    return new Response(createReadableStreamFromReadable(stream), { status, headers });
  };

  if (request.headers.get('if-none-match') === etag) return answer(304);
  if (file.kind !== 'video') return answer(200);
  const range = ifRangeHolds(request.headers.get('if-range'), { etag, lastModified: file.uploadedAt })
    ? parseByteRange(request.headers.get('range'), size)
    : ({ kind: 'full' } as const);
  if (range.kind === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    return answer(416);
  }
  if (range.kind === 'partial') {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
    return answer(206, range);
  }
  return answer(200);
}
