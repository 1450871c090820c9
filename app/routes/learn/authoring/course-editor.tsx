import { Form, Link, redirect, useNavigation } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { ArrowDown, ArrowUp, ExternalLink, FileQuestionMark, Pencil, Plus, Trash, Users } from '~/components/ui/icons';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { requireAccess } from '~/features/accounts/guard.server';
import { AUTHORING_LIMITS, centsToPrice, courseFormSchema, moduleTitleSchema } from '~/features/learning/authoring.schema';
import {
  addLesson,
  addModule,
  deleteModule,
  moveLesson,
  moveModule,
  problemsOf,
  publishCourse,
  renameModule,
  unpublishCourse,
  updateCourse,
} from '~/features/learning/authoring.server';
import { COURSE_FIELDS, CourseDetailsFields } from '~/features/learning/components/course-details-fields';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { fieldErrorsOf, type Outcome } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/course-editor';
import { type EditorAnswer, editorAnswer, requireEditableCourse, valuesOf } from './course-editor.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor-dashboard/courses/:courseId');
  const course = await requireEditableCourse(request, user, params.courseId);
  const seo = await pageSeo(request, {
    path: pathTo('/instructor-dashboard/courses/:courseId', { courseId: course.id }),
    title: course.title,
    pageKey: 'course-editor',
    noindex: true,
  });
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      status: course.status,
      estimatedMinutes: course.estimatedMinutes,
      learnerCount: course.learnerCount,
      modules: course.modules,
      lessons: course.lessons.map(({ bodyMd, materials: _, ...lesson }) => ({
        ...lesson,
        isEmpty: !bodyMd.trim() && !lesson.videoUrl,
      })),
      quiz: course.quiz ? { title: course.quiz.title, questionCount: course.quiz.questions.length } : null,
      details: {
        title: course.title,
        summary: course.summary,
        description: course.descriptionMd,
        level: course.level,
        topic: course.topic,
        language: course.language,
        priceCents: centsToPrice(course.priceCents),
      },
    },
    problems: problemsOf(course),
    seo,
  };
}

const DIRECTIONS = ['up', 'down'] as const;
const directionOf = (form: FormData) => DIRECTIONS.find((direction) => direction === textField(form, 'direction'));

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/instructor-dashboard/courses/:courseId');
  const course = await requireEditableCourse(request, user, params.courseId);
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const intent = textField(form, 'intent');
  const courseId = course.id;
  const answer = (outcome: Outcome, success: string, target?: string) =>
    editorAnswer({ ok: outcome.ok, intent, target, message: outcome.ok ? success : outcome.message });

  switch (intent) {
    case 'details': {
      const values = valuesOf(form, COURSE_FIELDS);
      const parsed = courseFormSchema.safeParse(values);
      if (!parsed.success) return editorAnswer({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), values });
      return answer(await updateCourse({ courseId, input: parsed.data }), 'learning.authoring.saved');
    }
    case 'publish':
      return answer(await publishCourse({ courseId }), 'learning.authoring.published');
    case 'unpublish':
      return answer(await unpublishCourse({ courseId }), 'learning.authoring.unpublished');
    case 'add-module': {
      const title = moduleTitleSchema.safeParse(textField(form, 'title'));
      if (!title.success)
        return editorAnswer({ ok: false, intent, target: 'new-module', message: title.error.issues[0]?.message });
      return answer(await addModule({ courseId, title: title.data }), 'learning.authoring.moduleAdded');
    }
    case 'rename-module': {
      const moduleId = textField(form, 'moduleId');
      const title = moduleTitleSchema.safeParse(textField(form, 'title'));
      if (!title.success) return editorAnswer({ ok: false, intent, target: moduleId, message: title.error.issues[0]?.message });
      return answer(await renameModule({ courseId, moduleId, title: title.data }), 'learning.authoring.saved', moduleId);
    }
    case 'move-module': {
      const direction = directionOf(form);
      if (!direction) break;
      return answer(await moveModule({ courseId, moduleId: textField(form, 'moduleId'), direction }), 'learning.authoring.moved');
    }
    case 'delete-module': {
      const moduleId = textField(form, 'moduleId');
      return answer(await deleteModule({ courseId, moduleId }), 'learning.authoring.moduleDeleted', moduleId);
    }
    case 'add-lesson': {
      const moduleId = textField(form, 'moduleId');
      const title = textField(form, 'title').trim();
      if (title.length < AUTHORING_LIMITS.lessonTitle.min || title.length > AUTHORING_LIMITS.lessonTitle.max)
        return editorAnswer({ ok: false, intent, target: moduleId, message: 'learning.authoring.errors.lessonTitle' });
      const added = await addLesson({ courseId, moduleId, title });
      if (!added.ok) return editorAnswer({ ok: false, intent, target: moduleId, message: added.message });
      return redirect(
        pathTo('/instructor-dashboard/courses/:courseId/lessons/:lessonId', { courseId, lessonId: added.lessonId }),
      );
    }
    case 'move-lesson': {
      const direction = directionOf(form);
      if (!direction) break;
      return answer(await moveLesson({ courseId, lessonId: textField(form, 'lessonId'), direction }), 'learning.authoring.moved');
    }
  }
  return editorAnswer({ ok: false, intent, message: 'errors.badForm' });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

type LoaderData = Route.ComponentProps['loaderData'];

