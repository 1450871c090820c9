/*
 * The learning rules, pure and unit tested: when a lesson opens to whom, and how far through a
 * course a learner is. The server (progress.server.ts, lessons.server.ts) and the pages use them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type LessonAccessInput = { isPreview: boolean; dripDays: number | null };
export type EnrolmentInput = { enrolledAt: Date } | null;

/**
 * Whether a person may read a lesson now:
 * - `open`: a preview lesson (anyone), or an enrolled learner's lesson whose drip day has come;
 * - `enrol`: the lesson is for enrolled learners;
 * - `drip`: enrolled, but the course opens this lesson `dripDays` after enrolment (`opensAt`).
 */
export type LessonAccess = { state: 'open' } | { state: 'enrol' } | { state: 'drip'; opensAt: Date };

export function lessonOpensAt(enrolledAt: Date, dripDays: number | null): Date {
  return new Date(enrolledAt.getTime() + (dripDays ?? 0) * DAY_MS);
}

export function lessonAccess(lesson: LessonAccessInput, enrolment: EnrolmentInput, now: Date): LessonAccess {
  if (lesson.isPreview) return { state: 'open' };
  if (!enrolment) return { state: 'enrol' };
  const opensAt = lessonOpensAt(enrolment.enrolledAt, lesson.dripDays);
  return opensAt.getTime() <= now.getTime() ? { state: 'open' } : { state: 'drip', opensAt };
}

export type ProgressInput = {
  /** Every lesson of the course. */
  lessonIds: readonly string[];
  /** The lessons the learner completed (ids of lessons no longer in the course are ignored). */
  completedLessonIds: ReadonlySet<string> | readonly string[];
  /** The course's quiz, if it has one: whether passing it is required, and whether the learner has. */
  quiz: { isRequired: boolean; passed: boolean } | null;
};

export type CourseProgress = {
  /** Lessons completed, plus a required quiz once passed. */
  done: number;
  /** Lessons, plus a required quiz. */
  total: number;
  /** 0–100, rounded down so that 100 means everything is done. */
  percent: number;
  /** Every lesson complete and a required quiz passed: the course is finished. */
  isComplete: boolean;
};

/** How far through a course a learner is. A course without lessons is never complete. */
export function courseProgress({ lessonIds, completedLessonIds, quiz }: ProgressInput): CourseProgress {
  const completed = completedLessonIds instanceof Set ? completedLessonIds : new Set(completedLessonIds);
  return progressFromCounts({
    lessons: lessonIds.length,
    lessonsDone: lessonIds.filter((id) => completed.has(id)).length,
    quiz,
  });
}

/** The same rule from counts, for lists that count lessons in SQL (the administration's learners). */
export function progressFromCounts({
  lessons,
  lessonsDone,
  quiz,
}: {
  lessons: number;
  lessonsDone: number;
  quiz: ProgressInput['quiz'];
}): CourseProgress {
  const quizCounts = quiz?.isRequired === true;
  const total = lessons + (quizCounts ? 1 : 0);
  const done = Math.min(lessonsDone, lessons) + (quizCounts && quiz.passed ? 1 : 0);
  const percent = total === 0 ? 0 : Math.floor((done / total) * 100);
  return { done, total, percent, isComplete: lessons > 0 && done === total };
}

/** What a learner did on their course (enrolments.server.ts's findLearnerRecord). */
export type LearnerRecord = { completed: ReadonlySet<string>; quizPassed: boolean };

/** A learner's progress on a course whose lessons and quiz are known: no second read of the syllabus. */
export function progressOnCourse(
  course: { lessons: readonly { id: string }[]; quiz: { isRequired: boolean } | null },
  record: LearnerRecord,
): CourseProgress {
  return courseProgress({
    lessonIds: course.lessons.map((lesson) => lesson.id),
    completedLessonIds: record.completed,
    quiz: course.quiz ? { isRequired: course.quiz.isRequired, passed: record.quizPassed } : null,
  });
}

/** The lesson to resume: the last one opened if it is not done, else the first lesson not done after it, else the first not done. */
export function resumeLessonId(
  lessonIds: readonly string[],
  completedLessonIds: ReadonlySet<string>,
  lastLessonId: string | null,
): string | null {
  if (lessonIds.length === 0) return null;
  const start = lastLessonId ? Math.max(0, lessonIds.indexOf(lastLessonId)) : 0;
  const ordered = [...lessonIds.slice(start), ...lessonIds.slice(0, start)];
  return ordered.find((id) => !completedLessonIds.has(id)) ?? lastLessonId ?? lessonIds[0] ?? null;
}

/**
 * The learning streak: how many days in a row, ending today or yesterday (a streak is not
 * broken before the day is over), the learner completed a lesson. `days` are UTC dates,
 * "YYYY-MM-DD", in any order.
 */
export function learningStreak(days: readonly string[], today: Date): number {
  const learned = new Set(days);
  const dayOf = (date: Date) => date.toISOString().slice(0, 10);
  const cursor = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  if (!learned.has(dayOf(cursor))) cursor.setUTCDate(cursor.getUTCDate() - 1);
  let streak = 0;
  while (learned.has(dayOf(cursor))) {
    streak += 1;
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return streak;
}
