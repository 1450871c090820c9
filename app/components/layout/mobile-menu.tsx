import { Link } from 'react-router';
import { ChevronRight } from '~/components/ui/icons';
import { Sheet } from '~/components/ui/sheet';
import { useTranslation } from '~/i18n/use-translation';
import { mobileMenuEntries } from './navigation';

type MobileMenuProps = { open: boolean; onOpenChange: (open: boolean) => void; isSignedIn: boolean };

export function MobileMenu({ open, onOpenChange, isSignedIn }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="start" title={t('drawer.title')} closeLabel={t('nav.closeMenu')}>
      <nav aria-label={t('drawer.navLabel')} className="flex-1 px-3 py-3">
        <ul className="space-y-1">
          {mobileMenuEntries(isSignedIn).map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                onClick={() => onOpenChange(false)}
                className="group flex items-center gap-3 rounded-xl px-3 py-3 hover:bg-brand-50"
              >
                <span className="flex-1">
                  <span className="block font-semibold text-stone-900">{t(entry.labelKey)}</span>
                  {entry.subtitleKey && <span className="block text-sm text-stone-600">{t(entry.subtitleKey)}</span>}
                </span>
                <ChevronRight aria-hidden="true" className="size-4 text-stone-400 group-hover:text-brand-700 rtl:rotate-180" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Sheet>
  );
}
