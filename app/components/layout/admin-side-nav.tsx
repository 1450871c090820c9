import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import type { AdminNavSection } from './admin-nav';

type AdminSideNavProps = {
  sections: readonly AdminNavSection[];
  /** Called when a link is followed (the drawer closes itself). */
  onNavigate?: () => void;
};

/**
 * The admin areas, group by group: the side column on wide screens and the menu drawer on
 * phones and tablets. Ids are per instance, since both can be in the document at once.
 */
export function AdminSideNav({ sections, onNavigate }: AdminSideNavProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <nav aria-label={t('adminNav.label')} className="space-y-6 px-3 py-5">
      {sections.map((section) => (
        <div key={section.group}>
          <p id={`${id}-${section.group}`} className="px-3 pb-1.5 text-xs font-semibold text-stone-500 uppercase">
            {t(section.labelKey)}
          </p>
          <ul aria-labelledby={`${id}-${section.group}`} className="space-y-0.5">
            {section.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  prefetch="intent"
                  aria-current={link.current}
                  onClick={onNavigate}
                  className={cn(
                    'relative flex min-h-10 items-center rounded-lg px-3 py-2 text-sm font-medium',
                    link.current
                      ? 'bg-brand-50 text-brand-900 before:absolute before:inset-y-2 before:start-0 before:w-1 before:rounded-full before:bg-brand-700'
                      : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                    link.current === 'page' && 'font-semibold',
                  )}
                >
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
