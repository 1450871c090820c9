import { z } from 'zod';
import type { QuizQuestion as StoredQuizQuestion } from '~/db/schema/learning';
import { LANGUAGES } from '~/i18n/languages';
import { COURSE_LEVELS, COURSE_TOPICS, priceToCents, SLUG_PATTERN } from './learning.schema';

/*
 * What an instructor writes in the course editor (issue 13, the instructor dashboard): the
 * forms' rules and the pure decisions behind the editor (slugs, lesson order, what stops a
 * course from being published). Messages are translation keys under learning.authoring.errors.
 */

export const AUTHORING_LIMITS = {
  courseTitle: { min: 3, max: 120 },
  courseSummary: { min: 10, max: 300 },
  courseDescription: { max: 20_000 },
  moduleTitle: { min: 1, max: 120 },
  lessonTitle: { min: 3, max: 120 },
  // Within the form body limit (utils/body-limits.ts) even percent-encoded at 12 bytes a character.
  lessonBody: { max: 20_000 },
  lessonMinutes: { min: 1, max: 600 },
  dripDays: { min: 0, max: 365 },
  videoUrl: { max: 500 },
  materials: { max: 6 },
  quizTitle: { min: 3, max: 160 },
  passPercent: { min: 1, max: 100 },
  prompt: { min: 5, max: 500 },
  option: { max: 200 },
  options: { min: 2, max: 6 },
  explanation: { min: 5, max: 1000 },
  questions: { max: 50 },
  courseSlug: { max: 80 },
  lessonSlug: { max: 120 },
} as const;

/** The letters a question's options are known by, in order. */
export const OPTION_IDS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/** The languages a course may be taught in: the site's languages without their regional variants. */
export const COURSE_LANGUAGES: readonly string[] = [...new Set(LANGUAGES.map((language) => language.code.split('-')[0] ?? ''))]
  .filter((code) => /^[a-z]{2,3}$/.test(code))
  .sort();

const key = (name: string) => `learning.authoring.errors.${name}`;
const L = AUTHORING_LIMITS;

const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().trim().min(min, key(tooShort)).max(max, key(tooLong));

/** Cents as the price field shows them: "12.50", or "" for a free course. */
export const centsToPrice = (cents: number) => (cents > 0 ? (cents / 100).toFixed(2) : '');

export const courseFormSchema = z.object({
  title: text(L.courseTitle.min, L.courseTitle.max, 'courseTitle', 'courseTitleTooLong'),
  summary: text(L.courseSummary.min, L.courseSummary.max, 'courseSummary', 'courseSummaryTooLong'),
  description: z.string().trim().max(L.courseDescription.max, key('descriptionTooLong')),
  level: z.enum(COURSE_LEVELS, { message: key('level') }),
  topic: z.enum(COURSE_TOPICS, { message: key('topic') }),
  language: z.string().refine((code) => COURSE_LANGUAGES.includes(code), key('language')),
  priceCents: z.string().transform((value, context) => {
    const cents = priceToCents(value);
    if (cents === null) {
      context.addIssue({ code: 'custom', message: key('price') });
      return z.NEVER;
    }
    return cents;
  }),
});
export type CourseFormInput = z.infer<typeof courseFormSchema>;

/** A new course also names its first module, so its first lesson has somewhere to go. */
export const newCourseFormSchema = courseFormSchema.extend({
  firstModule: text(L.moduleTitle.min, L.moduleTitle.max, 'moduleTitle', 'moduleTitleTooLong'),
});
export type NewCourseFormInput = z.infer<typeof newCourseFormSchema>;

export const moduleTitleSchema = text(L.moduleTitle.min, L.moduleTitle.max, 'moduleTitle', 'moduleTitleTooLong');

/** A whole number from a form field, or undefined when the field was left empty. */
const optionalWhole = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '') return null;
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        context.addIssue({ code: 'custom', message: key(message) });
        return z.NEVER;
      }
      return number;
    });

export const lessonFormSchema = z.object({
  title: text(L.lessonTitle.min, L.lessonTitle.max, 'lessonTitle', 'lessonTitleTooLong'),
  moduleId: z.string().uuid(key('module')),
  minutes: z.coerce
    .number({ message: key('minutes') })
    .int(key('minutes'))
    .min(L.lessonMinutes.min, key('minutes'))
    .max(L.lessonMinutes.max, key('minutes')),
  isPreview: z.boolean(),
  videoUrl: z
    .string()
    .trim()
    .max(L.videoUrl.max, key('videoUrl'))
    .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), key('videoUrl'))
    .transform((value) => value || null),
  dripDays: optionalWhole(L.dripDays.min, L.dripDays.max, 'dripDays'),
  body: z.string().trim().max(L.lessonBody.max, key('bodyTooLong')),
  materials: z.array(z.string().regex(SLUG_PATTERN, key('materials'))).max(L.materials.max, key('materialsTooMany')),
});
export type LessonFormInput = z.infer<typeof lessonFormSchema>;

