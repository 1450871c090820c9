import { Sheet } from '~/components/ui/sheet';
import { useTranslation } from '~/i18n/use-translation';
import type { AdminNavSection } from './admin-nav';
import { AdminSideNav } from './admin-side-nav';

type AdminNavSheetProps = { open: boolean; onOpenChange: (open: boolean) => void; sections: readonly AdminNavSection[] };

/** The admin navigation on phones and tablets: a drawer from the start side (the right in Arabic). */
export function AdminNavSheet({ open, onOpenChange, sections }: AdminNavSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="start"
      title={t('adminNav.menuTitle')}
      closeLabel={t('adminNav.closeMenu')}
    >
      <AdminSideNav sections={sections} onNavigate={() => onOpenChange(false)} />
    </Sheet>
  );
}
