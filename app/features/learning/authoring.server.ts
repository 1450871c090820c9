import { and, asc, count, desc, eq, like, max, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { courseEnrolments, courseModules, courseQuizzes, courses, lessons, type QuizQuestion } from '~/db/schema/learning';
import { slugify } from '~/features/content/content.server';
import type { Outcome, Refusal } from '~/utils/form-result';
import { isUuid } from '~/utils/ids';
import {
  AUTHORING_LIMITS,
  type CourseFormInput,
  type LessonFormInput,
  lessonOrder,
  moveInList,
  type NewCourseFormInput,
  nextQuestionId,
  type PublishProblem,
  publishProblems,
  type QuestionFormInput,
  type QuizSettingsInput,
  uniqueSlug,
} from './authoring.schema';
import { upsertCourseProduct } from './course-product.server';
import { lessonFileKeys, removeLessonFiles } from './lesson-files.server';

/*
 * The course editor (issue 13, the instructor dashboard): an instructor writes a course, its
 * modules, lessons and quiz, and publishes it. Every change to a course runs in one transaction
 * that first locks the course's row, so two tabs editing the same course take turns, and lesson
 * and module positions are renumbered as a whole (they are unique per course, so a swap is done
 * by moving everything out of the way first). Who may edit is decided by the route
 * (routes/learn/course-editor.server.ts): the course's instructor, or an admin.
 */

type Direction = 'up' | 'down';

/** A course as its editor shows it, or null. */
export async function findCourseForEditing(courseId: string, db: Executor = getDb()) {
  if (!isUuid(courseId)) return null;
  const [course] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      summary: courses.summary,
      descriptionMd: courses.descriptionMd,
      level: courses.level,
      topic: courses.topic,
      language: courses.language,
      priceCents: courses.priceCents,
      coverImage: courses.coverImage,
      status: courses.status,
      instructorId: courses.instructorId,
      instructorName: courses.instructorName,
      estimatedMinutes: courses.estimatedMinutes,
      publishedAt: courses.publishedAt,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const [modules, lessonRows, [quiz], [learners]] = await Promise.all([
    db
      .select({ id: courseModules.id, position: courseModules.position, title: courseModules.title })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.position)),
    db
      .select({
        id: lessons.id,
        slug: lessons.slug,
        moduleId: lessons.moduleId,
        position: lessons.position,
        title: lessons.title,
        minutes: lessons.minutes,
        isPreview: lessons.isPreview,
        dripDays: lessons.dripDays,
        videoUrl: lessons.videoUrl,
        bodyMd: lessons.bodyMd,
        materials: lessons.materials,
      })
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.position)),
    db
      .select({
        id: courseQuizzes.id,
        title: courseQuizzes.title,
        passPercent: courseQuizzes.passPercent,
        isRequired: courseQuizzes.isRequired,
        questions: courseQuizzes.questions,
      })
      .from(courseQuizzes)
      .where(eq(courseQuizzes.courseId, courseId)),
    db.select({ count: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, courseId)),
  ]);
  return { ...course, modules, lessons: lessonRows, quiz: quiz ?? null, learnerCount: learners?.count ?? 0 };
}

export type EditableCourse = NonNullable<Awaited<ReturnType<typeof findCourseForEditing>>>;

/** What stops this course from being published (empty when nothing does). */
export function problemsOf(course: EditableCourse): PublishProblem[] {
  return publishProblems({
    lessons: course.lessons,
    modules: course.modules,
    quiz: course.quiz ? { questionCount: course.quiz.questions.length } : null,
  });
}

/** Whether the course is in the catalogue (a published course keeps its last lesson and question). */
async function isPublishedCourse(tx: Executor, courseId: string): Promise<boolean> {
  const [course] = await tx.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
  return course?.status === 'published';
}

/** Takes the course's row lock for the rest of the transaction; false when there is no such course. */
async function lockCourse(tx: Executor, courseId: string): Promise<boolean> {
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
  return Boolean(row);
}

const notFound: Refusal = { ok: false, message: 'learning.authoring.errors.notFound' };

/** Runs one change of a course under its row lock; refuses when the course is gone. */
async function changeCourse<T extends object>(
  courseId: string,
  change: (tx: Executor) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  if (!isUuid(courseId)) return notFound;
  return getDb().transaction(async (tx) => {
    if (!(await lockCourse(tx, courseId))) return notFound;
    const outcome = await change(tx);
    if (outcome.ok) await tx.update(courses).set({ updatedAt: sql`now()` }).where(eq(courses.id, courseId));
    return outcome;
  });
}

