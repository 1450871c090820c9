import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Plus, Save, Trash } from '~/components/ui/icons';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { AUTHORING_LIMITS, OPTION_IDS, type QuizQuestion } from '~/features/learning/authoring.schema';
import { useFieldError } from '~/features/learning/components/course-details-fields';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/quiz-editor';
import type { EditorAnswer } from './course-editor.server';
import { NEW_QUESTION } from './quiz-editor-form';

const LIMITS: Record<string, Record<string, number>> = {
  title: AUTHORING_LIMITS.quizTitle,
  passPercent: AUTHORING_LIMITS.passPercent,
  prompt: AUTHORING_LIMITS.prompt,
  options: AUTHORING_LIMITS.options,
  explanation: AUTHORING_LIMITS.explanation,
};

/** The values a question form starts from: the stored question, or what was just refused. */
function questionValues(
  question: QuizQuestion | null,
  kept: Record<string, string> | null,
): { fields: Record<string, string>; correct: string[] } {
  if (kept) return { fields: kept, correct: (kept.correct ?? '').split(',').filter(Boolean) };
  const fields: Record<string, string> = {
    prompt: question?.prompt ?? '',
    kind: question?.kind ?? 'single',
    explanation: question?.explanation ?? '',
  };
  for (const [index, id] of OPTION_IDS.entries()) fields[`option-${id}`] = question?.options[index]?.text ?? '';
  return { fields, correct: question?.correct ?? [] };
}

