/*
 * Quiz grading, pure and unit tested. The server grades (quiz.server.ts); the browser never
 * holds the answers before a learner passed.
 */

export type GradableQuestion = { id: string; kind: 'single' | 'multiple'; options: { id: string }[]; correct: string[] };

/** Question id → the option ids chosen. */
export type QuizAnswers = Record<string, string[]>;

export type QuizGrade = {
  results: { questionId: string; isCorrect: boolean }[];
  correctCount: number;
  questionCount: number;
  /** 0–100, rounded down: 70% needs 70%, not 69.5%. */
  scorePercent: number;
  passed: boolean;
};

/**
 * The learner's answers from the quiz form (`answer-<questionId>` fields): only option ids the
 * question has, at most one for a single-choice question, each once, in the question's order.
 */
export function readQuizAnswers(form: FormData, questions: readonly GradableQuestion[]): QuizAnswers {
  const answers: QuizAnswers = {};
  for (const question of questions) {
    const chosen = new Set(form.getAll(`answer-${question.id}`).filter((value): value is string => typeof value === 'string'));
    const valid = question.options.map((option) => option.id).filter((id) => chosen.has(id));
    answers[question.id] = question.kind === 'single' ? valid.slice(0, valid.length === 1 ? 1 : 0) : valid;
  }
  return answers;
}

/** The questions with no answer (a single-choice question with two answers is unanswered too). */
export function unansweredQuestions(questions: readonly GradableQuestion[], answers: QuizAnswers): string[] {
  return questions.filter((question) => (answers[question.id] ?? []).length === 0).map((question) => question.id);
}

/** A question is right when exactly its correct options are chosen: no more, no fewer. */
export function isAnswerCorrect(question: GradableQuestion, chosen: readonly string[]): boolean {
  const picked = new Set(chosen);
  return picked.size === question.correct.length && question.correct.every((id) => picked.has(id));
}

export function gradeQuiz(questions: readonly GradableQuestion[], answers: QuizAnswers, passPercent: number): QuizGrade {
  const results = questions.map((question) => ({
    questionId: question.id,
    isCorrect: isAnswerCorrect(question, answers[question.id] ?? []),
  }));
  const correctCount = results.filter((result) => result.isCorrect).length;
  const questionCount = questions.length;
  const scorePercent = questionCount === 0 ? 0 : Math.floor((correctCount * 100) / questionCount);
  return { results, correctCount, questionCount, scorePercent, passed: questionCount > 0 && scorePercent >= passPercent };
}
