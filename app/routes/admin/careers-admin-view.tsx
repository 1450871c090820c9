import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import type { AdminRoleRow } from '~/features/careers/admin-roles.server';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { loadCareersAdminPage } from './careers-admin.server';

type CareersAdminData = Awaited<ReturnType<typeof loadCareersAdminPage>>;

/** A role's publish or unpublish button, named for the role it acts on. */
export function PublishToggle({ role }: { role: Pick<AdminRoleRow, 'id' | 'title' | 'published'> }) {
  const { t } = useTranslation();
  const intent = role.published ? 'unpublish' : 'publish';
  return (
    <Form method="post" action={pathTo('/careers/admin')}>
      <input type="hidden" name="roleId" value={role.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={buttonClass(role.published ? 'secondary' : 'primary', 'sm')}
        aria-label={t(`careers.admin.${intent}Named`, { title: role.title })}
      >
        {t(`careers.admin.${intent}`)}
      </button>
    </Form>
  );
}

/** /careers/admin: the roles, with a link to write a new one and each one's publication. */
export function CareersAdminView({ page, answer }: { page: CareersAdminData; answer: ActionAnswer | undefined }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const columns: DataTableColumn<AdminRoleRow>[] = [
    {
      id: 'title',
      labelKey: 'careers.admin.columns.title',
      cell: (role) => (
        <Link to={pathTo('/careers/admin/:roleId', { roleId: role.id })} className="font-semibold text-brand-800 underline">
          {role.title}
        </Link>
      ),
    },
    { id: 'team', labelKey: 'careers.admin.columns.team', cell: (role) => role.team },
    {
      id: 'status',
      labelKey: 'careers.admin.columns.status',
      cell: (role) =>
        role.published
          ? role.closesOn
            ? t('careers.admin.status.publishedUntil', { date: role.closesOn })
            : t('careers.admin.status.published')
          : t('careers.admin.status.draft'),
    },
    {
      id: 'updated',
      labelKey: 'careers.admin.columns.updated',
      className: 'text-stone-600',
      cell: (role) => when(role.updatedAt),
    },
    { id: 'actions', labelKey: 'careers.admin.columns.actions', cell: (role) => <PublishToggle role={role} /> },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <PageHeader title={t('pages.careers-admin.title')} description={t('pages.careers-admin.description')}>
        <p className="mt-4">
          <Link to={pathTo('/careers/admin/new')} className={buttonClass('primary', 'md')}>
            {t('careers.admin.newRole')}
          </Link>
        </p>
      </PageHeader>
      {answer?.message && <ResultNotice ok={answer.ok} message={t(answer.message)} className="mt-6" />}
      <DataTable
        className="mt-8"
        label={t('careers.admin.table')}
        columns={columns}
        rows={page.roles}
        rowKey={(role) => role.id}
        minWidth="48rem"
        summary={t('careers.admin.count', { count: page.roles.length })}
        empty={{ title: t('careers.admin.empty') }}
      />
    </div>
  );
}
