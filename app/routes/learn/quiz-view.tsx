import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { CircleCheck, CircleX } from '~/components/ui/icons';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import type { findQuizForLearner, submitQuizAttempt } from '~/features/learning/quiz.server';
import type { QuizAnswers } from '~/features/learning/quiz-grading';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';

/**
 * What the quiz's action answers the page: the attempt graded, or why it was not (`reason`: the
 * operation's failure code, or a form that could not be read), with the answers given kept.
 */
export type QuizAnswer =
  | Extract<Awaited<ReturnType<typeof submitQuizAttempt>>, { ok: true }>
  | { ok: false; reason: 'bad-form' | 'no-quiz' }
  | { ok: false; reason: 'unanswered'; unanswered: string[]; answers: QuizAnswers };

type QuizPage = {
  course: { slug: string; title: string };
  quiz: NonNullable<Awaited<ReturnType<typeof findQuizForLearner>>>;
  courseCompleted: boolean;
  certificateCode: string | null;
};

/**
 * A course's quiz: every question on one page, graded on the server when submitted. The latest
 * attempt marks each question right or wrong; once passed, each shows its answer and why.
 */
export function QuizView({ page, submission }: { page: QuizPage; submission?: QuizAnswer }) {
  const { t } = useTranslation();
  const formatDate = useDateTimeFormat();
  const navigation = useNavigation();
  const { quiz, course } = page;
  const unanswered = new Set(submission && !submission.ok && submission.reason === 'unanswered' ? submission.unanswered : []);
  const chosen =
    submission && !submission.ok && submission.reason === 'unanswered' ? submission.answers : (quiz.latestAnswers ?? {});
  const results = new Map(quiz.latestResults.map((result) => [result.questionId, result.isCorrect]));
  const latest = quiz.attempts[0];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <nav aria-label={t('learning.breadcrumb')} className="text-sm">
        <Link to={pathTo('/courses/:slug', { slug: course.slug })} className="font-semibold text-brand-800 underline">
          {course.title}
        </Link>
      </nav>
      <h1 dir="auto" className="mt-4 font-serif text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {quiz.title}
      </h1>
      <p className="mt-3 text-stone-600">
        {t('learning.quiz.intro', { percent: quiz.passPercent, count: quiz.questions.length })}
      </p>
      {latest && (
        <div
          role="status"
          className={
            latest.passed
              ? 'mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-stone-900'
              : 'mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-stone-900'
          }
        >
          <p className="text-lg font-semibold">
            {latest.passed
              ? t('learning.quiz.passed', { score: latest.scorePercent })
              : t('learning.quiz.notPassed', { score: latest.scorePercent, percent: quiz.passPercent })}
          </p>
          <p className="mt-1 text-sm">
            {t('learning.quiz.correctOf', { correct: latest.correctCount, count: latest.questionCount })}
          </p>
          {latest.passed && page.courseCompleted && (
            <>
              <p className="mt-2 font-semibold text-brand-800">{t('learning.course.completed')}</p>
              <Link
                to={pathTo('/courses/:slug/complete', { slug: course.slug })}
                className="mt-1 inline-block font-semibold text-brand-800 underline"
              >
                {t('learning.complete.seeIt')}
              </Link>
            </>
          )}
          {latest.passed && page.certificateCode && (
            <Link
              to={pathTo('/certificates/:code', { code: page.certificateCode })}
              className={buttonClass('primary', 'md', 'mt-3')}
            >
              {t('learning.course.certificate')}
            </Link>
          )}
        </div>
      )}
      {unanswered.size > 0 && (
        <p role="alert" className="mt-6 font-medium text-red-800">
          {t('learning.quiz.answerEvery', { count: unanswered.size })}
        </p>
      )}
      <Form method="post" className="mt-8 space-y-6" key={latest?.id ?? 'first'}>
        {quiz.questions.map((question, index) => {
          const isCorrect = results.get(question.id);
          const missing = unanswered.has(question.id);
          const picked = new Set(chosen[question.id] ?? []);
          return (
            <fieldset
              key={question.id}
              aria-describedby={missing ? `${question.id}-missing` : undefined}
              className={
                missing ? 'rounded-2xl border-2 border-red-700 bg-white p-5' : 'rounded-2xl border border-stone-200 bg-white p-5'
              }
            >
              <legend className="float-left w-full font-semibold text-stone-900">
                <span className="me-2 text-stone-500">{index + 1}.</span>
                <span dir="auto">{question.prompt}</span>
                {question.kind === 'multiple' && (
                  <span className="ms-2 text-sm font-normal text-stone-600">{t('learning.quiz.chooseAll')}</span>
                )}
              </legend>
              <div className="clear-both space-y-2 pt-3">
                {question.options.map((option) => (
                  <label
                    key={option.id}
                    className="flex cursor-pointer items-start gap-3 rounded-xl px-2 py-1.5 hover:bg-stone-50"
                  >
                    <input
                      type={question.kind === 'single' ? 'radio' : 'checkbox'}
                      name={`answer-${question.id}`}
                      value={option.id}
                      defaultChecked={picked.has(option.id)}
                      className="mt-1 size-5 shrink-0 accent-brand-700"
                    />
                    <span dir="auto" className="text-stone-800">
                      {option.text}
                      {question.correct?.includes(option.id) && (
                        <span className="ms-2 text-sm font-semibold text-brand-800">{t('learning.quiz.rightAnswer')}</span>
                      )}
                    </span>
                  </label>
                ))}
              </div>
              {missing && (
                <p id={`${question.id}-missing`} className="mt-2 text-sm font-medium text-red-800">
                  {t('learning.quiz.unanswered')}
                </p>
              )}
              {isCorrect !== undefined && !missing && (
                <p
                  className={
                    isCorrect
                      ? 'mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800'
                      : 'mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-red-800'
                  }
                >
                  {isCorrect ? <CircleCheck aria-hidden className="size-4" /> : <CircleX aria-hidden className="size-4" />}
                  {isCorrect ? t('learning.quiz.right') : t('learning.quiz.wrong')}
                </p>
              )}
              {question.explanation && <p className="mt-2 text-sm text-stone-700">{question.explanation}</p>}
            </fieldset>
          );
        })}
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={navigation.state !== 'idle'}>
          {latest ? t('learning.quiz.retry') : t('learning.quiz.submit')}
        </button>
      </Form>
      {quiz.attempts.length > 0 && (
        <section aria-labelledby="attempts" className="mt-10">
          <h2 id="attempts" className="font-serif text-xl font-bold text-stone-900">
            {t('learning.quiz.attempts')}
          </h2>
          <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {quiz.attempts.map((attempt) => (
              <li key={attempt.id} className="flex justify-between gap-4 px-4 py-3 text-sm">
                <span>{formatDate(attempt.createdAt)}</span>
                <span className={attempt.passed ? 'font-semibold text-brand-800' : 'text-stone-700'}>
                  {attempt.scorePercent}% · {attempt.passed ? t('learning.quiz.passLabel') : t('learning.quiz.failLabel')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
