import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import {
  courseEnrolments,
  courseQuizzes,
  courses,
  lessonCompletions,
  lessonNotes,
  lessons,
  quizAttempts,
} from '~/db/schema/learning';
import { publishEvent } from '~/features/jobs/events.server';
import { isUuid } from '~/utils/ids';
import { issueCertificate } from './certificates.server';
import { courseCompleted } from './events';
import { type CourseProgress, courseProgress, type LearnerRecord, progressOnCourse, resumeLessonId } from './progress';

/*
 * Enrolments and what a learner does on a course: lessons completed, notes, and the moment the
 * course is complete. Every function takes the learner's own enrolment, found by
 * `findEnrolment` from the signed-in person: nothing here trusts an id from a form alone.
 */

export type Enrolment = { id: string; courseId: string; enrolledAt: Date; lastLessonId: string | null; completedAt: Date | null };

const enrolmentColumns = {
  id: courseEnrolments.id,
  courseId: courseEnrolments.courseId,
  enrolledAt: courseEnrolments.enrolledAt,
  lastLessonId: courseEnrolments.lastLessonId,
  completedAt: courseEnrolments.completedAt,
};

/** The person's enrolment on a course, or null. */
export async function findEnrolment({ userId, courseId }: { userId: string; courseId: string }): Promise<Enrolment | null> {
  const [row] = await getDb()
    .select(enrolmentColumns)
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)));
  return row ?? null;
}

export type EnrolResult = { ok: true; enrolment: Enrolment; isNew: boolean } | { ok: false; reason: 'paid' };

/**
 * Enrols a person on a free course. Enrolling twice is not an error: the second time finds the
 * first enrolment (one statement, so two clicks at once make one row).
 */
export async function enrolInFreeCourse({
  userId,
  course,
}: {
  userId: string;
  course: { id: string; priceCents: number };
}): Promise<EnrolResult> {
  if (course.priceCents > 0) return { ok: false, reason: 'paid' };
  const db = getDb();
  const [inserted] = await db
    .insert(courseEnrolments)
    .values({ courseId: course.id, userId, source: 'free' })
    .onConflictDoNothing()
    .returning(enrolmentColumns);
  if (inserted) return { ok: true, enrolment: inserted, isNew: true };
  const existing = await findEnrolment({ userId, courseId: course.id });
  if (!existing) throw new Error('enrolment vanished between insert and read');
  return { ok: true, enrolment: existing, isNew: false };
}

/**
 * After an order is paid (the order.paid reaction in server/reactions/learning.ts): the buyer is
 * enrolled on every course the order bought a place on. Once per course, whatever the
 * redelivery; a person already enrolled keeps their enrolment (and progress).
 */
export async function enrolFromPurchase({
  userId,
  productIds,
  orderId,
}: {
  userId: string;
  productIds: readonly string[];
  orderId: string;
}) {
  if (productIds.length === 0) return [];
  const db = getDb();
  const bought = await db
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.productId, [...productIds]));
  if (bought.length === 0) return [];
  return db
    .insert(courseEnrolments)
    .values(bought.map((course) => ({ courseId: course.id, userId, source: 'purchase' as const, orderId })))
    .onConflictDoNothing()
    .returning({ id: courseEnrolments.id, courseId: courseEnrolments.courseId });
}

/** After an order is refunded in full: the places it bought end (the learner's progress with them). */
export async function endPurchasedEnrolments(orderId: string) {
  if (!isUuid(orderId)) return;
  await getDb()
    .delete(courseEnrolments)
    .where(and(eq(courseEnrolments.orderId, orderId), eq(courseEnrolments.source, 'purchase')));
}

