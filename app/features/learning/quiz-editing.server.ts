import { eq } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { courseQuizzes, type QuizQuestion } from '~/db/schema/learning';
import type { Result } from '~/utils/failure';
import { AUTHORING_LIMITS, nextQuestionId, type QuestionFormInput, type QuizSettingsInput } from './authoring.schema';
import { type CourseChange, changeCourse, isPublishedCourse } from './course-editing.server';
import { type CourseEditCode, courseEditFailure } from './failures';

/*
 * A course's quiz: its settings and its questions, changed by someone who may edit the course,
 * under its row lock (course-editing.server.ts). Question ids are never reused, so earlier quiz
 * attempts keep their meaning.
 */

/** The quiz's title, pass mark and whether finishing the course needs it; creates the quiz the first time. */
export function saveQuizSettings({
  input,
  ...change
}: CourseChange & { input: QuizSettingsInput }): Promise<Result<object, CourseEditCode>> {
  return changeCourse<object>(change, async (tx) => {
    await tx
      .insert(courseQuizzes)
      .values({
        courseId: change.courseId,
        title: input.title,
        passPercent: input.passPercent,
        isRequired: input.isRequired,
        questions: [],
      })
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
  questionId,
  input,
  ...change
}: CourseChange & { questionId?: string; input: QuestionFormInput }): Promise<Result<{ questionId: string }, CourseEditCode>> {
  return changeCourse<{ questionId: string }>(change, async (tx) => {
    const quiz = await quizOf(tx, change.courseId);
    if (!quiz) return courseEditFailure('no-quiz');
    const existing = questionId ? quiz.questions.findIndex((question) => question.id === questionId) : -1;
    if (questionId && existing < 0) return courseEditFailure('not-found');
    if (!questionId && quiz.questions.length >= AUTHORING_LIMITS.questions.max) return courseEditFailure('too-many-questions');
    const id = questionId ?? nextQuestionId(quiz.questions.map((question) => question.id));
    const question: QuizQuestion = { id, ...input };
    const questions =
      existing >= 0 ? quiz.questions.map((row, index) => (index === existing ? question : row)) : [...quiz.questions, question];
    await tx.update(courseQuizzes).set({ questions }).where(eq(courseQuizzes.id, quiz.id));
    return { ok: true, questionId: id };
  });
}

/** Removes a question; a published course's quiz keeps at least one. */
export function deleteQuestion({
  questionId,
  ...change
}: CourseChange & { questionId: string }): Promise<Result<object, CourseEditCode>> {
  return changeCourse<object>(change, async (tx) => {
    const quiz = await quizOf(tx, change.courseId);
    if (!quiz?.questions.some((question) => question.id === questionId)) return courseEditFailure('not-found');
    const isPublished = await isPublishedCourse(tx, change.courseId);
    if (isPublished && quiz.questions.length === 1) return courseEditFailure('last-question');
    await tx
      .update(courseQuizzes)
      .set({ questions: quiz.questions.filter((question) => question.id !== questionId) })
      .where(eq(courseQuizzes.id, quiz.id));
    return { ok: true };
  });
}
