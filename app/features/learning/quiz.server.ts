import { and, desc, eq } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { courseQuizzes, quizAttempts } from '~/db/schema/learning';
import type { Actor } from '~/utils/actor';
import type { Failure, Result } from '~/utils/failure';
import { type Enrolment, lockOwnEnrolment, settleCompletion } from './enrolments.server';
import { type QuizCode, quizFailure } from './failures';
import { gradeQuiz, type QuizAnswers, readQuizAnswers, unansweredQuestions } from './quiz-grading';

/** How many of a learner's attempts the quiz page lists. */
const ATTEMPTS_SHOWN = 5;

async function findQuiz(courseId: string, db: Executor = getDb()) {
  const [quiz] = await db.select().from(courseQuizzes).where(eq(courseQuizzes.courseId, courseId));
  return quiz ?? null;
}

function attemptsOf(enrolmentId: string, quizId: string) {
  return getDb()
    .select({
      id: quizAttempts.id,
      answers: quizAttempts.answers,
      correctCount: quizAttempts.correctCount,
      questionCount: quizAttempts.questionCount,
      scorePercent: quizAttempts.scorePercent,
      passed: quizAttempts.passed,
      createdAt: quizAttempts.createdAt,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.enrolmentId, enrolmentId), eq(quizAttempts.quizId, quizId)))
    .orderBy(desc(quizAttempts.createdAt))
    .limit(ATTEMPTS_SHOWN);
}

/**
 * A course's quiz as its learner may see it. Before they passed, the questions carry no
 * answers and no explanations (the browser never holds them); the latest attempt says which
 * questions were right. Once passed, every question shows its answer and why.
 */
export async function findQuizForLearner({ courseId, enrolment }: { courseId: string; enrolment: Enrolment }) {
  const quiz = await findQuiz(courseId);
  if (!quiz) return null;
  const attempts = await attemptsOf(enrolment.id, quiz.id);
  const passed = attempts.some((attempt) => attempt.passed);
  const latest = attempts[0] ?? null;
  const latestResults = latest
    ? gradeQuiz(quiz.questions, latest.answers, quiz.passPercent).results.map(({ questionId, isCorrect }) => ({
        questionId,
        isCorrect,
      }))
    : [];
  return {
    id: quiz.id,
    title: quiz.title,
    passPercent: quiz.passPercent,
    isRequired: quiz.isRequired,
    passed,
    questions: quiz.questions.map(({ correct, explanation, ...question }) =>
      passed ? { ...question, correct, explanation } : { ...question, correct: null, explanation: null },
    ),
    attempts: attempts.map(({ answers: _, ...attempt }) => attempt),
    latestAnswers: latest?.answers ?? null,
    latestResults,
  };
}

/** An attempt refused for questions left unanswered: which, and the answers given, for the form to keep. */
type Unanswered = Failure<'unanswered'> & { unanswered: string[]; answers: QuizAnswers };

/**
 * Grades the actor's submission on the server and records it on their enrolment (someone else's
 * is refused with Access Denied, under the enrolment's lock). Every question must be answered; a
 * retry is always allowed. Passing a required quiz may finish the course (settleCompletion).
 */
export async function submitQuizAttempt({
  actor,
  enrolment,
  form,
  locale,
  db = getDb(),
}: {
  actor: Actor;
  enrolment: Enrolment;
  form: FormData;
  locale?: string;
  /** The transaction to run in (a savepoint inside it): the demo seed's; pages leave it out. */
  db?: Executor;
}): Promise<
  | Result<
      { scorePercent: number; passed: boolean; correctCount: number; questionCount: number; finishedCourse: boolean },
      Exclude<QuizCode, 'unanswered'>
    >
  | Unanswered
> {
  const quiz = await findQuiz(enrolment.courseId, db);
  if (!quiz) return quizFailure('no-quiz');
  const answers = readQuizAnswers(form, quiz.questions);
  const unanswered = unansweredQuestions(quiz.questions, answers);
  if (unanswered.length > 0)
    return { ...quizFailure('unanswered', { vars: { count: String(unanswered.length) } }), unanswered, answers };
  const grade = gradeQuiz(quiz.questions, answers, quiz.passPercent);
  return db.transaction(async (tx) => {
    await lockOwnEnrolment(tx, actor, enrolment.id);
    await tx.insert(quizAttempts).values({
      enrolmentId: enrolment.id,
      quizId: quiz.id,
      answers,
      correctCount: grade.correctCount,
      questionCount: grade.questionCount,
      scorePercent: grade.scorePercent,
      passed: grade.passed,
    });
    const { finishedNow } = grade.passed ? await settleCompletion(tx, enrolment, locale) : { finishedNow: false };
    return {
      ok: true as const,
      scorePercent: grade.scorePercent,
      passed: grade.passed,
      correctCount: grade.correctCount,
      questionCount: grade.questionCount,
      finishedCourse: finishedNow,
    };
  });
}