/** The lessons a learner completed on this enrolment. */
export async function findCompletedLessonIds(enrolmentId: string, db: Executor = getDb()): Promise<Set<string>> {
  const rows = await db
    .select({ lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .where(eq(lessonCompletions.enrolmentId, enrolmentId));
  return new Set(rows.map((row) => row.lessonId));
}

/** What a learner did on their course: the lessons they completed, and whether they passed its quiz. */
export async function findLearnerRecord(enrolmentId: string, db: Executor = getDb()): Promise<LearnerRecord> {
  const [completed, [quiz]] = await Promise.all([
    findCompletedLessonIds(enrolmentId, db),
    db
      .select({ passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)` })
      .from(quizAttempts)
      .where(eq(quizAttempts.enrolmentId, enrolmentId)),
  ]);
  return { completed, quizPassed: quiz?.passed === true };
}

/**
 * How far through the course a learner is, read from the database (inside the transaction that
 * may finish it). Pages that have the course's syllabus already use findLearnerRecord and
 * progressOnCourse instead, without reading the lessons again.
 */
export async function findProgress(enrolment: Pick<Enrolment, 'id' | 'courseId'>, db: Executor = getDb()) {
  const [lessonRows, [quiz], record] = await Promise.all([
    db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, enrolment.courseId)),
    db.select({ isRequired: courseQuizzes.isRequired }).from(courseQuizzes).where(eq(courseQuizzes.courseId, enrolment.courseId)),
    findLearnerRecord(enrolment.id, db),
  ]);
  return progressOnCourse({ lessons: lessonRows, quiz: quiz ?? null }, record);
}

/**
 * Takes the enrolment's row lock for the rest of the transaction. Every write that can finish a
 * course (a lesson completed, a quiz passed) takes it first: two at once then run one after the
 * other, so the second sees the first's work and the course is finished (once) whatever the
 * order. Without it, each could miss the other's uncommitted row and neither would finish it.
 */
export async function lockEnrolment(tx: Executor, enrolmentId: string) {
  await tx.select({ id: courseEnrolments.id }).from(courseEnrolments).where(eq(courseEnrolments.id, enrolmentId)).for('update');
}

/**
 * Marks the course complete when everything is done, and issues its certificate. `completed_at`
 * is set once: the update only touches an enrolment not yet complete, so two completions at once
 * finish it (and certify it) once. Returns whether this call finished the course.
 */
export async function settleCompletion(
  tx: Executor,
  enrolment: Pick<Enrolment, 'id' | 'courseId'>,
  /** The learner's language, for the "course finished" email. */
  locale = 'en',
): Promise<{ progress: CourseProgress; finishedNow: boolean; certificateCode: string | null }> {
  const progress = await findProgress(enrolment, tx);
  if (!progress.isComplete) return { progress, finishedNow: false, certificateCode: null };
  const finished = await tx
    .update(courseEnrolments)
    .set({ completedAt: sql`now()` })
    .where(and(eq(courseEnrolments.id, enrolment.id), isNull(courseEnrolments.completedAt)))
    .returning({ id: courseEnrolments.id });
  // The certificate is issued at once, in the same transaction: finished means certified.
  const certificate = finished.length > 0 ? await issueCertificate(tx, enrolment.id) : null;
  if (finished.length > 0) await publishEvent(tx, courseCompleted, { enrolmentId: enrolment.id, locale });
  return { progress, finishedNow: finished.length > 0, certificateCode: certificate?.code ?? null };
}

/** Marks a lesson of the enrolment's course complete (again is fine) and remembers it as where the learner is. */
export async function completeLesson({
  enrolment,
  lessonId,
  locale,
}: {
  enrolment: Enrolment;
  lessonId: string;
  locale?: string;
}) {
  if (!isUuid(lessonId)) return null;
  return getDb().transaction(async (tx) => {
    const [lesson] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, enrolment.courseId)));
    if (!lesson) return null;
    await lockEnrolment(tx, enrolment.id);
    await tx.insert(lessonCompletions).values({ enrolmentId: enrolment.id, lessonId }).onConflictDoNothing();
    await tx
      .update(courseEnrolments)
      .set({ lastLessonId: lessonId, lastActivityAt: sql`now()` })
      .where(eq(courseEnrolments.id, enrolment.id));
    return settleCompletion(tx, enrolment, locale);
  });
}

/** Takes a completion back ("mark as not done"); a finished course stays finished. */
export async function uncompleteLesson({ enrolment, lessonId }: { enrolment: Enrolment; lessonId: string }) {
  if (!isUuid(lessonId)) return;
  await getDb()
    .delete(lessonCompletions)
    .where(and(eq(lessonCompletions.enrolmentId, enrolment.id), eq(lessonCompletions.lessonId, lessonId)));
}

/** The learner's note on a lesson ('' when there is none). */
export async function findNote({ enrolmentId, lessonId }: { enrolmentId: string; lessonId: string }): Promise<string> {
  const [row] = await getDb()
    .select({ body: lessonNotes.body })
    .from(lessonNotes)
    .where(and(eq(lessonNotes.enrolmentId, enrolmentId), eq(lessonNotes.lessonId, lessonId)));
  return row?.body ?? '';
}

/** Saves the learner's note on a lesson of their course; an empty note deletes it. */
export async function saveNote({ enrolment, lessonId, body }: { enrolment: Enrolment; lessonId: string; body: string }) {
  if (!isUuid(lessonId)) return false;
  const db = getDb();
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, enrolment.courseId)));
  if (!lesson) return false;
  const where = and(eq(lessonNotes.enrolmentId, enrolment.id), eq(lessonNotes.lessonId, lessonId));
  if (body === '') {
    await db.delete(lessonNotes).where(where);
    return true;
  }
  await db
    .insert(lessonNotes)
    .values({ enrolmentId: enrolment.id, lessonId, body })
    .onConflictDoUpdate({ target: [lessonNotes.enrolmentId, lessonNotes.lessonId], set: { body, updatedAt: sql`now()` } });
  return true;
}

/**
 * A learner's courses for the student dashboard, most recently active first: each with its
 * progress (lessons done, a required quiz passed) and the lesson to resume. Three statements
 * whatever the number of courses.
 */
export async function findLearnerCourses(userId: string) {
  const db = getDb();
  const rows = await db
    .select({
      id: courseEnrolments.id,
      courseId: courseEnrolments.courseId,
      enrolledAt: courseEnrolments.enrolledAt,
      lastLessonId: courseEnrolments.lastLessonId,
      lastActivityAt: courseEnrolments.lastActivityAt,
      completedAt: courseEnrolments.completedAt,
      slug: courses.slug,
      title: courses.title,
      coverImage: courses.coverImage,
      quizRequired: sql<
        boolean | null
      >`(select q.is_required from course_quizzes q where q.course_id = course_enrolments.course_id)`,
      quizPassed: sql<boolean>`exists (select 1 from quiz_attempts a where a.enrolment_id = course_enrolments.id and a.passed)`,
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(eq(courseEnrolments.userId, userId))
    .orderBy(sql`${courseEnrolments.lastActivityAt} desc`);
  if (rows.length === 0) return [];
  const courseIds = rows.map((row) => row.courseId);
  const [lessonRows, done] = await Promise.all([
    db
      .select({ id: lessons.id, courseId: lessons.courseId, slug: lessons.slug, title: lessons.title })
      .from(lessons)
      .where(inArray(lessons.courseId, courseIds))
      .orderBy(lessons.courseId, lessons.position),
    db
      .select({
        enrolmentId: lessonCompletions.enrolmentId,
        lessonId: lessonCompletions.lessonId,
        at: lessonCompletions.completedAt,
      })
      .from(lessonCompletions)
      .where(
        inArray(
          lessonCompletions.enrolmentId,
          rows.map((row) => row.id),
        ),
      ),
  ]);
  return rows.map(({ quizRequired, quizPassed, ...row }) => {
    const courseLessons = lessonRows.filter((lesson) => lesson.courseId === row.courseId);
    const completed = new Set(done.filter((entry) => entry.enrolmentId === row.id).map((entry) => entry.lessonId));
    const progress = courseProgress({
      lessonIds: courseLessons.map((lesson) => lesson.id),
      completedLessonIds: completed,
      quiz: quizRequired === null ? null : { isRequired: quizRequired, passed: quizPassed },
    });
    const resumeId = resumeLessonId(
      courseLessons.map((lesson) => lesson.id),
      completed,
      row.lastLessonId,
    );
    const resume = courseLessons.find((lesson) => lesson.id === resumeId) ?? null;
    return { ...row, progress, resume: resume ? { slug: resume.slug, title: resume.title } : null };
  });
}

/** The days (UTC) on which the learner completed lessons, newest first, for the streak. */
export async function findLearningDays(userId: string, { days = 60 }: { days?: number } = {}): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ day: sql<string>`to_char(${lessonCompletions.completedAt} at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(lessonCompletions)
    .innerJoin(courseEnrolments, eq(courseEnrolments.id, lessonCompletions.enrolmentId))
    .where(
      and(eq(courseEnrolments.userId, userId), sql`${lessonCompletions.completedAt} > now() - make_interval(days => ${days})`),
    )
    .orderBy(sql`1 desc`);
  return rows.map((row) => row.day);
}
