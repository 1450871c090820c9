import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { courses, lessonFiles, lessons, securityEvents } from '~/db/schema/index';
import { enrolInFreeCourse } from '~/features/learning/enrolments.server';
import { lessonFileDirectory } from '~/features/learning/lesson-files.server';
import { action as editorAction, loader as editorLoader } from '~/routes/learn/authoring/lesson-editor';
import { loader as lessonLoader } from '~/routes/learn/lesson';
import { loader as fileLoader } from '~/routes/learn/lesson-file';
import { resetEnvCache } from '~/utils/env.server';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { actorOf } from '../factories/actors';
import { createCourse } from '../factories/courses';
import { CookieJar } from '../setup/cookie-jar';
import { callAction, testContext } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * A lesson's files (issue 13): an instructor uploads a video (streamed to disk, range requests on
 * the way out) and downloadable resources in the lesson editor; they are checked by their bytes
 * and size, replaced and removed cleanly, sent only to whoever may open the lesson, and go with
 * the lesson.
 */

// The files of this test file go to a store of their own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesson-files-'));
const savedEnv = { DATA_DIR: process.env.DATA_DIR, LESSON_VIDEO_MAX_MB: process.env.LESSON_VIDEO_MAX_MB };
process.env.DATA_DIR = dataDir;
delete process.env.LESSON_VIDEO_MAX_MB;
resetEnvCache();
afterAll(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const database = await setupTestDatabase();
const db = database.db;

type Person = Awaited<ReturnType<typeof signUpPerson>>;
type EditorData = {
  files: {
    video: null | { id: string; fileName: string; contentType: string; sizeBytes: number; href: string };
    captions: null | { id: string; fileName: string; contentType: string; sizeBytes: number; href: string };
    resources: { id: string; fileName: string; contentType: string; href: string }[];
  };
};

/** An MP4's opening: a 32-byte ftyp box, then bytes enough to seek in. */
function mp4(size: number) {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set([0x00, 0x00, 0x00, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00]);
  return bytes;
}
/** A WebM's opening: the EBML header's id. */
function webm(size: number) {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
  return bytes;
}
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const CSV = new TextEncoder().encode('crop,sown,harvested\ngarlic,2025-10-12,2026-07-01\najo morado,2025-10-20,\n');

const editorPath = (courseId: string, lessonId: string) => `/instructor-dashboard/courses/${courseId}/lessons/${lessonId}`;

/** A course taught by `instructor`: three lessons, the first a preview, the third opening a week after enrolment. */
async function taughtCourse(instructor: Person, overrides: Parameters<typeof createCourse>[1] = {}) {
  return createCourse(database, { instructorId: instructor.id, quiz: false, dripDays: [null, null, 7], ...overrides });
}

function upload(
  person: Person | null,
  at: { courseId: string; lessonId: string },
  intent: string,
  file?: { bytes: Uint8Array; name: string; type?: string },
) {
  const form = new FormData();
  form.append('intent', intent);
  if (file) form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? '' }));
  else form.append('file', new File([], ''));
  const headers: Record<string, string> = {};
  if (person) headers.cookie = person.jar.header();
  return callAction(
    editorAction,
    new Request(`http://localhost${editorPath(at.courseId, at.lessonId)}`, { method: 'POST', body: form, headers }),
    at,
  );
}

const editorFiles = async (person: Person, at: { courseId: string; lessonId: string }) =>
  ((await callAction(editorLoader, pageGet(editorPath(at.courseId, at.lessonId), person.jar), at)).data as EditorData).files;

const rowsOf = (lessonId: string) => db.select().from(lessonFiles).where(eq(lessonFiles.lessonId, lessonId));
const stored = () => (fs.existsSync(lessonFileDirectory()) ? fs.readdirSync(lessonFileDirectory()).sort() : []);
const storedFile = (key: string) => path.join(lessonFileDirectory(), key);