/** A row's up and down buttons: each posts the move, and the ends are disabled. */
function MoveButtons({
  intent,
  idName,
  id,
  label,
  isFirst,
  isLast,
}: {
  intent: string;
  idName: string;
  id: string;
  label: string;
  isFirst: boolean;
  isLast: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="flex gap-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idName} value={id} />
      <button
        type="submit"
        name="direction"
        value="up"
        disabled={isFirst}
        className={buttonClass('ghost', 'icon')}
        aria-label={t('learning.authoring.moveUp', { name: label })}
      >
        <ArrowUp aria-hidden className="size-5" />
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        disabled={isLast}
        className={buttonClass('ghost', 'icon')}
        aria-label={t('learning.authoring.moveDown', { name: label })}
      >
        <ArrowDown aria-hidden className="size-5" />
      </button>
    </Form>
  );
}

const inputClass =
  'block w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 aria-invalid:border-red-600';

function ModuleSection({
  course,
  module,
  index,
  answer,
}: {
  course: LoaderData['course'];
  module: LoaderData['course']['modules'][number];
  index: number;
  answer: EditorAnswer | undefined;
}) {
  const { t } = useTranslation();
  const lessons = course.lessons.filter((lesson) => lesson.moduleId === module.id);
  const failed = answer && !answer.ok && answer.target === module.id ? answer : null;
  const renameError = failed?.intent === 'rename-module' ? failed.message : undefined;
  const addError = failed?.intent === 'add-lesson' ? failed.message : undefined;
  const deleteError = failed?.intent === 'delete-module' ? failed.message : undefined;
  const titleId = `module-${module.id}`;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start gap-2">
        <h3 id={titleId} className="min-w-0 flex-1 font-serif text-lg font-bold text-stone-900" dir="auto">
          {t('learning.authoring.moduleHeading', { number: index + 1, title: module.title })}
        </h3>
        <MoveButtons
          intent="move-module"
          idName="moduleId"
          id={module.id}
          label={module.title}
          isFirst={index === 0}
          isLast={index === course.modules.length - 1}
        />
        <Form method="post">
          <input type="hidden" name="intent" value="delete-module" />
          <input type="hidden" name="moduleId" value={module.id} />
          <button
            type="submit"
            className={buttonClass('ghost', 'icon')}
            aria-label={t('learning.authoring.deleteModule', { name: module.title })}
          >
            <Trash aria-hidden className="size-5" />
          </button>
        </Form>
      </div>
      {deleteError && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {t(deleteError)}
        </p>
      )}
      <details className="mt-2" open={Boolean(renameError)}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t('learning.authoring.renameModule')}</summary>
        <Form method="post" className="mt-2 flex flex-wrap items-start gap-2">
          <input type="hidden" name="intent" value="rename-module" />
          <input type="hidden" name="moduleId" value={module.id} />
          <label className="min-w-0 flex-1 text-sm font-semibold text-stone-800">
            {t('learning.authoring.fields.moduleTitle')}
            <input
              name="title"
              defaultValue={module.title}
              maxLength={AUTHORING_LIMITS.moduleTitle.max}
              aria-invalid={renameError ? true : undefined}
              className={`mt-1 ${inputClass}`}
              dir="auto"
            />
          </label>
          <button type="submit" className={buttonClass('secondary', 'sm', 'mt-6')}>
            {t('learning.authoring.save')}
          </button>
        </Form>
        {renameError && (
          <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {t(renameError, AUTHORING_LIMITS.moduleTitle)}
          </p>
        )}
      </details>
      {lessons.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('learning.authoring.noLessons')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-100 rounded-xl border border-stone-100">
          {lessons.map((lesson, lessonIndex) => (
            <li key={lesson.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <Link
                to={pathTo('/instructor-dashboard/courses/:courseId/lessons/:lessonId', {
                  courseId: course.id,
                  lessonId: lesson.id,
                })}
                className="inline-flex min-w-0 flex-1 items-center gap-2 font-semibold text-brand-800 underline"
                dir="auto"
              >
                <Pencil aria-hidden className="size-4 shrink-0" />
                {lesson.title}
              </Link>
              <span className="text-sm text-stone-600">
                {t('learning.authoring.lessonFacts', { minutes: lesson.minutes })}
                {lesson.isPreview && ` · ${t('learning.authoring.previewBadge')}`}
                {lesson.isEmpty && ` · ${t('learning.authoring.emptyBadge')}`}
              </span>
              <MoveButtons
                intent="move-lesson"
                idName="lessonId"
                id={lesson.id}
                label={lesson.title}
                isFirst={lessonIndex === 0}
                isLast={lessonIndex === lessons.length - 1}
              />
            </li>
          ))}
        </ol>
      )}
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="add-lesson" />
        <input type="hidden" name="moduleId" value={module.id} />
        <label className="min-w-0 flex-1 text-sm font-semibold text-stone-800">
          {t('learning.authoring.newLessonTitle')}
          <input
            name="title"
            maxLength={AUTHORING_LIMITS.lessonTitle.max}
            aria-invalid={addError ? true : undefined}
            className={`mt-1 ${inputClass}`}
            dir="auto"
          />
        </label>
        <button type="submit" className={buttonClass('secondary', 'md')}>
          <Plus aria-hidden className="size-4" />
          {t('learning.authoring.addLesson')}
        </button>
      </Form>
      {addError && (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {t(addError, AUTHORING_LIMITS.lessonTitle)}
        </p>
      )}
    </li>
  );
}

export default function CourseEditorPage({ loaderData, actionData }: Route.ComponentProps) {
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