/**
 * Gives the course's lessons (or modules) positions 1…n in the order given, every row of the
 * course once. Positions are unique per course and checked row by row, so everything moves out
 * of the way first.
 */
async function renumber(
  tx: Executor,
  table: typeof lessons | typeof courseModules,
  courseId: string,
  orderedIds: readonly string[],
) {
  if (orderedIds.length === 0) return;
  await tx
    .update(table)
    .set({ position: sql`${table.position} + 1000000` })
    .where(eq(table.courseId, courseId));
  const cases = sql.join(
    orderedIds.map((id, index) => sql`when ${id}::uuid then ${index + 1}::int`),
    sql` `,
  );
  await tx
    .update(table)
    .set({ position: sql`case ${table.id} ${cases} end` })
    .where(eq(table.courseId, courseId));
}

const renumberLessons = (tx: Executor, courseId: string, orderedIds: readonly string[]) =>
  renumber(tx, lessons, courseId, orderedIds);
const renumberModules = (tx: Executor, courseId: string, orderedIds: readonly string[]) =>
  renumber(tx, courseModules, courseId, orderedIds);

async function structureOf(tx: Executor, courseId: string) {
  const [modules, lessonRows] = await Promise.all([
    tx
      .select({ id: courseModules.id, position: courseModules.position })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.position)),
    tx
      .select({ id: lessons.id, position: lessons.position, moduleId: lessons.moduleId, minutes: lessons.minutes })
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.position)),
  ]);
  return { modules, lessons: lessonRows };
}

/** Puts the lessons back in teaching order and the course's estimated time back in step with them. */
async function settleStructure(tx: Executor, courseId: string) {
  const structure = await structureOf(tx, courseId);
  await renumberLessons(tx, courseId, lessonOrder(structure.modules, structure.lessons));
  const minutes = structure.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
  await tx.update(courses).set({ estimatedMinutes: minutes }).where(eq(courses.id, courseId));
}

/** A paid course is sold as its own product (decision 0048); kept in step with the course. */
async function syncCourseProduct(
  tx: Executor,
  course: { id: string; slug: string; title: string; summary: string; priceCents: number; coverImage: string | null },
) {
  if (course.priceCents <= 0) return;
  const productId = await upsertCourseProduct(tx, course);
  await tx.update(courses).set({ productId }).where(eq(courses.id, course.id));
}

/** A new draft course taught by `instructor`, with its first module. */
export async function createCourse({
  instructor,
  input,
}: {
  instructor: { id: string; name: string };
  input: NewCourseFormInput;
}): Promise<Outcome<{ courseId: string }>> {
  const base = slugify(input.title);
  // Two instructors naming a course alike at the same moment: the loser takes the next slug.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await getDb().transaction(async (tx) => {
        const prefix = base.slice(0, AUTHORING_LIMITS.courseSlug.max - 4) || 'course';
        const taken = await tx
          .select({ slug: courses.slug })
          .from(courses)
          .where(like(courses.slug, `${prefix}%`));
        const slug = uniqueSlug(base, new Set(taken.map((row) => row.slug)), AUTHORING_LIMITS.courseSlug.max);
        const [course] = await tx
          .insert(courses)
          .values({
            slug,
            title: input.title,
            summary: input.summary,
            descriptionMd: input.description,
            level: input.level,
            topic: input.topic,
            language: input.language,
            priceCents: input.priceCents,
            instructorId: instructor.id,
            instructorName: instructor.name,
            status: 'draft',
          })
          .returning({ id: courses.id });
        if (!course) throw new Error('the course was not saved');
        await tx.insert(courseModules).values({ courseId: course.id, position: 1, title: input.firstModule });
        await syncCourseProduct(tx, { id: course.id, slug, ...input, coverImage: null });
        return { ok: true as const, courseId: course.id };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free slug for the course after five tries');
}

