import { Link } from 'react-router';
import { Sheet } from '~/components/ui/sheet';
import { useTranslation } from '~/i18n/use-translation';
import { moreSheetEntries } from './navigation';

type MoreSheetProps = { open: boolean; onOpenChange: (open: boolean) => void; isSignedIn: boolean };

export function MoreSheet({ open, onOpenChange, isSignedIn }: MoreSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="bottom" title={t('moreSheet.title')} closeLabel={t('common.close')}>
      <ul className="grid grid-cols-2 gap-2 p-4 pb-8">
        {moreSheetEntries(isSignedIn).map((entry) => (
          <li key={entry.to + entry.labelKey}>
            <Link
              to={entry.to}
              onClick={() => onOpenChange(false)}
              className="flex rounded-xl border border-stone-200 px-4 py-3 font-medium text-stone-800 hover:border-brand-500 hover:bg-brand-50"
            >
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
