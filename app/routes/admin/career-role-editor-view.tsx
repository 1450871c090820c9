import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { MarkdownPreview } from '~/components/ui/markdown-preview';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { SelectField } from '~/components/ui/select-field';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { EMPLOYMENT_TYPES, ROLE_LIMITS, WORKPLACES } from '~/features/careers/careers-rules';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { loadRoleEditor, RoleEditorAnswer } from './career-role-editor.server';

type EditorData = Awaited<ReturnType<typeof loadRoleEditor>>;

const LIMIT_VARS: Record<string, Record<string, number>> = {
  title: ROLE_LIMITS.title,
  team: ROLE_LIMITS.team,
  location: ROLE_LIMITS.location,
  summary: ROLE_LIMITS.summary,
  description: ROLE_LIMITS.description,
};

/**
 * The role editor (admins): the role's fields, its description in markdown with a preview
 * rendered on the server as it will read, publishing it on /careers or taking it off, and
 * deleting it.
 */
export function CareerRoleEditorView({ page, answer }: { page: EditorData; answer: RoleEditorAnswer | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { role } = page;
  const kept = answer?.values && (answer.intent === 'preview' || !answer.ok) ? answer.values : null;
  const values = kept ?? page.values;
  const error = (field: string) => {
    const key = answer?.fieldErrors?.[field];
    return key ? t(key, LIMIT_VARS[field] ?? {}) : undefined;
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <Link to={pathTo('/careers/admin')} className="text-sm font-semibold text-brand-800 underline">
        {t('careers.admin.backToList')}
      </Link>
      <div className="mt-4">
        <PageHeader title={role ? role.title : t('careers.admin.newRole')}>
          {role && (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="font-semibold text-stone-800">
                {role.published ? t('careers.admin.status.published') : t('careers.admin.status.draft')}
              </p>
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value={role.published ? 'unpublish' : 'publish'}
                  className={buttonClass(role.published ? 'secondary' : 'primary', 'sm')}
                  disabled={busy}
                >
                  {t(role.published ? 'careers.admin.unpublish' : 'careers.admin.publish')}
                </button>
              </Form>
              {role.published && (
                <Link to={pathTo('/careers/:slug', { slug: role.slug })} className="font-semibold text-brand-800 underline">
                  {t('careers.admin.viewRole')}
                </Link>
              )}
            </div>
          )}
        </PageHeader>
      </div>
      {answer?.message && <ResultNotice ok={answer.ok} message={t(answer.message)} className="mt-6" />}
      <Form
        method="post"
        noValidate
        className="mt-6 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
      >
        <TextField
          label={t('careers.admin.fields.title')}
          hint={t('careers.admin.fields.titleHint', ROLE_LIMITS.title)}
          name="title"
          maxLength={ROLE_LIMITS.title.max}
          defaultValue={values.title}
          error={error('title')}
          dir="auto"
        />
        <TextField
          label={t('careers.admin.fields.slug')}
          hint={t('careers.admin.fields.slugHint')}
          name="slug"
          maxLength={80}
          defaultValue={values.slug}
          error={error('slug')}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          label={t('careers.admin.fields.team')}
          name="team"
          maxLength={ROLE_LIMITS.team.max}
          defaultValue={values.team}
          error={error('team')}
        />
        <SelectField
          label={t('careers.admin.fields.employmentType')}
          name="employmentType"
          defaultValue={values.employmentType}
          error={error('employmentType')}
        >
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`careers.employmentType.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('careers.admin.fields.workplace')}
          name="workplace"
          defaultValue={values.workplace}
          error={error('workplace')}
        >
          {WORKPLACES.map((workplace) => (
            <option key={workplace} value={workplace}>
              {t(`careers.workplace.${workplace}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('careers.admin.fields.location')}
          hint={t('careers.admin.fields.locationHint')}
          name="location"
          maxLength={ROLE_LIMITS.location.max}
          defaultValue={values.location}
          error={error('location')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('careers.admin.fields.summary')}
          hint={t('careers.admin.fields.summaryHint', ROLE_LIMITS.summary)}
          name="summary"
          rows={2}
          maxLength={ROLE_LIMITS.summary.max}
          defaultValue={values.summary}
          error={error('summary')}
          dir="auto"
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('careers.admin.fields.description')}
          hint={t('careers.admin.fields.descriptionHint')}
          name="description"
          rows={16}
          maxLength={ROLE_LIMITS.description.max}
          defaultValue={values.description}
          error={error('description')}
          dir="auto"
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
        />
        <TextField
          label={t('careers.admin.fields.applyEmail')}
          hint={t('careers.admin.fields.applyHint')}
          name="applyEmail"
          type="email"
          maxLength={ROLE_LIMITS.applyEmail.max}
          defaultValue={values.applyEmail}
          error={error('applyEmail')}
        />
        <TextField
          label={t('careers.admin.fields.applyUrl')}
          hint={t('careers.admin.fields.applyHint')}
          name="applyUrl"
          type="url"
          maxLength={ROLE_LIMITS.applyUrl.max}
          defaultValue={values.applyUrl}
          error={error('applyUrl')}
        />
        <TextField
          label={t('careers.admin.fields.closesOn')}
          hint={t('careers.admin.fields.closesOnHint')}
          name="closesOn"
          type="date"
          defaultValue={values.closesOn}
          error={error('closesOn')}
        />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" name="intent" value="save" className={buttonClass('primary', 'md')} disabled={busy}>
            {t('careers.admin.save')}
          </button>
          <button type="submit" name="intent" value="preview" className={buttonClass('secondary', 'md')} disabled={busy}>
            {t('careers.admin.preview')}
          </button>
        </div>
      </Form>
      {answer?.intent === 'preview' && answer.preview !== undefined && (
        <MarkdownPreview
          id="role-preview"
          heading={t('careers.admin.previewHeading')}
          emptyText={t('careers.admin.previewEmpty')}
          html={answer.preview}
        />
      )}
      {role && (
        <details className="mt-10 border-t border-stone-200 pt-6">
          <summary className="cursor-pointer font-semibold text-red-700">{t('careers.admin.delete')}</summary>
          <p className="mt-2 text-sm text-stone-700">{t('careers.admin.deleteHint')}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={buttonClass('danger', 'md')}>
              {t('careers.admin.deleteConfirm')}
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}