/** The course's own details (its address stays: learners and search engines know it). */
export function updateCourse({ courseId, input }: { courseId: string; input: CourseFormInput }): Promise<Outcome> {
  return changeCourse<object>(courseId, async (tx) => {
    const [course] = await tx
      .update(courses)
      .set({
        title: input.title,
        summary: input.summary,
        descriptionMd: input.description,
        level: input.level,
        topic: input.topic,
        language: input.language,
        priceCents: input.priceCents,
      })
      .where(eq(courses.id, courseId))
      .returning({ id: courses.id, slug: courses.slug, coverImage: courses.coverImage });
    if (!course) return notFound;
    await syncCourseProduct(tx, { ...course, title: input.title, summary: input.summary, priceCents: input.priceCents });
    return { ok: true };
  });
}

export function addModule({ courseId, title }: { courseId: string; title: string }): Promise<Outcome> {
  return changeCourse<object>(courseId, async (tx) => {
    const [last] = await tx
      .select({ position: max(courseModules.position) })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId));
    await tx.insert(courseModules).values({ courseId, title, position: (last?.position ?? 0) + 1 });
    return { ok: true };
  });
}

export function renameModule({
  courseId,
  moduleId,
  title,
}: {
  courseId: string;
  moduleId: string;
  title: string;
}): Promise<Outcome> {
  return changeCourse<object>(courseId, async (tx) => {
    if (!isUuid(moduleId)) return notFound;
    const [row] = await tx
      .update(courseModules)
      .set({ title })
      .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)))
      .returning({ id: courseModules.id });
    return row ? { ok: true } : notFound;
  });
}

/** Moves a module (and its lessons with it) one place up or down. */
export function moveModule({
  courseId,
  moduleId,
  direction,
}: {
  courseId: string;
  moduleId: string;
  direction: Direction;
}): Promise<Outcome> {
  return changeCourse<object>(courseId, async (tx) => {
    const { modules } = await structureOf(tx, courseId);
    const index = modules.findIndex((module) => module.id === moduleId);
    if (index < 0) return notFound;
    await renumberModules(
      tx,
      courseId,
      moveInList(modules, index, direction).map((module) => module.id),
    );
    await settleStructure(tx, courseId);
    return { ok: true };
  });
}

/** Removes an empty module; one with lessons is refused (its lessons would go with it). */
export function deleteModule({ courseId, moduleId }: { courseId: string; moduleId: string }): Promise<Outcome> {
  return changeCourse<object>(courseId, async (tx) => {
    const { modules, lessons: lessonRows } = await structureOf(tx, courseId);
    if (!modules.some((module) => module.id === moduleId)) return notFound;
    if (lessonRows.some((lesson) => lesson.moduleId === moduleId))
      return { ok: false, message: 'learning.authoring.errors.moduleNotEmpty' };
    if (modules.length === 1) return { ok: false, message: 'learning.authoring.errors.lastModule' };
    await tx.delete(courseModules).where(eq(courseModules.id, moduleId));
    await renumberModules(
      tx,
      courseId,
      modules.filter((module) => module.id !== moduleId).map((module) => module.id),
    );
    return { ok: true };
  });
}

/** A new lesson at the end of a module, with only its title: the editor opens on it next. */
export function addLesson({
  courseId,
  moduleId,
  title,
}: {
  courseId: string;
  moduleId: string;
  title: string;
}): Promise<Outcome<{ lessonId: string }>> {
  return changeCourse<{ lessonId: string }>(courseId, async (tx) => {
    const { modules, lessons: lessonRows } = await structureOf(tx, courseId);
    if (!modules.some((module) => module.id === moduleId))
      return { ok: false, message: 'learning.authoring.errors.module', field: 'moduleId' };
    const slugs = await tx.select({ slug: lessons.slug }).from(lessons).where(eq(lessons.courseId, courseId));
    const slug = uniqueSlug(slugify(title), new Set(slugs.map((row) => row.slug)), AUTHORING_LIMITS.lessonSlug.max, 'lesson');
    const [row] = await tx
      .insert(lessons)
      .values({ courseId, moduleId, slug, title, position: lessonRows.length + 1_000_001, minutes: 5 })
      .returning({ id: lessons.id });
    if (!row) throw new Error('the lesson was not saved');
    await settleStructure(tx, courseId);
    return { ok: true, lessonId: row.id };
  });
}

