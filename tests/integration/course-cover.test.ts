import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, products } from '~/db/schema/index';
import { photoDirectory } from '~/features/catalog/photo-store.server';
import { setCourseCover } from '~/features/learning/course-cover.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { action as editorAction, loader as editorLoader } from '~/routes/learn/authoring/course-editor';
import { action as newCourseAction } from '~/routes/learn/authoring/course-new';
import { isActorRefusal } from '~/utils/actor';
import { resetEnvCache } from '~/utils/env.server';
import { bodyLimitFor } from '~/utils/request-body.server';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { actorOf } from '../factories/actors';
import type { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * A course's cover picture (issue 35, point 15): uploaded in the course editor, processed like a
 * product photo, and shown by the catalogue card, the course page and the course's product.
 */

const database = await setupTestDatabase();
const db = database.db;
let dataDir: string;

beforeAll(async () => {
  // Pictures are written under DATA_DIR: this file's own, thrown away at the end.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'course-cover-'));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const picture = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

function upload(courseId: string, jar: CookieJar, file: File | null) {
  const form = new FormData();
  form.append('intent', 'cover');
  if (file) form.append('cover', file);
  const request = new Request(`http://localhost/instructor-dashboard/courses/${courseId}`, {
    method: 'POST',
    body: form,
    headers: { cookie: jar.header(), [CLIENT_IP_HEADER]: '10.1.2.4' },
  });
  return callAction(editorAction, request, { courseId });
}

async function paidCourse() {
  const instructor = await signUpPerson('cover', { role: 'instructor' });
  const result = await callAction(
    newCourseAction,
    formPost(
      '/instructor-dashboard/courses/new',
      {
        title: 'Pressing apple cider',
        summary: 'Wash, mill, press and keep apple juice from your own trees.',
        description: 'From windfalls to **a clear juice**.',
        level: 'beginner',
        topic: 'growing',
        language: 'en',
        priceCents: '19.00',
        firstModule: 'Milling',
      },
      instructor.jar,
    ),
  );
  const courseId = /courses\/([0-9a-f-]{36})$/.exec(result.headers.get('location') ?? '')?.[1] ?? '';
  return { instructor, courseId };
}

describe("a course's cover picture", () => {
  it('is uploaded in the editor, processed like product photos, and shown by the course and its product', async () => {
    const { instructor, courseId } = await paidCourse();
    // The course editor's address takes an upload of a photo's size.
    expect(bodyLimitFor(`/instructor-dashboard/courses/${courseId}`, 'multipart/form-data; boundary=x').kind).toBe('photos');

    const saved = await upload(courseId, instructor.jar, new File([await picture()], 'cider.jpg', { type: 'image/jpeg' }));
    expect(saved.data).toMatchObject({ ok: true, intent: 'cover', message: 'learning.authoring.cover.saved' });
    const [course] = await db
      .select({ coverImage: courses.coverImage, productId: courses.productId })
      .from(courses)
      .where(eq(courses.id, courseId));
    expect(course?.coverImage).toMatch(/^\/media\/products\/[0-9a-f]{24}-960\.jpg$/);
    // The variants are on disk (AVIF and WebP at each width, and the JPEG the page links).
    const stored = await fs.readdir(photoDirectory());
    expect(stored).toContain(path.basename(course?.coverImage ?? ''));
    expect(stored.some((name) => name.endsWith('.avif'))).toBe(true);
    // The editor shows it, and the course's product carries it.
    const editor = (
      await callAction(editorLoader, pageGet(`/instructor-dashboard/courses/${courseId}`, instructor.jar), { courseId })
    ).data as { course: { coverImage: string | null } };
    expect(editor.course.coverImage).toBe(course?.coverImage);
    const [product] = await db
      .select({ images: products.images })
      .from(products)
      .where(eq(products.id, course?.productId ?? ''));
    expect(product?.images).toEqual([expect.objectContaining({ src: course?.coverImage })]);
  });

  it('refuses what is not a picture, or no file, and keeps the cover it had; nobody else may set it', async () => {
    const { instructor, courseId } = await paidCourse();
    const notPicture = await upload(courseId, instructor.jar, new File(['just text'], 'notes.jpg', { type: 'image/jpeg' }));
    expect(notPicture.status).toBe(400);
    expect(notPicture.data).toMatchObject({ ok: false, target: 'cover', message: 'learning.authoring.cover.errors.notImage' });
    const none = await upload(courseId, instructor.jar, null);
    expect(none.data).toMatchObject({ ok: false, message: 'learning.authoring.cover.errors.noFile' });
    const [course] = await db.select({ coverImage: courses.coverImage }).from(courses).where(eq(courses.id, courseId));
    expect(course?.coverImage).toBeNull();

    const stranger = await signUpPerson('cover-stranger', { role: 'instructor' });
    expect((await upload(courseId, stranger.jar, new File([await picture()], 'x.jpg'))).status).toBe(403);
    const refused = await setCourseCover({
      actor: actorOf(stranger),
      courseId,
      file: new File([await picture()], 'x.jpg'),
    }).catch((error: unknown) => error);
    expect(isActorRefusal(refused)).toBe(true);
    const [after] = await db.select({ coverImage: courses.coverImage }).from(courses).where(eq(courses.id, courseId));
    expect(after?.coverImage).toBeNull();
  });
});
