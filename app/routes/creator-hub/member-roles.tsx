import { useTranslation } from '~/i18n/use-translation';

/** An account's role records as small labels; "Member" alone when it holds none (every account is one). */
export function MemberRoles({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const shown = roles.filter((role) => role !== 'user');
  if (shown.length === 0) return <span className="text-stone-600">{t('oversight.roleNames.user')}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((role) => (
        <li key={role} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-800">
          {t(`oversight.roleNames.${role}`)}
        </li>
      ))}
    </ul>
  );
}
