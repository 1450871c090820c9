import { lessonAccess } from './progress';

/*
 * A course's syllabus as one reader sees it, pure: the course page and the lesson player show the
 * same states from data they have already read (the course's modules and lessons, and the
 * learner's completed lessons), so the syllabus costs no query of its own.
 */

export type SyllabusLessonInput = {
  id: string;
  slug: string;
  title: string;
  minutes: number;
  isPreview: boolean;
  dripDays: number | null;
};

/**
 * - `done`: the learner completed it;
 * - `open`: the reader may open it now;
 * - `enrol`: for learners on the course;
 * - `drip`: the learner's, from `opensAt` (the course opens it some days after enrolment).
 */
export type SyllabusLessonState = 'done' | 'open' | 'enrol' | 'drip';

export type SyllabusEntry = {
  id: string;
  slug: string;
  title: string;
  minutes: number;
  isPreview: boolean;
  state: SyllabusLessonState;
  /** When a `drip` lesson opens (ISO), null otherwise. */
  opensAt: string | null;
};

export type SyllabusReader = {
  /** The reader's enrolment on the course, if any. */
  enrolment: { enrolledAt: Date } | null;
  completedLessonIds: ReadonlySet<string>;
  /** The course's instructor or an admin: every lesson opens to them. */
  isTeacher: boolean;
};

export function syllabusFor<M extends { id: string; title: string; lessons: readonly SyllabusLessonInput[] }>(
  modules: readonly M[],
  reader: SyllabusReader,
  now: Date,
): Array<{ id: string; title: string; lessons: SyllabusEntry[] }> {
  return modules.map((module) => ({
    id: module.id,
    title: module.title,
    lessons: module.lessons.map((lesson): SyllabusEntry => {
      const entry = {
        id: lesson.id,
        slug: lesson.slug,
        title: lesson.title,
        minutes: lesson.minutes,
        isPreview: lesson.isPreview,
      };
      if (reader.completedLessonIds.has(lesson.id)) return { ...entry, state: 'done', opensAt: null };
      if (reader.isTeacher) return { ...entry, state: 'open', opensAt: null };
      const access = lessonAccess(lesson, reader.enrolment, now);
      return access.state === 'drip'
        ? { ...entry, state: 'drip', opensAt: access.opensAt.toISOString() }
        : { ...entry, state: access.state, opensAt: null };
    }),
  }));
}

export type SyllabusView = ReturnType<typeof syllabusFor>;

/** Whether the reader can follow a link to the lesson now. */
export const canOpenLesson = (state: SyllabusLessonState) => state === 'done' || state === 'open';
