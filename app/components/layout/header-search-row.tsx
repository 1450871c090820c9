import { X } from '~/components/ui/icons';
import { SearchCombobox } from '~/features/search/components/search-combobox';
import { useTranslation } from '~/i18n/use-translation';

/** The row the header's search button opens: the search box with suggestions, and a close button. */
export function HeaderSearchRow({ onClose, closeButtonClass }: { onClose: () => void; closeButtonClass: string }) {
  const { t } = useTranslation();
  return (
    <>
      <SearchCombobox variant="header" autoFocus onDismiss={onClose} />
      <button
        type="button"
        className={closeButtonClass}
        onClick={onClose}
        aria-label={t('search.close')}
        title={t('search.close')}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </>
  );
}
