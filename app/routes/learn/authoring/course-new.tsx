import { Form, Link, redirect, useNavigation } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextField } from '~/components/ui/text-field';
import { requireAccess } from '~/features/accounts/guard.server';
import { AUTHORING_LIMITS, newCourseFormSchema } from '~/features/learning/authoring.schema';
import { COURSE_FIELDS, CourseDetailsFields, useFieldError } from '~/features/learning/components/course-details-fields';
import { createCourse } from '~/features/learning/course-details.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { fieldErrorsOf } from '~/utils/form-result';
import { fullName } from '~/utils/person-name';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/course-new';
import { type EditorAnswer, editorAnswer, valuesOf } from './course-editor.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/instructor-dashboard/courses/new');
  return {
    seo: await pageSeo(request, { path: pathTo('/instructor-dashboard/courses/new'), pageKey: 'course-new', noindex: true }),
  };
}

/** A new draft course, taught by whoever writes it; the editor opens on it. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/instructor-dashboard/courses/new');
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const values = valuesOf(read.form, [...COURSE_FIELDS, 'firstModule']);
  const parsed = newCourseFormSchema.safeParse(values);
  if (!parsed.success) return editorAnswer({ ok: false, intent: 'create', fieldErrors: fieldErrorsOf(parsed.error), values });
  const created = await createCourse({
    actor: user,
    instructorName: fullName(user.firstName, user.lastName) || user.email,
    input: parsed.data,
  });
  if (!created.ok) return editorAnswer({ ok: false, intent: 'create', message: created.message, values });
  return redirect(pathTo('/instructor-dashboard/courses/:courseId', { courseId: created.courseId }));
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function NewCoursePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as EditorAnswer | undefined;
  const navigation = useNavigation();
  const values = answer?.values ?? { level: 'beginner', topic: 'growing', language: 'en' };
  const error = useFieldError(answer?.fieldErrors, { firstModule: AUTHORING_LIMITS.moduleTitle });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to="/instructor-dashboard" className="text-sm font-semibold text-brand-800 underline">
        {t('learning.authoring.backToDashboard')}
      </Link>
      <div className="mt-4">
        <PageHeader title={loaderData.seo.title} description={loaderData.seo.description} />
      </div>
      <Form
        method="post"
        noValidate
        className="mt-8 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
      >
        {answer?.message && <ResultNotice ok={false} message={t(answer.message)} className="sm:col-span-2" />}
        <CourseDetailsFields values={values} errors={answer?.fieldErrors} />
        <TextField
          label={t('learning.authoring.fields.firstModule')}
          hint={t('learning.authoring.fields.firstModuleHint')}
          name="firstModule"
          maxLength={AUTHORING_LIMITS.moduleTitle.max}
          defaultValue={values.firstModule ?? t('learning.authoring.fields.firstModuleDefault')}
          error={error('firstModule')}
          dir="auto"
        />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass('primary', 'md')} disabled={navigation.state !== 'idle'}>
            {t('learning.authoring.create')}
          </button>
        </div>
      </Form>
    </div>
  );
}
