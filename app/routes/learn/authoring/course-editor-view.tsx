import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ExternalLink, FileQuestionMark, Plus, Users } from '~/components/ui/icons';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { AUTHORING_LIMITS } from '~/features/learning/authoring.schema';
import { CourseDetailsFields } from '~/features/learning/components/course-details-fields';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/course-editor';
import { CourseCover } from './course-cover-view';
import type { EditorAnswer } from './course-editor.server';
import { inputClass, ModuleSection } from './course-modules-view';

/** The course editor: the course's details, its outline of modules and lessons, its quiz and publishing. */
export function CourseEditorView({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { course, problems } = loaderData;
  const answer = actionData as EditorAnswer | undefined;
  const banner = answer?.message && (answer.ok || !answer.target) ? answer : null;
  const detailsFailed = answer?.intent === 'details' && !answer.ok;
  const newModuleError = answer && !answer.ok && answer.target === 'new-module' ? answer.message : undefined;
  const isPublished = course.status === 'published';
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to="/instructor-dashboard" className="text-sm font-semibold text-brand-800 underline">
        {t('learning.authoring.backToDashboard')}
      </Link>
      <div className="mt-4">
        <PageHeader title={course.title}>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-stone-700">
            <span className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-800">
              {t(`learning.teach.courseStatus.${course.status}`)}
            </span>
            <span>{t('learning.authoring.totalMinutes', { count: course.estimatedMinutes })}</span>
            <Link
              to={pathTo('/instructor-dashboard/courses/:courseId/learners', { courseId: course.id })}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline"
            >
              <Users aria-hidden className="size-4" />
              {t('learning.authoring.learnersLink', { count: course.learnerCount })}
            </Link>
            {isPublished && (
              <Link
                to={pathTo('/courses/:slug', { slug: course.slug })}
                className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline"
              >
                <ExternalLink aria-hidden className="size-4" />
                {t('learning.authoring.viewCourse')}
              </Link>
            )}
          </p>
        </PageHeader>
      </div>

      {banner && <ResultNotice ok={banner.ok} message={t(banner.message ?? '')} className="mt-6" />}

      <section aria-labelledby="publishing" className="mt-8 rounded-2xl border border-stone-200 bg-earth-50 p-5">
        <h2 id="publishing" className="font-serif text-xl font-bold text-stone-900">
          {t('learning.authoring.publishing')}
        </h2>
        {isPublished ? (
          <>
            <p className="mt-2 text-stone-700">{t('learning.authoring.isPublished')}</p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="unpublish" />
              <button type="submit" className={buttonClass('secondary', 'md')}>
                {t('learning.authoring.unpublish')}
              </button>
            </Form>
          </>
        ) : problems.length > 0 ? (
          <>
            <p className="mt-2 text-stone-700">{t('learning.authoring.beforePublishing')}</p>
            <ul className="mt-2 list-disc space-y-1 ps-6 text-stone-800">
              {problems.map((problem) => (
                <li key={problem}>{t(`learning.authoring.problems.${problem}`)}</li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p className="mt-2 text-stone-700">{t('learning.authoring.readyToPublish')}</p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="publish" />
              <button type="submit" className={buttonClass('primary', 'md')} disabled={navigation.state !== 'idle'}>
                {t('learning.authoring.publish')}
              </button>
            </Form>
          </>
        )}
      </section>

      <section aria-labelledby="structure" className="mt-10">
        <h2 id="structure" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.authoring.structure')}
        </h2>
        <ol className="mt-4 space-y-4">
          {course.modules.map((module, index) => (
            <ModuleSection key={module.id} course={course} module={module} index={index} answer={answer} />
          ))}
        </ol>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-2 rounded-2xl border border-dashed border-stone-300 p-4">
          <input type="hidden" name="intent" value="add-module" />
          <label className="min-w-0 flex-1 text-sm font-semibold text-stone-800">
            {t('learning.authoring.newModuleTitle')}
            <input
              name="title"
              maxLength={AUTHORING_LIMITS.moduleTitle.max}
              aria-invalid={newModuleError ? true : undefined}
              className={`mt-1 ${inputClass}`}
              dir="auto"
            />
          </label>
          <button type="submit" className={buttonClass('secondary', 'md')}>
            <Plus aria-hidden className="size-4" />
            {t('learning.authoring.addModule')}
          </button>
          {newModuleError && (
            <p role="alert" className="w-full text-sm font-semibold text-red-700">
              {t(newModuleError, AUTHORING_LIMITS.moduleTitle)}
            </p>
          )}
        </Form>
      </section>

      <section aria-labelledby="quiz" className="mt-10">
        <h2 id="quiz" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.authoring.quiz')}
        </h2>
        <p className="mt-2 text-stone-700">
          {course.quiz
            ? t('learning.authoring.quizSummary', { title: course.quiz.title, count: course.quiz.questionCount })
            : t('learning.authoring.noQuiz')}
        </p>
        <Link
          to={pathTo('/instructor-dashboard/courses/:courseId/quiz', { courseId: course.id })}
          className={buttonClass('secondary', 'md', 'mt-3')}
        >
          <FileQuestionMark aria-hidden className="size-4" />
          {course.quiz ? t('learning.authoring.editQuiz') : t('learning.authoring.addQuiz')}
        </Link>
      </section>

      <CourseCover courseTitle={course.title} coverImage={course.coverImage} answer={answer} />

      <section aria-labelledby="details" className="mt-10">
        <h2 id="details" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.authoring.details')}
        </h2>
        <Form
          method="post"
          noValidate
          className="mt-4 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
        >
          <input type="hidden" name="intent" value="details" />
          <CourseDetailsFields
            values={detailsFailed ? (answer?.values ?? course.details) : course.details}
            errors={detailsFailed ? answer?.fieldErrors : undefined}
          />
          <p className="text-sm text-stone-600 sm:col-span-2">
            {t('learning.authoring.addressStays', { href: pathTo('/courses/:slug', { slug: course.slug }) })}
          </p>
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass('primary', 'md')} disabled={navigation.state !== 'idle'}>
              {t('learning.authoring.saveDetails')}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