function QuestionForm({
  question,
  number,
  answer,
}: {
  question: QuizQuestion | null;
  number: number;
  answer: EditorAnswer | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const target = question?.id ?? NEW_QUESTION;
  const failed = answer && !answer.ok && answer.intent === 'save-question' && answer.target === target ? answer : null;
  const { fields: values, correct } = questionValues(question, failed?.values ?? null);
  const error = useFieldError(failed?.fieldErrors, LIMITS);
  const prefix = `question-${target}`;
  return (
    <Form method="post" noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="save-question" />
      {question && <input type="hidden" name="questionId" value={question.id} />}
      {failed?.message && <ResultNotice ok={false} message={t(failed.message)} />}
      <TextAreaField
        label={t('learning.authoring.fields.prompt', { number })}
        name="prompt"
        rows={2}
        maxLength={AUTHORING_LIMITS.prompt.max}
        defaultValue={values.prompt}
        error={error('prompt')}
        dir="auto"
      />
      <fieldset>
        <legend className="font-semibold text-stone-800">{t('learning.authoring.fields.kind')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          {(['single', 'multiple'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-stone-800">
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={values.kind === kind}
                className="size-4 accent-brand-700"
              />
              {t(`learning.authoring.kinds.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={`${prefix}-options-hint`}>
        <legend className="font-semibold text-stone-800">{t('learning.authoring.fields.options')}</legend>
        <p id={`${prefix}-options-hint`} className="text-sm text-stone-600">
          {t('learning.authoring.fields.optionsHint')}
        </p>
        {(error('options') || error('correct')) && (
          <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {error('options') ?? error('correct')}
          </p>
        )}
        <ol className="mt-2 space-y-2">
          {OPTION_IDS.map((id) => (
            <li key={id} className="flex items-center gap-3">
              <label className="flex shrink-0 items-center gap-2 text-sm text-stone-700">
                <input
                  type="checkbox"
                  name="correct"
                  value={id}
                  defaultChecked={correct.includes(id)}
                  className="size-5 accent-brand-700"
                  aria-label={t('learning.authoring.fields.isCorrect', { letter: id.toUpperCase() })}
                />
                <span aria-hidden className="font-semibold">
                  {id.toUpperCase()}
                </span>
              </label>
              <input
                name={`option-${id}`}
                defaultValue={values[`option-${id}`]}
                maxLength={AUTHORING_LIMITS.option.max}
                aria-label={t('learning.authoring.fields.option', { letter: id.toUpperCase() })}
                className="block w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900"
                dir="auto"
              />
            </li>
          ))}
        </ol>
      </fieldset>
      <TextAreaField
        label={t('learning.authoring.fields.explanation')}
        hint={t('learning.authoring.fields.explanationHint')}
        name="explanation"
        rows={2}
        maxLength={AUTHORING_LIMITS.explanation.max}
        defaultValue={values.explanation}
        error={error('explanation')}
        dir="auto"
      />
      <div>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={navigation.state !== 'idle'}>
          {question ? <Save aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
          {question ? t('learning.authoring.saveQuestion') : t('learning.authoring.addQuestion')}
        </button>
      </div>
    </Form>
  );
}

/** The quiz editor: the quiz's settings and each question's form, with one to add a question. */
export function QuizEditorView({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { course, quiz } = loaderData;
  const answer = actionData as EditorAnswer | undefined;
  const settingsFailed = answer?.intent === 'settings' && !answer.ok ? answer : null;
  const settings = settingsFailed?.values ?? {
    title: quiz?.title ?? t('learning.authoring.quizTitleDefault', { title: course.title }),
    passPercent: String(quiz?.passPercent ?? 70),
  };
  const error = useFieldError(settingsFailed?.fieldErrors, LIMITS);
  const banner = answer?.message && !answer.target ? answer : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to={pathTo('/instructor-dashboard/courses/:courseId', { courseId: course.id })}
        className="text-sm font-semibold text-brand-800 underline"
        dir="auto"
      >
        {t('learning.authoring.backToCourse', { title: course.title })}
      </Link>
      <div className="mt-4">
        <PageHeader title={loaderData.seo.title} description={t('learning.authoring.quizIntro')} />
      </div>
      {banner && <ResultNotice ok={banner.ok} message={t(banner.message ?? '')} className="mt-6" />}
      <Form
        method="post"
        noValidate
        className="mt-6 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
      >
        <input type="hidden" name="intent" value="settings" />
        <TextField
          className="sm:col-span-2"
          label={t('learning.authoring.fields.quizTitle')}
          name="title"
          maxLength={AUTHORING_LIMITS.quizTitle.max}
          defaultValue={settings.title}
          error={error('title')}
          dir="auto"
        />
        <TextField
          label={t('learning.authoring.fields.passPercent')}
          name="passPercent"
          type="number"
          inputMode="numeric"
          min={AUTHORING_LIMITS.passPercent.min}
          max={AUTHORING_LIMITS.passPercent.max}
          defaultValue={settings.passPercent}
          error={error('passPercent')}
        />
        <label className="flex items-start gap-3 self-end pb-2 text-stone-800">
          <input
            type="checkbox"
            name="isRequired"
            defaultChecked={quiz?.isRequired ?? true}
            className="mt-1 size-5 accent-brand-700"
          />
          <span className="font-semibold">{t('learning.authoring.fields.isRequired')}</span>
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass('primary', 'md')} disabled={navigation.state !== 'idle'}>
            {quiz ? t('learning.authoring.saveQuiz') : t('learning.authoring.createQuiz')}
          </button>
        </div>
      </Form>

      {quiz && (
        <section aria-labelledby="questions" className="mt-10">
          <h2 id="questions" className="font-serif text-2xl font-bold text-stone-900">
            {t('learning.authoring.questions', { count: quiz.questions.length })}
          </h2>
          <ol className="mt-4 space-y-4">
            {quiz.questions.map((question, index) => {
              const isOpen = answer?.target === question.id && !answer.ok;
              return (
                <li key={question.id} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
                  <details open={isOpen}>
                    <summary className="cursor-pointer font-semibold text-stone-900" dir="auto">
                      {index + 1}. {question.prompt}
                    </summary>
                    <div className="mt-4">
                      <QuestionForm question={question} number={index + 1} answer={answer} />
                    </div>
                    <Form method="post" className="mt-4 border-t border-stone-100 pt-4">
                      <input type="hidden" name="intent" value="delete-question" />
                      <input type="hidden" name="questionId" value={question.id} />
                      <button type="submit" className={buttonClass('secondary', 'sm', 'text-red-700')}>
                        <Trash aria-hidden className="size-4" />
                        {t('learning.authoring.deleteQuestion')}
                      </button>
                    </Form>
                  </details>
                </li>
              );
            })}
          </ol>
          <div className="mt-6 rounded-2xl border border-dashed border-stone-300 p-4 sm:p-5">
            <h3 className="font-serif text-lg font-bold text-stone-900">{t('learning.authoring.newQuestion')}</h3>
            <div className="mt-3">
              <QuestionForm
                // A fresh, empty form after each question is added.
                key={answer?.ok && answer.intent === 'save-question' ? `after-${quiz.questions.length}` : 'new'}
                question={null}
                number={quiz.questions.length + 1}
                answer={answer}
              />
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