/** Calls the file route as React Router does; the body as bytes (null for none). */
async function getFile(
  href: string,
  { jar, headers = {}, method = 'GET' }: { jar?: CookieJar; headers?: Record<string, string>; method?: string } = {},
) {
  const [, , slug = '', , lesson = '', , fileId = ''] = href.split('/');
  const request = new Request(`http://localhost${href}`, {
    method,
    headers: { ...headers, ...(jar ? { cookie: jar.header() } : {}) },
  });
  let result: unknown;
  try {
    result = await fileLoader({ request, params: { slug, lesson, fileId }, context: testContext } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const body = result.body ? new Uint8Array(await result.arrayBuffer()) : null;
    return { status: result.status, headers: result.headers, body, data: null as unknown };
  }
  const refused = result as { data: unknown; init?: ResponseInit };
  return { status: refused.init?.status ?? 200, headers: new Headers(refused.init?.headers), body: null, data: refused.data };
}

describe('uploading in the lesson editor', () => {
  it('keeps a video and resources, each known by its bytes, and lists them', async () => {
    const instructor = await signUpPerson('video-teacher', { role: 'instructor' });
    const course = await taughtCourse(instructor);
    const at = { courseId: course.id, lessonId: course.lessons[1]?.id ?? '' };
    const video = mp4(300_000);

    const sent = await upload(instructor, at, 'upload-video', {
      bytes: video,
      name: 'C:\\clips\\Planting day.MOV',
      type: 'video/quicktime',
    });
    expect(sent).toMatchObject({ status: 200, data: { ok: true, message: 'learning.lessonFiles.videoUploaded' } });
    expect(await upload(instructor, at, 'upload-resource', { bytes: PDF, name: 'Bed plan.pdf' })).toMatchObject({ status: 200 });
    expect(await upload(instructor, at, 'upload-resource', { bytes: CSV, name: 'Sowing log.csv' })).toMatchObject({
      status: 200,
    });
    // Valid UTF-8 text, whatever it is called, is kept as what it is: plain text, never a PDF.
    const script = new TextEncoder().encode('<script>alert(document.cookie)</script>');
    expect(await upload(instructor, at, 'upload-resource', { bytes: script, name: 'handout.pdf' })).toMatchObject({
      status: 200,
    });

    const rows = await rowsOf(at.lessonId);
    const videoRow = rows.find((row) => row.kind === 'video');
    expect(videoRow).toMatchObject({ fileName: 'Planting day.mp4', contentType: 'video/mp4', sizeBytes: video.byteLength });
    expect(new Uint8Array(fs.readFileSync(storedFile(videoRow?.storageKey ?? '')))).toEqual(video);
    // Outside anything the site serves, and no temporary file left behind.
    expect(lessonFileDirectory().startsWith(path.resolve('public'))).toBe(false);
    expect(stored().some((name) => name.endsWith('.part'))).toBe(false);

    const files = await editorFiles(instructor, at);
    expect(files.video).toMatchObject({ fileName: 'Planting day.mp4', contentType: 'video/mp4', sizeBytes: video.byteLength });
    expect(files.video?.href).toBe(`/courses/${course.slug}/lessons/lesson-2/files/${videoRow?.id}`);
    expect(files.resources.map((file) => [file.fileName, file.contentType])).toEqual([
      ['Bed plan.pdf', 'application/pdf'],
      ['Sowing log.csv', 'text/csv'],
      ['handout.txt', 'text/plain'],
    ]);
  });

  it('refuses a wrong type, an empty file or no file, field by field, and writes nothing', async () => {
    const instructor = await signUpPerson('wrong-type', { role: 'instructor' });
    const course = await taughtCourse(instructor);
    const at = { courseId: course.id, lessonId: course.lessons[0]?.id ?? '' };
    const before = stored();

    expect(await upload(instructor, at, 'upload-video', { bytes: PDF, name: 'lesson.mp4', type: 'video/mp4' })).toMatchObject({
      status: 400,
      data: { ok: false, fieldErrors: { video: 'learning.lessonFiles.errors.videoType' } },
    });
    const binary = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x00, 0x01, 0xff]);
    expect(await upload(instructor, at, 'upload-resource', { bytes: binary, name: 'photo.png' })).toMatchObject({
      status: 400,
      data: { fieldErrors: { resource: 'learning.lessonFiles.errors.resourceType' } },
    });
    expect(
      await upload(instructor, at, 'upload-resource', { bytes: new Uint8Array([0x61, 0xc3]), name: 'cut.txt' }),
    ).toMatchObject({
      status: 400,
      data: { fieldErrors: { resource: 'learning.lessonFiles.errors.resourceType' } },
    });
    expect(await upload(instructor, at, 'upload-resource', { bytes: new Uint8Array(), name: 'empty.txt' })).toMatchObject({
      status: 400,
      data: { fieldErrors: { resource: 'learning.lessonFiles.errors.empty' } },
    });
    expect(await upload(instructor, at, 'upload-video')).toMatchObject({
      status: 400,
      data: { fieldErrors: { video: 'learning.lessonFiles.errors.noFile' } },
    });
    expect(await upload(instructor, at, 'something-else', { bytes: PDF, name: 'a.pdf' })).toMatchObject({
      status: 400,
      data: { message: 'errors.badForm' },
    });
    expect(await rowsOf(at.lessonId)).toEqual([]);
    expect(stored()).toEqual(before);
  });

  it('refuses a file over its limit with 413 as it arrives, and an eleventh resource, keeping nothing of them', async () => {
    const instructor = await signUpPerson('too-large', { role: 'instructor' });
    const course = await taughtCourse(instructor);
    const at = { courseId: course.id, lessonId: course.lessons[0]?.id ?? '' };
    const before = stored();

    process.env.LESSON_VIDEO_MAX_MB = '1';
    resetEnvCache();
    try {
      const tooBig = await upload(instructor, at, 'upload-video', { bytes: mp4(1024 * 1024 + 1), name: 'long.mp4' });
      expect(tooBig).toMatchObject({
        status: 413,
        data: { ok: false, fieldErrors: { video: 'learning.lessonFiles.errors.videoTooLarge' } },
      });
      const editor = await callAction(editorLoader, pageGet(editorPath(at.courseId, at.lessonId), instructor.jar), at);
      expect((editor.data as { files: { limits: { videoMaxMb: number } } }).files.limits.videoMaxMb).toBe(1);
      expect(await upload(instructor, at, 'upload-video', { bytes: mp4(1024 * 1024), name: 'just-fits.mp4' })).toMatchObject({
        status: 200,
      });
    } finally {
      delete process.env.LESSON_VIDEO_MAX_MB;
      resetEnvCache();
    }
    const bigResource = new Uint8Array(20 * 1024 * 1024 + 1);
    bigResource.set(PDF);
    expect(await upload(instructor, at, 'upload-resource', { bytes: bigResource, name: 'huge.pdf' })).toMatchObject({
      status: 413,
      data: { fieldErrors: { resource: 'learning.lessonFiles.errors.resourceTooLarge' } },
    });
    expect((await rowsOf(at.lessonId)).map((row) => row.fileName)).toEqual(['just-fits.mp4']);
    expect(stored().length).toBe(before.length + 1);

    for (let index = 1; index <= 10; index++)
      expect((await upload(instructor, at, 'upload-resource', { bytes: CSV, name: `log-${index}.csv` })).status).toBe(200);
    expect(await upload(instructor, at, 'upload-resource', { bytes: CSV, name: 'log-11.csv' })).toMatchObject({
      status: 409,
      data: { fieldErrors: { resource: 'learning.lessonFiles.errors.tooMany' } },
    });
    expect((await rowsOf(at.lessonId)).filter((row) => row.kind === 'resource')).toHaveLength(10);
    expect(stored().length).toBe(before.length + 11);
  });

  it('replaces the video, removing the old file once the new one is recorded, and removes files on request', async () => {
    const instructor = await signUpPerson('replace', { role: 'instructor' });
    const course = await taughtCourse(instructor);
    const at = { courseId: course.id, lessonId: course.lessons[0]?.id ?? '' };
    await upload(instructor, at, 'upload-video', { bytes: mp4(4096), name: 'first.mp4' });
    const [first] = await rowsOf(at.lessonId);
    const replacement = webm(8192);
    expect(await upload(instructor, at, 'upload-video', { bytes: replacement, name: 'second.webm' })).toMatchObject({
      status: 200,
    });
    const rows = await rowsOf(at.lessonId);
    expect(rows.map((row) => [row.kind, row.fileName, row.contentType])).toEqual([['video', 'second.webm', 'video/webm']]);
    expect(fs.existsSync(storedFile(first?.storageKey ?? ''))).toBe(false);
    expect(new Uint8Array(fs.readFileSync(storedFile(rows[0]?.storageKey ?? '')))).toEqual(replacement);

    await upload(instructor, at, 'upload-resource', { bytes: PDF, name: 'plan.pdf' });
    const files = await editorFiles(instructor, at);
    for (const file of [files.video, ...files.resources]) {
      const removed = await callAction(
        editorAction,
        formPost(editorPath(at.courseId, at.lessonId), { intent: 'remove-file', fileId: file?.id ?? '' }, instructor.jar),
        at,
      );
      expect(removed).toMatchObject({ status: 200, data: { ok: true, message: 'learning.lessonFiles.removed' } });
    }
    expect(await rowsOf(at.lessonId)).toEqual([]);
    expect(fs.existsSync(storedFile(rows[0]?.storageKey ?? ''))).toBe(false);
    // Another lesson's file id is not this lesson's to remove.
    expect(
      await callAction(
        editorAction,
        formPost(editorPath(at.courseId, at.lessonId), { intent: 'remove-file', fileId: first?.id ?? '' }, instructor.jar),
        at,
      ),
    ).toMatchObject({ status: 404 });
  });

  it("lets no one but the course's instructor or an admin change its files, reading nothing of what they send", async () => {
    const instructor = await signUpPerson('owner', { role: 'instructor' });
    const course = await taughtCourse(instructor);
    const at = { courseId: course.id, lessonId: course.lessons[0]?.id ?? '' };
    const before = stored();
    const other = await signUpPerson('other-teacher', { role: 'instructor' });
    expect((await upload(other, at, 'upload-video', { bytes: mp4(2048), name: 'x.mp4' })).status).toBe(403);
    const learner = await signUpPerson('learner-upload');
    expect((await upload(learner, at, 'upload-video', { bytes: mp4(2048), name: 'x.mp4' })).status).toBe(403);
    expect((await upload(null, at, 'upload-video', { bytes: mp4(2048), name: 'x.mp4' })).status).toBe(302);
    expect(await rowsOf(at.lessonId)).toEqual([]);
    expect(stored()).toEqual(before);
    const admin = await signUpPerson('files-admin', { role: 'admin' });
    expect((await upload(admin, at, 'upload-resource', { bytes: PDF, name: 'from-admin.pdf' })).status).toBe(200);
  });

  it('keeps memory flat while a large video arrives: it is streamed to disk, never held', async () => {
    const instructor = await signUpPerson('big-video', { role: 'instructor' });
    const course = await taughtCourse(instructor);
    const at = { courseId: course.id, lessonId: course.lessons[0]?.id ?? '' };
    const size = 160 * 1024 * 1024;
    const chunkSize = 1024 * 1024;
    const boundary = 'lesson-video-boundary';
    const encoder = new TextEncoder();
    const opening = encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload-video\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const closing = encoder.encode(`\r\n--${boundary}--\r\n`);
    let sent = 0;
    // Each piece is made when it is asked for, so anything holding them would show in memory.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent === 0) controller.enqueue(opening);
          if (sent >= size) {
            controller.enqueue(closing);
            controller.close();
            return;
          }
          const piece = new Uint8Array(chunkSize).fill(0x2a);
          if (sent === 0) piece.set(mp4(16));
          sent += chunkSize;
          controller.enqueue(piece);
        },
      },
      { highWaterMark: 0 },
    );
    const inUse = () => {
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    globalThis.gc?.();
    const baseline = inUse();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, inUse());
    }, 5);
    try {
      const result = await callAction(
        editorAction,
        new Request(`http://localhost${editorPath(at.courseId, at.lessonId)}`, {
          method: 'POST',
          body,
          headers: { cookie: instructor.jar.header(), 'content-type': `multipart/form-data; boundary=${boundary}` },
          duplex: 'half',
        } as RequestInit),
        at,
      );
      expect(result).toMatchObject({ status: 200, data: { ok: true } });
    } finally {
      clearInterval(sampler);
    }
    const [row] = await rowsOf(at.lessonId);
    expect(row).toMatchObject({ kind: 'video', sizeBytes: size, contentType: 'video/mp4' });
    expect(fs.statSync(storedFile(row?.storageKey ?? '')).size).toBe(size);
    // 160 MB went through; what was held at any moment stayed a small fraction of it.
    expect(peak - baseline).toBeLessThan(48 * 1024 * 1024);
  }, 120_000);
});

