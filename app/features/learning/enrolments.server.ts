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
import { type Actor, refuseActor, requireSelf } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { issueCertificate } from './certificates.server';
import { courseCompleted } from './events';
import { type EnrolmentCode, enrolmentFailure } from './failures';
import { type CourseProgress, courseProgress, type LearnerRecord, progressOnCourse, resumeLessonId } from './progress';

/*
 * Enrolments and what a learner does on a course: lessons completed, notes, and the moment the
 * course is complete. A learner acts on their own enrolment only: the route finds it for the
 * signed-in person (`findEnrolment`), and each change checks again, under the enrolment's row
 * lock, that it is the actor's own (Access Denied otherwise), so nothing here trusts an id from a
 * form alone. Enrolling after a purchase and ending a refunded place are the platform's own
 * reactions to orders (server/reactions/learning.ts): they take no actor.
 */

export type Enrolment = { id: string; courseId: string; enrolledAt: Date; lastLessonId: string | null; completedAt: Date | null };

const enrolmentColumns = {
  id: courseEnrolments.id,
  courseId: courseEnrolments.courseId,
  enrolledAt: courseEnrolments.enrolledAt,
  lastLessonId: courseEnrolments.lastLessonId,
  completedAt: courseEnrolments.completedAt,
};

/** The actor's enrolment on a course, or null. */
export function findEnrolment({ actor, courseId }: { actor: Actor; courseId: string }): Promise<Enrolment | null> {
  return enrolmentOf(actor.id, courseId);
}

async function enrolmentOf(userId: string, courseId: string, db: Executor = getDb()): Promise<Enrolment | null> {
  const [row] = await db
    .select(enrolmentColumns)
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)));
  return row ?? null;
}

/**
 * Enrols the actor on a free course (a paid one is bought). Enrolling twice is not an error: the
 * second time finds the first enrolment (one statement, so two clicks at once make one row).
 */
export async function enrolInFreeCourse({
  actor,
  course,
  db = getDb(),
}: {
  actor: Actor;
  course: { id: string; priceCents: number };
  /** The transaction to enrol in: the demo seed's (demo-learner-seed.server.ts); pages leave it out. */
  db?: Executor;
}): Promise<Result<{ enrolment: Enrolment; isNew: boolean }, EnrolmentCode>> {
  if (course.priceCents > 0) return enrolmentFailure('paid-course');
  const [inserted] = await db
    .insert(courseEnrolments)
    .values({ courseId: course.id, userId: actor.id, source: 'free' })
    .onConflictDoNothing()
    .returning(enrolmentColumns);
  if (inserted) return { ok: true, enrolment: inserted, isNew: true };
  const existing = await enrolmentOf(actor.id, course.id, db);
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
 * Takes the enrolment's row lock for the rest of the transaction, for the learner it belongs to:
 * anyone else is refused with Access Denied (an administrator does not learn for someone). Every
 * write that can finish a course (a lesson completed, a quiz passed) takes it first: two at once
 * then run one after the other, so the second sees the first's work and the course is finished
 * (once) whatever the order. Without it, each could miss the other's uncommitted row and neither
 * would finish it.
 */
export async function lockOwnEnrolment(tx: Executor, actor: Actor, enrolmentId: string) {
  const [row] = await tx
    .select({ userId: courseEnrolments.userId })
    .from(courseEnrolments)
    .where(eq(courseEnrolments.id, enrolmentId))
    .for('update');
  // Gone (a refunded place ended meanwhile): no longer a learner on the course.
  if (!row) refuseActor('no longer enrolled');
  requireSelf(actor, row.userId, 'someone else’s enrolment');
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

/** Whether the lesson is one of the enrolment's course's. */
async function isLessonOf(tx: Executor, enrolment: Pick<Enrolment, 'courseId'>, lessonId: string): Promise<boolean> {
  const [lesson] = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, enrolment.courseId)));
  return Boolean(lesson);
}

/**
 * Marks a lesson of the actor's course complete (again is fine) and remembers it as where the
 * learner is; may finish the course (settleCompletion).
 */