/** A lesson's text and settings; moving it to another module puts it at that module's end. */
export function saveLesson({
  courseId,
  lessonId,
  input,
}: {
  courseId: string;
  lessonId: string;
  input: LessonFormInput;
}): Promise<Outcome> {
  return changeCourse<object>(courseId, async (tx) => {
    const { modules, lessons: lessonRows } = await structureOf(tx, courseId);
    const current = lessonRows.find((lesson) => lesson.id === lessonId);
    if (!current) return notFound;
    if (!modules.some((module) => module.id === input.moduleId))
      return { ok: false, message: 'learning.authoring.errors.module', field: 'moduleId' };
    const movesModule = current.moduleId !== input.moduleId;
    await tx
      .update(lessons)
      .set({
        title: input.title,
        moduleId: input.moduleId,
        minutes: input.minutes,
        isPreview: input.isPreview,
        videoUrl: input.videoUrl,
        dripDays: input.dripDays,
        bodyMd: input.body,
        materials: input.materials,
        // Last in its new module: past every position the course holds.
        ...(movesModule ? { position: sql`${lessons.position} + 2000000` } : {}),
      })
      .where(eq(lessons.id, lessonId));
    await settleStructure(tx, courseId);
    return { ok: true };
  });
}

/** Moves a lesson one place up or down within its module. */
export function moveLesson({
  courseId,
  lessonId,
  direction,
}: {
  courseId: string;
  lessonId: string;
  direction: Direction;
}): Promise<Outcome> {
  return changeCourse<object>(courseId, async (tx) => {
    const { modules, lessons: lessonRows } = await structureOf(tx, courseId);
    const lesson = lessonRows.find((row) => row.id === lessonId);
    if (!lesson) return notFound;
    const siblings = lessonRows.filter((row) => row.moduleId === lesson.moduleId);
    const moved = moveInList(siblings, siblings.indexOf(lesson), direction).map((row, index) => ({ ...row, position: index }));
    const others = lessonRows.filter((row) => row.moduleId !== lesson.moduleId);
    await renumberLessons(tx, courseId, lessonOrder(modules, [...others, ...moved]));
    return { ok: true };
  });
}

/**
 * Removes a lesson (learners' completions and notes of it go with it, and its files: their rows
 * by the foreign key, the stored files once the deletion has committed, so a rollback keeps
 * both). A published course keeps at least one lesson.
 */
export async function deleteLesson({ courseId, lessonId }: { courseId: string; lessonId: string }): Promise<Outcome> {
  const outcome = await changeCourse<{ storageKeys: string[] }>(courseId, async (tx) => {
    const isPublished = await isPublishedCourse(tx, courseId);
    const { lessons: lessonRows } = await structureOf(tx, courseId);
    if (!lessonRows.some((lesson) => lesson.id === lessonId)) return notFound;
    if (isPublished && lessonRows.length === 1) return { ok: false, message: 'learning.authoring.errors.lastLesson' };
    // Read under the course's lock, which every change of a lesson's files takes too: none can be added meanwhile.
    const storageKeys = await lessonFileKeys(tx, [lessonId]);
    await tx.delete(lessons).where(eq(lessons.id, lessonId));
    await settleStructure(tx, courseId);
    return { ok: true, storageKeys };
  });
  if (!outcome.ok) return outcome;
  await removeLessonFiles(outcome.storageKeys);
  return { ok: true };
}

/** The quiz's title, pass mark and whether finishing the course needs it; creates the quiz the first time. */
export function saveQuizSettings({ courseId, input }: { courseId: string; input: QuizSettingsInput }): Promise<Outcome> {
  return changeCourse<object>(courseId, async (tx) => {
    await tx
      .insert(courseQuizzes)
      .values({ courseId, title: input.title, passPercent: input.passPercent, isRequired: input.isRequired, questions: [] })
      .onConflictDoUpdate({
        target: courseQuizzes.courseId,
        set: { title: input.title, passPercent: input.passPercent, isRequired: input.isRequired },
      });
    return { ok: true };
  });
}

async function quizOf(tx: Executor, courseId: string) {
  const [quiz] = await tx
    .select({ id: courseQuizzes.id, questions: courseQuizzes.questions })
    .from(courseQuizzes)
    .where(eq(courseQuizzes.courseId, courseId));
  return quiz ?? null;
}

