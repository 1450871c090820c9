import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Eye, Save, Trash } from '~/components/ui/icons';
import { MarkdownPreview } from '~/components/ui/markdown-preview';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { SelectField } from '~/components/ui/select-field';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { AUTHORING_LIMITS } from '~/features/learning/authoring.schema';
import { useFieldError } from '~/features/learning/components/course-details-fields';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/lesson-editor';
import type { EditorAnswer } from './course-editor.server';
import { isFileAnswer, LessonFilesEditor } from './lesson-files-editor';

const LIMITS: Record<string, Record<string, number>> = {
  title: AUTHORING_LIMITS.lessonTitle,
  minutes: AUTHORING_LIMITS.lessonMinutes,
  dripDays: AUTHORING_LIMITS.dripDays,
  body: AUTHORING_LIMITS.lessonBody,
  materials: AUTHORING_LIMITS.materials,
};

/** The lesson editor: the lesson's fields, its preview, its materials and files, and deleting it. */
export function LessonEditorView({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { course, lesson, products, files } = loaderData;
  const answer = actionData as EditorAnswer | undefined;
  // After a refused save or a preview the form shows what was sent, not what is stored.
  const kept = answer?.values && (answer.intent === 'preview' || !answer.ok) ? answer.values : null;
  const values = kept ?? lesson.values;
  const isPreview = kept ? kept.isPreview === 'on' : lesson.isPreview;
  const materials = new Set(kept ? (kept.materials ?? '').split(',').filter(Boolean) : lesson.materials);
  const error = useFieldError(answer?.fieldErrors, LIMITS);
  const busy = navigation.state !== 'idle';
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to={pathTo('/instructor-dashboard/courses/:courseId', { courseId: course.id })}
        className="text-sm font-semibold text-brand-800 underline"
        dir="auto"
      >
        {t('learning.authoring.backToCourse', { title: course.title })}
      </Link>
      <div className="mt-4">
        <PageHeader title={lesson.values.title}>
          {course.status === 'published' && (
            <p className="mt-3">
              <Link
                to={pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: lesson.slug })}
                className="font-semibold text-brand-800 underline"
              >
                {t('learning.authoring.viewLesson')}
              </Link>
            </p>
          )}
        </PageHeader>
      </div>
      {answer?.message && !isFileAnswer(answer) && <ResultNotice ok={answer.ok} message={t(answer.message)} className="mt-6" />}
      <Form
        method="post"
        noValidate
        className="mt-6 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
      >
        <TextField
          className="sm:col-span-2"
          label={t('learning.authoring.fields.lessonTitle')}
          name="title"
          maxLength={AUTHORING_LIMITS.lessonTitle.max}
          defaultValue={values.title}
          error={error('title')}
          dir="auto"
        />
        <SelectField
          label={t('learning.authoring.fields.module')}
          name="moduleId"
          defaultValue={values.moduleId}
          error={error('moduleId')}
        >
          {course.modules.map((module, index) => (
            <option key={module.id} value={module.id}>
              {t('learning.authoring.moduleHeading', { number: index + 1, title: module.title })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('learning.authoring.fields.minutes')}
          name="minutes"
          type="number"
          inputMode="numeric"
          min={AUTHORING_LIMITS.lessonMinutes.min}
          max={AUTHORING_LIMITS.lessonMinutes.max}
          defaultValue={values.minutes}
          error={error('minutes')}
        />
        <TextField
          label={t('learning.authoring.fields.videoUrl')}
          hint={t('learning.authoring.fields.videoUrlHint')}
          name="videoUrl"
          type="url"
          inputMode="url"
          maxLength={AUTHORING_LIMITS.videoUrl.max}
          defaultValue={values.videoUrl}
          error={error('videoUrl')}
        />
        <TextField
          label={t('learning.authoring.fields.dripDays')}
          hint={t('learning.authoring.fields.dripDaysHint')}
          name="dripDays"
          type="number"
          inputMode="numeric"
          min={AUTHORING_LIMITS.dripDays.min}
          max={AUTHORING_LIMITS.dripDays.max}
          defaultValue={values.dripDays}
          error={error('dripDays')}
        />
        <label className="flex items-start gap-3 text-stone-800 sm:col-span-2">
          <input type="checkbox" name="isPreview" defaultChecked={isPreview} className="mt-1 size-5 accent-brand-700" />
          <span>
            <span className="font-semibold">{t('learning.authoring.fields.isPreview')}</span>
            <span className="block text-sm text-stone-600">{t('learning.authoring.fields.isPreviewHint')}</span>
          </span>
        </label>
        <TextAreaField
          className="sm:col-span-2"
          label={t('learning.authoring.fields.body')}
          hint={t('learning.authoring.fields.bodyHint')}
          name="body"
          rows={16}
          maxLength={AUTHORING_LIMITS.lessonBody.max}
          defaultValue={values.body}
          error={error('body')}
          dir="auto"
          spellCheck
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
        />
        <fieldset className="sm:col-span-2" aria-describedby={error('materials') ? 'materials-error' : undefined}>
          <legend className="font-semibold text-stone-800">{t('learning.authoring.fields.materials')}</legend>
          <p className="text-sm text-stone-600">
            {t('learning.authoring.fields.materialsHint', { max: AUTHORING_LIMITS.materials.max })}
          </p>
          {error('materials') && (
            <p id="materials-error" className="mt-1 text-sm font-semibold text-red-700">
              {error('materials')}
            </p>
          )}
          <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto rounded-xl border border-stone-200 p-3 sm:grid-cols-2">
            {products.map((product) => (
              <label key={product.handle} className="flex items-center gap-2 py-1 text-sm text-stone-800">
                <input
                  type="checkbox"
                  name="materials"
                  value={product.handle}
                  defaultChecked={materials.has(product.handle)}
                  className="size-4 shrink-0 accent-brand-700"
                />
                {product.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" name="intent" value="save" className={buttonClass('primary', 'md')} disabled={busy}>
            <Save aria-hidden className="size-4" />
            {t('learning.authoring.saveLesson')}
          </button>
          <button type="submit" name="intent" value="preview" className={buttonClass('secondary', 'md')} disabled={busy}>
            <Eye aria-hidden className="size-4" />
            {t('learning.authoring.previewLesson')}
          </button>
        </div>
      </Form>
      {answer?.intent === 'preview' && answer.preview !== undefined && (
        <MarkdownPreview
          id="lesson-preview"
          heading={t('learning.authoring.previewHeading')}
          emptyText={t('learning.authoring.previewEmpty')}
          html={answer.preview}
        />
      )}
      <LessonFilesEditor files={files} answer={answer} />
      <details className="mt-10 border-t border-stone-200 pt-6">
        <summary className="cursor-pointer font-semibold text-red-700">{t('learning.authoring.deleteLesson')}</summary>
        <p className="mt-2 text-sm text-stone-700">{t('learning.authoring.deleteLessonHint')}</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={buttonClass('danger', 'md')}>
            <Trash aria-hidden className="size-4" />
            {t('learning.authoring.deleteLessonConfirm')}
          </button>
        </Form>
      </details>
    </div>
  );
}