export async function completeLesson({
  actor,
  enrolment,
  lessonId,
  locale,
  db = getDb(),
}: {
  actor: Actor;
  enrolment: Enrolment;
  lessonId: string;
  locale?: string;
  /** The transaction to run in (a savepoint inside it): the demo seed's; pages leave it out. */
  db?: Executor;
}): Promise<Result<Awaited<ReturnType<typeof settleCompletion>>, EnrolmentCode>> {
  if (!isUuid(lessonId)) return enrolmentFailure('not-in-course');
  return db.transaction(async (tx) => {
    await lockOwnEnrolment(tx, actor, enrolment.id);
    if (!(await isLessonOf(tx, enrolment, lessonId))) return enrolmentFailure('not-in-course');
    await tx.insert(lessonCompletions).values({ enrolmentId: enrolment.id, lessonId }).onConflictDoNothing();
    await tx
      .update(courseEnrolments)
      .set({ lastLessonId: lessonId, lastActivityAt: sql`now()` })
      .where(eq(courseEnrolments.id, enrolment.id));
    return { ok: true, ...(await settleCompletion(tx, enrolment, locale)) };
  });
}

/** Takes a completion of the actor's back ("mark as not done"); a finished course stays finished. */
export async function uncompleteLesson({
  actor,
  enrolment,
  lessonId,
}: {
  actor: Actor;
  enrolment: Enrolment;
  lessonId: string;
}): Promise<void> {
  if (!isUuid(lessonId)) return;
  await getDb().transaction(async (tx) => {
    await lockOwnEnrolment(tx, actor, enrolment.id);
    await tx
      .delete(lessonCompletions)
      .where(and(eq(lessonCompletions.enrolmentId, enrolment.id), eq(lessonCompletions.lessonId, lessonId)));
  });
}

/** The learner's note on a lesson ('' when there is none). */
export async function findNote({ enrolmentId, lessonId }: { enrolmentId: string; lessonId: string }): Promise<string> {
  const [row] = await getDb()
    .select({ body: lessonNotes.body })
    .from(lessonNotes)
    .where(and(eq(lessonNotes.enrolmentId, enrolmentId), eq(lessonNotes.lessonId, lessonId)));
  return row?.body ?? '';
}

/** Saves the actor's note on a lesson of their course; an empty note deletes it. */
export async function saveNote({
  actor,
  enrolment,
  lessonId,
  body,
}: {
  actor: Actor;
  enrolment: Enrolment;
  lessonId: string;
  body: string;
}): Promise<Result<object, EnrolmentCode>> {
  if (!isUuid(lessonId)) return enrolmentFailure('not-in-course');
  return getDb().transaction(async (tx) => {
    await lockOwnEnrolment(tx, actor, enrolment.id);
    if (!(await isLessonOf(tx, enrolment, lessonId))) return enrolmentFailure('not-in-course');
    const where = and(eq(lessonNotes.enrolmentId, enrolment.id), eq(lessonNotes.lessonId, lessonId));
    if (body === '') {
      await tx.delete(lessonNotes).where(where);
      return { ok: true };
    }
    await tx
      .insert(lessonNotes)
      .values({ enrolmentId: enrolment.id, lessonId, body })
      .onConflictDoUpdate({ target: [lessonNotes.enrolmentId, lessonNotes.lessonId], set: { body, updatedAt: sql`now()` } });
    return { ok: true };
  });
}

/**
 * The actor's courses for the student dashboard, most recently active first: each with its
 * progress (lessons done, a required quiz passed) and the lesson to resume. Three statements
 * whatever the number of courses.
 */
export async function findLearnerCourses({ actor }: { actor: Actor }) {
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
    .where(eq(courseEnrolments.userId, actor.id))
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

/** The days (UTC) on which the actor completed lessons, newest first, for the streak. */
export async function findLearningDays({ actor, days = 60 }: { actor: Actor; days?: number }): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ day: sql<string>`to_char(${lessonCompletions.completedAt} at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(lessonCompletions)
    .innerJoin(courseEnrolments, eq(courseEnrolments.id, lessonCompletions.enrolmentId))
    .where(
      and(eq(courseEnrolments.userId, actor.id), sql`${lessonCompletions.completedAt} > now() - make_interval(days => ${days})`),
    )
    .orderBy(sql`1 desc`);
  return rows.map((row) => row.day);
}