export const quizSettingsSchema = z.object({
  title: text(L.quizTitle.min, L.quizTitle.max, 'quizTitle', 'quizTitleTooLong'),
  passPercent: z.coerce
    .number({ message: key('passPercent') })
    .int(key('passPercent'))
    .min(L.passPercent.min, key('passPercent'))
    .max(L.passPercent.max, key('passPercent')),
  isRequired: z.boolean(),
});
export type QuizSettingsInput = z.infer<typeof quizSettingsSchema>;

/**
 * One question as the form sends it: up to six option fields (empty ones are dropped and the
 * rest lettered again from a) and the letters ticked as correct.
 */
export const questionFormSchema = z
  .object({
    prompt: text(L.prompt.min, L.prompt.max, 'prompt', 'promptTooLong'),
    kind: z.enum(['single', 'multiple'], { message: key('kind') }),
    options: z.array(z.string().trim().max(L.option.max, key('optionTooLong'))).length(OPTION_IDS.length),
    correct: z.array(z.enum(OPTION_IDS)),
    explanation: text(L.explanation.min, L.explanation.max, 'explanation', 'explanationTooLong'),
  })
  .transform((input, context) => {
    const kept = OPTION_IDS.flatMap((id, index) => {
      const optionText = input.options[index] ?? '';
      return optionText ? [{ formId: id, text: optionText }] : [];
    });
    if (kept.length < L.options.min) {
      context.addIssue({ code: 'custom', path: ['options'], message: key('options') });
      return z.NEVER;
    }
    if (input.correct.some((id) => !kept.some((option) => option.formId === id))) {
      context.addIssue({ code: 'custom', path: ['correct'], message: key('correctEmptyOption') });
      return z.NEVER;
    }
    const correctCount = input.correct.length;
    if (correctCount === 0 || (input.kind === 'single' && correctCount !== 1)) {
      context.addIssue({
        code: 'custom',
        path: ['correct'],
        message: key(input.kind === 'single' ? 'correctOne' : 'correctSome'),
      });
      return z.NEVER;
    }
    const options = kept.map((option, index) => ({ id: OPTION_IDS[index] as string, text: option.text }));
    const correct = kept.flatMap((option, index) =>
      input.correct.includes(option.formId as (typeof OPTION_IDS)[number]) ? [OPTION_IDS[index] as string] : [],
    );
    return { prompt: input.prompt, kind: input.kind, options, correct, explanation: input.explanation };
  });
export type QuestionFormInput = z.infer<typeof questionFormSchema>;

/** A saved question as the editor shows it (its shape is the quiz column's, so it is declared there). */
export type QuizQuestion = StoredQuizQuestion;

/** A slug from a title, made unique among `taken` with -2, -3 … and kept within `max` characters. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, max: number, fallback = 'course'): string {
  const trimmed = (value: string, room: number) => value.slice(0, room).replace(/-+$/, '');
  const root = trimmed(base, max) || fallback;
  if (!taken.has(root)) return root;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${trimmed(root, max - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The next free question id (q1, q2 …): ids are never reused, so old attempts keep their meaning. */
export function nextQuestionId(ids: readonly string[]): string {
  const highest = ids.reduce((max, id) => Math.max(max, Number(/^q(\d+)$/.exec(id)?.[1] ?? 0)), 0);
  return `q${highest + 1}`;
}

type Ordered = { id: string; position: number };

/**
 * The course's lessons in teaching order: by module, then by their place within it. Lesson
 * positions count through the whole course (the learner's previous and next follow them).
 */
export function lessonOrder(modules: readonly Ordered[], lessons: readonly (Ordered & { moduleId: string })[]): string[] {
  const modulePlace = new Map(modules.map((module) => [module.id, module.position]));
  return [...lessons]
    .sort((a, b) => (modulePlace.get(a.moduleId) ?? 0) - (modulePlace.get(b.moduleId) ?? 0) || a.position - b.position)
    .map((lesson) => lesson.id);
}

/** The list with `id` swapped with its neighbour above or below; unchanged at either end. */
export function moveInList<T>(items: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}

export type PublishProblem = 'noLessons' | 'emptyLessons' | 'emptyQuiz' | 'emptyModules';

/**
 * What stops a course from being published: a learner must find a lesson to start with, no
 * lesson without text or video, no module without lessons, and no quiz without questions.
 */
export function publishProblems(course: {
  lessons: readonly { bodyMd: string; videoUrl: string | null; moduleId: string }[];
  modules: readonly { id: string }[];
  quiz: { questionCount: number } | null;
}): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (course.lessons.length === 0) problems.push('noLessons');
  if (course.lessons.some((lesson) => !lesson.bodyMd.trim() && !lesson.videoUrl)) problems.push('emptyLessons');
  if (
    course.lessons.length > 0 &&
    course.modules.some((module) => !course.lessons.some((lesson) => lesson.moduleId === module.id))
  )
    problems.push('emptyModules');
  if (course.quiz && course.quiz.questionCount === 0) problems.push('emptyQuiz');
  return problems;
}
