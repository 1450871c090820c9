import { Link } from 'react-router';
import { DataTable, type DataTableColumn, SortFields } from '~/components/ui/data-table';
import type { SortState } from '~/components/ui/data-table-params';
import { ListSearch } from '~/components/ui/list-search';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { MEMBER_ROLE_FILTERS, type MemberRoleFilter, type MemberSortKey } from '~/features/accounts/member-query';
import type { MemberSummary } from '~/features/accounts/members.server';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import { MemberRoles } from './member-roles';

type MemberRow = Omit<MemberSummary, 'createdAt' | 'lastActiveAt'> & {
  createdAt: Date | string;
  lastActiveAt: Date | string | null;
};

/** /creator-hub/user-oversight: the search and role, then each account with its roles, when it joined and was last active. */
export function UserOversightView({
  members,
  total,
  q,
  role,
  sort,
  defaultSort,
  page,
  pageCount,
}: {
  members: readonly MemberRow[];
  total: number;
  q: string;
  role: MemberRoleFilter | null;
  sort: SortState<MemberSortKey>;
  defaultSort: SortState<MemberSortKey>;
  page: number;
  pageCount: number;
}) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const columns: DataTableColumn<MemberRow, MemberSortKey>[] = [
    {
      id: 'member',
      labelKey: 'oversight.member',
      sortKey: 'name',
      cell: (member) => (
        <>
          <Link
            to={pathTo('/creator-hub/user-oversight/:userId', { userId: member.id })}
            dir="auto"
            className="block font-semibold text-brand-800 underline"
          >
            {member.name}
          </Link>
          <span className="block break-all text-stone-600">{member.email}</span>
        </>
      ),
    },
    { id: 'roles', labelKey: 'oversight.roles', cell: (member) => <MemberRoles roles={member.roles} /> },
    {
      id: 'account',
      labelKey: 'oversight.account',
      className: 'text-stone-700',
      cell: (member) => (
        <>
          <span className="block">{t(member.emailVerified ? 'oversight.verified' : 'oversight.unverified')}</span>
          {member.twoFactorEnabled && <span className="block">{t('oversight.twoStep')}</span>}
        </>
      ),
    },
    {
      id: 'joined',
      labelKey: 'oversight.joined',
      sortKey: 'joined',
      firstDir: 'desc',
      className: 'text-stone-700',
      cell: (member) => formatWhen(member.createdAt),
    },
    {
      id: 'lastActive',
      labelKey: 'oversight.lastActive',
      className: 'text-stone-700',
      cell: (member) => (member.lastActiveAt ? formatWhen(member.lastActiveAt) : t('oversight.noSession')),
    },
  ];
  return (
    <>
      <ListSearch label={t('oversight.search')} submitLabel={t('oversight.find')} defaultValue={q}>
        <label className="space-y-1.5 text-sm font-semibold text-stone-800">
          <span className="block">{t('oversight.role')}</span>
          <select
            name="role"
            defaultValue={role ?? ''}
            className="block rounded-xl border border-stone-300 bg-white px-4 py-2 text-base font-normal"
          >
            <option value="">{t('oversight.allRoles')}</option>
            {MEMBER_ROLE_FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`oversight.roleNames.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <SortFields sort={sort} defaultSort={defaultSort} />
      </ListSearch>
      <DataTable
        label={t('oversight.table')}
        columns={columns}
        rows={members}
        rowKey={(member) => member.id}
        minWidth="48rem"
        sort={sort}
        page={{ page, pageCount }}
        summary={t('oversight.count', { count: total })}
        empty={{ title: t(q || role ? 'oversight.noMatch' : 'oversight.none') }}
      />
    </>
  );
}