/** Adds a question (no `questionId`) or replaces one; its id stays, so earlier attempts still read. */
export function saveQuestion({
  courseId,
  questionId,
  input,
}: {
  courseId: string;
  questionId?: string;
  input: QuestionFormInput;
}): Promise<Outcome<{ questionId: string }>> {
  return changeCourse<{ questionId: string }>(courseId, async (tx) => {
    const quiz = await quizOf(tx, courseId);
    if (!quiz) return { ok: false, message: 'learning.authoring.errors.noQuiz' };
    const existing = questionId ? quiz.questions.findIndex((question) => question.id === questionId) : -1;
    if (questionId && existing < 0) return notFound;
    if (!questionId && quiz.questions.length >= AUTHORING_LIMITS.questions.max)
      return { ok: false, message: 'learning.authoring.errors.tooManyQuestions' };
    const id = questionId ?? nextQuestionId(quiz.questions.map((question) => question.id));
    const question: QuizQuestion = { id, ...input };
    const questions =
      existing >= 0 ? quiz.questions.map((row, index) => (index === existing ? question : row)) : [...quiz.questions, question];
    await tx.update(courseQuizzes).set({ questions }).where(eq(courseQuizzes.id, quiz.id));
    return { ok: true, questionId: id };
  });
}

/** Removes a question; a published course's quiz keeps at least one. */
export function deleteQuestion({ courseId, questionId }: { courseId: string; questionId: string }): Promise<Outcome> {
  return changeCourse<object>(courseId, async (tx) => {
    const quiz = await quizOf(tx, courseId);
    if (!quiz?.questions.some((question) => question.id === questionId)) return notFound;
    const isPublished = await isPublishedCourse(tx, courseId);
    if (isPublished && quiz?.questions.length === 1) return { ok: false, message: 'learning.authoring.errors.lastQuestion' };
    if (!quiz) return notFound;
    await tx
      .update(courseQuizzes)
      .set({ questions: quiz.questions.filter((question) => question.id !== questionId) })
      .where(eq(courseQuizzes.id, quiz.id));
    return { ok: true };
  });
}

/** Puts the course in the catalogue, once nothing stops it (publishProblems). */
export function publishCourse({ courseId }: { courseId: string }): Promise<Outcome> {
  return changeCourse<object>(courseId, async (tx) => {
    const course = await findCourseForEditing(courseId, tx);
    if (!course) return notFound;
    const [problem] = problemsOf(course);
    if (problem) return { ok: false, message: `learning.authoring.problems.${problem}` };
    await tx
      .update(courses)
      .set({ status: 'published', publishedAt: sql`coalesce(${courses.publishedAt}, now())` })
      .where(eq(courses.id, courseId));
    return { ok: true };
  });
}

/** Takes a course out of the catalogue; refused once anyone enrolled (they keep their course). */
export function unpublishCourse({ courseId }: { courseId: string }): Promise<Outcome> {
  return changeCourse<object>(courseId, async (tx) => {
    const [learners] = await tx.select({ count: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, courseId));
    if ((learners?.count ?? 0) > 0) return { ok: false, message: 'learning.authoring.errors.hasLearners' };
    await tx.update(courses).set({ status: 'draft' }).where(eq(courses.id, courseId));
    return { ok: true };
  });
}

export const LEARNERS_PAGE_SIZE = 50;

/**
 * A course's learners with their progress, the most recently active first: name, when they
 * enrolled and were last active, lessons done, their best quiz score and when they finished.
 * No addresses: an instructor sees how people are doing, not how to reach them.
 */
export async function findCourseLearners({ courseId, page }: { courseId: string; page: number }) {
  const [rows, [total]] = await Promise.all([
    getDb()
      .select({
        id: courseEnrolments.id,
        name: sql<string>`(select u.name from users u where u.id = course_enrolments.user_id)`,
        enrolledAt: courseEnrolments.enrolledAt,
        lastActivityAt: courseEnrolments.lastActivityAt,
        completedAt: courseEnrolments.completedAt,
        lessonsDone: sql<number>`(select count(*)::int from lesson_completions c where c.enrolment_id = course_enrolments.id)`,
        bestScore: sql<
          number | null
        >`(select max(a.score_percent)::int from quiz_attempts a where a.enrolment_id = course_enrolments.id)`,
      })
      .from(courseEnrolments)
      .where(eq(courseEnrolments.courseId, courseId))
      .orderBy(desc(courseEnrolments.lastActivityAt))
      .limit(LEARNERS_PAGE_SIZE)
      .offset((page - 1) * LEARNERS_PAGE_SIZE),
    getDb().select({ count: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, courseId)),
  ]);
  return { learners: rows, total: total?.count ?? 0 };
}
