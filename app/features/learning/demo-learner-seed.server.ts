import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { coachingClasses } from '~/db/schema/coaching';
import { courseQuizzes, courses, lessons } from '~/db/schema/learning';
import type { Seeder } from '~/db/seed/demo-content.server';
import { findDemoAccount } from '~/features/accounts/demo-accounts.server';
import type { Actor } from '~/utils/actor';
import { bookClass } from './class-bookings.server';
import { completeLesson, enrolInFreeCourse } from './enrolments.server';
import { submitQuizAttempt } from './quiz.server';

/*
 * The demo student's learning (issue 35, point 17): someone who signs in as the README's demo
 * student meets the dashboard a real learner has, not an empty one. Done through the learner's
 * own operations, acting as the student inside the seed's transaction: a free course half done,
 * another finished with its quiz passed (so its certificate is issued by the course's own
 * completion), and a seat in an upcoming live class. Idempotent: enrolling, completing a lesson
 * and booking again change nothing, and the quiz is taken only while the course is unfinished.
 */

/** Half done: four of its eight lessons. */
export const DEMO_STUDENT_COURSE_IN_PROGRESS = 'pumpkin-seed-power';
/** Finished, with its certificate. */
export const DEMO_STUDENT_COURSE_FINISHED = 'water-wise-gardening';
/** A seat booked (three days after the demo content is loaded, demoClassesSeeder). */
export const DEMO_STUDENT_CLASS = 'demo-seed-saving-qa';

async function courseBySlug(tx: Database, slug: string) {
  const [course] = await tx
    .select({ id: courses.id, priceCents: courses.priceCents })
    .from(courses)
    .where(eq(courses.slug, slug));
  return course ?? null;
}

/** Enrols the student and completes the course's first `lessonCount` lessons (all of them when omitted). */
async function learn(tx: Database, actor: Actor, slug: string, lessonCount?: number) {
  const course = await courseBySlug(tx, slug);
  if (!course) return null;
  const enrolled = await enrolInFreeCourse({ actor, course, db: tx });
  if (!enrolled.ok) throw new Error(`demo student could not enrol on ${slug}: ${enrolled.code}`);
  const lessonRows = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.courseId, course.id))
    .orderBy(asc(lessons.position));
  for (const lesson of lessonRows.slice(0, lessonCount ?? lessonRows.length)) {
    const done = await completeLesson({ actor, enrolment: enrolled.enrolment, lessonId: lesson.id, db: tx });
    if (!done.ok) throw new Error(`demo student could not complete a lesson of ${slug}: ${done.code}`);
  }
  return enrolled.enrolment;
}

/** Passes the course's quiz with its own answer key, unless the course is finished already. */
async function passQuiz(tx: Database, actor: Actor, enrolment: NonNullable<Awaited<ReturnType<typeof learn>>>) {
  if (enrolment.completedAt) return;
  const [quiz] = await tx
    .select({ questions: courseQuizzes.questions })
    .from(courseQuizzes)
    .where(eq(courseQuizzes.courseId, enrolment.courseId));
  if (!quiz) return;
  const form = new FormData();
  for (const question of quiz.questions) for (const option of question.correct) form.append(`answer-${question.id}`, option);
  const attempt = await submitQuizAttempt({ actor, enrolment, form, db: tx });
  if (!attempt.ok || !attempt.passed) throw new Error('demo student did not pass the demo quiz');
}

export const demoLearnerSeeder: Seeder = {
  name: 'demo-learner',
  run: async (tx: Database) => {
    const student = await findDemoAccount(tx, 'student');
    // No demo accounts on a public site (demoAccountsSeeder).
    if (!student) return;
    const actor: Actor = { id: student.id, role: 'user' };
    await learn(tx, actor, DEMO_STUDENT_COURSE_IN_PROGRESS, 4);
    const finished = await learn(tx, actor, DEMO_STUDENT_COURSE_FINISHED);
    if (finished) await passQuiz(tx, actor, finished);
    const [theClass] = await tx
      .select({ id: coachingClasses.id })
      .from(coachingClasses)
      .where(and(eq(coachingClasses.sourceKey, DEMO_STUDENT_CLASS), eq(coachingClasses.status, 'scheduled')));
    // A class already started (a database whose demo timetable was loaded long ago) takes no booking.
    if (theClass) await bookClass({ actor, classId: theClass.id, db: tx });
  },
};
