import { inArray } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { coachingClasses } from '~/db/schema/coaching';
import { courses } from '~/db/schema/learning';
import { markdownToText } from '~/features/content/content.server';
import {
  countSearchDocuments,
  removeSearchDocuments,
  type SearchDocumentInput,
  saveSearchDocuments,
} from '~/features/search/documents.server';
import { pathTo } from '~/utils/routes/path-to';

/*
 * Courses and classes in the site search (decision 0077), written by learning when one changes
 * (`course.changed`, `class.changed`, announced by the database whatever code changed it).
 * Published courses are found; a class is found while it is scheduled and until it has ended.
 */

export async function reindexCourses(db: Executor, courseIds: readonly string[] | 'all') {
  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      summary: courses.summary,
      descriptionMd: courses.descriptionMd,
      topic: courses.topic,
      level: courses.level,
      language: courses.language,
      coverImage: courses.coverImage,
      instructorName: courses.instructorName,
      status: courses.status,
      priceCents: courses.priceCents,
      publishedAt: courses.publishedAt,
    })
    .from(courses)
    .where(courseIds === 'all' ? undefined : inArray(courses.id, [...courseIds]));
  const published = rows.filter((row) => row.status === 'published');
  const documents: SearchDocumentInput[] = published.map((row) => ({
    kind: 'course',
    sourceId: row.id,
    language: row.language,
    title: row.title,
    summary: row.summary,
    body: markdownToText(row.descriptionMd),
    keywords: [row.topic.replaceAll('-', ' '), row.level, row.instructorName],
    path: pathTo('/courses/:slug', { slug: row.slug }),
    image: row.coverImage ? { src: row.coverImage, alt: '' } : null,
    priceCents: row.priceCents,
    publishedAt: row.publishedAt,
  }));
  await saveSearchDocuments(db, documents);
  const found = new Set(published.map((row) => row.id));
  if (courseIds !== 'all')
    await removeSearchDocuments(
      db,
      'course',
      courseIds.filter((id) => !found.has(id)),
    );
}

export async function reindexClasses(db: Executor, classIds: readonly string[] | 'all') {
  const rows = await db
    .select({
      id: coachingClasses.id,
      title: coachingClasses.title,
      summary: coachingClasses.summary,
      descriptionMd: coachingClasses.descriptionMd,
      instructorName: coachingClasses.instructorName,
      startsAt: coachingClasses.startsAt,
      durationMinutes: coachingClasses.durationMinutes,
      priceCents: coachingClasses.priceCents,
      status: coachingClasses.status,
    })
    .from(coachingClasses)
    .where(classIds === 'all' ? undefined : inArray(coachingClasses.id, [...classIds]));
  const now = Date.now();
  const open = rows
    .map((row) => ({ ...row, endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000) }))
    .filter((row) => row.status === 'scheduled' && row.endsAt.getTime() > now);
  const documents: SearchDocumentInput[] = open.map((row) => ({
    kind: 'class',
    sourceId: row.id,
    title: row.title,
    summary: row.summary,
    body: markdownToText(row.descriptionMd),
    keywords: [row.instructorName],
    path: pathTo('/coaching/classes/:classId', { classId: row.id }),
    priceCents: row.priceCents,
    publishedAt: row.startsAt,
    expiresAt: row.endsAt,
  }));
  await saveSearchDocuments(db, documents);
  const found = new Set(open.map((row) => row.id));
  if (classIds !== 'all')
    await removeSearchDocuments(
      db,
      'class',
      classIds.filter((id) => !found.has(id)),
    );
}

/** Fills the search with courses and classes once, when it has none of a kind (a new install, or the upgrade that added the index). */
export async function backfillLearningSearch(db: Executor) {
  if ((await countSearchDocuments(db, 'course')) === 0) await reindexCourses(db, 'all');
  if ((await countSearchDocuments(db, 'class')) === 0) await reindexClasses(db, 'all');
}