describe('the file route', () => {
  async function courseWithFiles(label: string) {
    const instructor = await signUpPerson(label, { role: 'instructor' });
    const course = await taughtCourse(instructor);
    const video = mp4(10_000);
    for (const lesson of course.lessons) {
      const at = { courseId: course.id, lessonId: lesson.id };
      await upload(instructor, at, 'upload-video', { bytes: video, name: `${lesson.slug}.mp4` });
      await upload(instructor, at, 'upload-resource', { bytes: CSV, name: 'Cosecha del año (1).csv' });
    }
    const hrefs = async (index: number) => {
      const files = await editorFiles(instructor, { courseId: course.id, lessonId: course.lessons[index]?.id ?? '' });
      return { video: files.video?.href ?? '', resource: files.resources[0]?.href ?? '' };
    };
    return { instructor, course, video, hrefs };
  }

  it('streams a video whole or by range: 206 byte-exact, suffixes, 416 past the end, HEAD without a body', async () => {
    const { instructor, video, hrefs } = await courseWithFiles('ranges');
    const { video: href } = await hrefs(0);
    const jar = instructor.jar;

    const whole = await getFile(href, { jar });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('content-length')).toBe(String(video.byteLength));
    expect(whole.headers.get('cache-control')).toBe('private');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.body).toEqual(video);

    const first = await getFile(href, { jar, headers: { range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${video.byteLength}`);
    expect(first.headers.get('content-length')).toBe('100');
    expect(first.body).toEqual(video.slice(0, 100));

    const middle = await getFile(href, { jar, headers: { range: 'bytes=5000-' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 5000-9999/${video.byteLength}`);
    expect(middle.body).toEqual(video.slice(5000));

    const suffix = await getFile(href, { jar, headers: { range: 'bytes=-256' } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(`bytes 9744-9999/${video.byteLength}`);
    expect(suffix.body).toEqual(video.slice(-256));

    const past = await getFile(href, { jar, headers: { range: `bytes=${video.byteLength}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${video.byteLength}`);
    expect(past.body).toBeNull();

    // Several ranges, or a range for another version of the file: the whole file.
    expect((await getFile(href, { jar, headers: { range: 'bytes=0-1,4-5' } })).status).toBe(200);
    expect((await getFile(href, { jar, headers: { range: 'bytes=0-1', 'if-range': '"another"' } })).status).toBe(200);
    const etag = whole.headers.get('etag') ?? '';
    expect((await getFile(href, { jar, headers: { range: 'bytes=0-1', 'if-range': etag } })).status).toBe(206);

    const head = await getFile(href, { jar, method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');
    expect(head.body).toBeNull();
  });

  it('sends a resource as an attachment with its clean name, in a sandbox', async () => {
    const { instructor, hrefs } = await courseWithFiles('download');
    const { resource } = await hrefs(0);
    const sent = await getFile(resource, { jar: instructor.jar });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(sent.headers.get('content-disposition')).toBe(
      `attachment; filename="Cosecha del a_o (1).csv"; filename*=UTF-8''Cosecha%20del%20a%C3%B1o%20%281%29.csv`,
    );
    expect(sent.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(sent.headers.get('x-content-type-options')).toBe('nosniff');
    expect(sent.headers.get('accept-ranges')).toBeNull();
    expect(sent.body).toEqual(CSV);
  });

  it('opens to whoever may open the lesson: preview to all, others to learners on their day, the instructor and admins', async () => {
    const { instructor, course, hrefs } = await courseWithFiles('access');
    const preview = await hrefs(0);
    const members = await hrefs(1);
    const dripped = await hrefs(2);
    const visitor = new CookieJar();

    expect((await getFile(preview.video, { jar: visitor })).status).toBe(200);
    expect((await getFile(preview.resource, { jar: visitor })).status).toBe(200);

    const closedToVisitor = await getFile(members.video, { jar: visitor });
    expect(closedToVisitor).toMatchObject({ status: 403, data: { kind: 'access-denied' } });
    const stranger = await signUpPerson('stranger');
    expect((await getFile(members.resource, { jar: stranger.jar })).status).toBe(403);
    const denied = await db.select().from(securityEvents).where(eq(securityEvents.userId, stranger.id));
    expect(denied.map((event) => event.type)).toContain('ACCESS_DENIED');

    const learner = await signUpPerson('enrolled');
    await enrolInFreeCourse({ actor: actorOf(learner), course: { id: course.id, priceCents: 0 } });
    expect((await getFile(members.video, { jar: learner.jar })).status).toBe(200);
    expect((await getFile(members.resource, { jar: learner.jar })).status).toBe(200);
    // The third lesson opens a week after enrolment: not yet.
    expect((await getFile(dripped.video, { jar: learner.jar })).status).toBe(403);

    expect((await getFile(dripped.video, { jar: instructor.jar })).status).toBe(200);
    const admin = await signUpPerson('files-admin-reader', { role: 'admin' });
    expect((await getFile(dripped.resource, { jar: admin.jar })).status).toBe(200);
    const otherInstructor = await signUpPerson('not-this-course', { role: 'instructor' });
    expect((await getFile(members.video, { jar: otherInstructor.jar })).status).toBe(403);

    // Only under its own course and lesson.
    expect((await getFile(members.video.replace('/lesson-2/', '/lesson-1/'), { jar: visitor })).status).toBe(404);
    expect((await getFile(members.video.replace(course.slug, 'another-course'), { jar: learner.jar })).status).toBe(404);

    // A course taken out of the catalogue: its instructor still, its learners no more.
    await db.update(courses).set({ status: 'draft' }).where(eq(courses.id, course.id));
    expect((await getFile(members.video, { jar: learner.jar })).status).toBe(404);
    expect((await getFile(members.video, { jar: instructor.jar })).status).toBe(200);
  });

  it('shows the lesson page the uploaded video and the downloads, only when the lesson is open', async () => {
    const { course, hrefs } = await courseWithFiles('page');
    const members = await hrefs(1);
    const get = async (jar: CookieJar) =>
      (
        await callAction(lessonLoader, pageGet(`/courses/${course.slug}/lessons/lesson-2`, jar), {
          slug: course.slug,
          lesson: 'lesson-2',
        })
      ).data as {
        video: { href: string; contentType: string; captionsHref: string | null } | null;
        downloads: { href: string; fileName: string; contentType: string; sizeBytes: number }[];
      };
    const closed = await get(new CookieJar());
    expect(closed.video).toBeNull();
    expect(closed.downloads).toEqual([]);
    const learner = await signUpPerson('page-learner');
    await enrolInFreeCourse({ actor: actorOf(learner), course: { id: course.id, priceCents: 0 } });
    const open = await get(learner.jar);
    expect(open.video).toEqual({ href: members.video, contentType: 'video/mp4', captionsHref: null });
    expect(open.downloads).toEqual([
      {
        id: expect.any(String),
        href: members.resource,
        fileName: 'Cosecha del año (1).csv',
        contentType: 'text/csv',
        sizeBytes: CSV.byteLength,
      },
    ]);
  });
});

describe('captions for the video', () => {
  const VTT = new TextEncoder().encode('WEBVTT\n\n00:00.000 --> 00:04.000\nPlant garlic cloves pointed end up.\n');
  const SRT = new TextEncoder().encode('1\n00:00:00,000 --> 00:00:04,000\nPlant garlic cloves pointed end up.\n');

  it('keeps WebVTT captions known by their bytes, replaces them, sends them inline to the lesson readers, and the page plays them', async () => {
    const instructor = await signUpPerson('captions', { role: 'instructor' });
    const course = await taughtCourse(instructor);
    const lesson = course.lessons[1];
    if (!lesson) throw new Error('no second lesson');
    const at = { courseId: course.id, lessonId: lesson.id };
    await upload(instructor, at, 'upload-video', { bytes: mp4(10_000), name: 'garlic.mp4' });

    // Not WebVTT: SubRip text, WEBVTT followed by binary, a file over 1 MB (refused as it arrives).
    const srt = await upload(instructor, at, 'upload-captions', { bytes: SRT, name: 'garlic.vtt', type: 'text/vtt' });
    expect(srt.status).toBe(400);
    expect(srt.data).toMatchObject({ fieldErrors: { captions: 'learning.lessonFiles.errors.captionsType' } });
    const binary = new Uint8Array([...new TextEncoder().encode('WEBVTT\n'), 0, 1, 2, 0xff]);
    expect((await upload(instructor, at, 'upload-captions', { bytes: binary, name: 'x.vtt' })).data).toMatchObject({
      fieldErrors: { captions: 'learning.lessonFiles.errors.captionsType' },
    });
    const huge = new Uint8Array(1024 * 1024 + 1).fill(0x61);
    huge.set(new TextEncoder().encode('WEBVTT\n'));
    const tooLarge = await upload(instructor, at, 'upload-captions', { bytes: huge, name: 'long.vtt' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.data).toMatchObject({ fieldErrors: { captions: 'learning.lessonFiles.errors.captionsTooLarge' } });
    expect((await rowsOf(lesson.id)).map((row) => row.kind)).toEqual(['video']);

    const first = await upload(instructor, at, 'upload-captions', { bytes: VTT, name: 'Ajo (español).vtt' });
    expect(first.data).toMatchObject({ ok: true, message: 'learning.lessonFiles.captionsUploaded' });
    const firstKey = (await rowsOf(lesson.id)).find((row) => row.kind === 'captions')?.storageKey ?? '';
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...VTT]);
    expect((await upload(instructor, at, 'upload-captions', { bytes: withBom, name: 'garlic.vtt' })).data).toMatchObject({
      ok: true,
    });
    const captions = (await rowsOf(lesson.id)).filter((row) => row.kind === 'captions');
    expect(captions).toEqual([
      expect.objectContaining({ fileName: 'garlic.vtt', contentType: 'text/vtt', sizeBytes: withBom.byteLength }),
    ]);
    expect(fs.existsSync(storedFile(firstKey))).toBe(false);

    const files = await editorFiles(instructor, at);
    const href = files.captions?.href ?? '';
    expect(href).toMatch(/\/files\//);

    // Sent to whoever may open the lesson, inline for the <track>, in the sandbox; no one else.
    const learner = await signUpPerson('captions-learner');
    await enrolInFreeCourse({ actor: actorOf(learner), course: { id: course.id, priceCents: 0 } });
    const sent = await getFile(href, { jar: learner.jar });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(sent.headers.get('content-disposition')).toBeNull();
    expect(sent.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(sent.body).toEqual(withBom);
    expect((await getFile(href, { jar: new CookieJar() })).status).toBe(403);

    const page = (
      await callAction(lessonLoader, pageGet(`/courses/${course.slug}/lessons/${lesson.slug}`, learner.jar), {
        slug: course.slug,
        lesson: lesson.slug,
      })
    ).data as { video: { captionsHref: string | null } | null };
    expect(page.video?.captionsHref).toBe(href);

    // Removed like any file: the video plays on without them.
    const removed = await callAction(
      editorAction,
      formPost(editorPath(course.id, lesson.id), { intent: 'remove-file', fileId: files.captions?.id ?? '' }, instructor.jar),
      at,
    );
    expect(removed.data).toMatchObject({ ok: true });
    expect((await rowsOf(lesson.id)).map((row) => row.kind)).toEqual(['video']);
  });
});

describe('deleting a lesson', () => {
  it('removes its files with it, rows and stored files', async () => {
    const instructor = await signUpPerson('delete-lesson', { role: 'instructor' });
    const course = await taughtCourse(instructor, { status: 'draft' });
    const lesson = course.lessons[2];
    const at = { courseId: course.id, lessonId: lesson?.id ?? '' };
    await upload(instructor, at, 'upload-video', { bytes: mp4(4096), name: 'gone.mp4' });
    await upload(instructor, at, 'upload-resource', { bytes: PDF, name: 'gone.pdf' });
    const keys = (await rowsOf(at.lessonId)).map((row) => row.storageKey);
    expect(keys).toHaveLength(2);
    const kept = course.lessons[0]?.id ?? '';
    await upload(instructor, { courseId: course.id, lessonId: kept }, 'upload-resource', { bytes: PDF, name: 'stays.pdf' });

    const deleted = await callAction(
      editorAction,
      formPost(editorPath(at.courseId, at.lessonId), { intent: 'delete' }, instructor.jar),
      at,
    );
    expect(deleted.status).toBe(302);
    expect(await db.select().from(lessons).where(eq(lessons.id, at.lessonId))).toEqual([]);
    expect(await rowsOf(at.lessonId)).toEqual([]);
    for (const key of keys) expect(fs.existsSync(storedFile(key))).toBe(false);
    const [stays] = await rowsOf(kept);
    expect(fs.existsSync(storedFile(stays?.storageKey ?? ''))).toBe(true);
  });
});
