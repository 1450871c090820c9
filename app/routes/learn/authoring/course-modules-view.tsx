import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash } from '~/components/ui/icons';
import { AUTHORING_LIMITS } from '~/features/learning/authoring.schema';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { EditorAnswer } from './course-editor.server';
import type { CourseEditorData } from './course-editor-page.server';

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

/** The outline's inline inputs (a module's title, a new lesson's), shared with the editor's own. */
export const inputClass =
  'block w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 aria-invalid:border-red-600';

/** One module of the course's outline: its title, its lessons in order, and the forms that change them. */
export function ModuleSection({
  course,
  module,
  index,
  answer,
}: {
  course: CourseEditorData['course'];
  module: CourseEditorData['course']['modules'][number];
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
