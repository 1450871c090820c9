import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Sheet } from '~/components/ui/sheet';

/** The cart drawer. Until the store opens nothing can be added, so it shows the empty cart. */
export function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="end" title={t('cart.title')} closeLabel={t('common.close')}>
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ShoppingBag aria-hidden="true" className="size-8" />
        </span>
        <p className="text-lg font-semibold text-stone-900">{t('cart.empty')}</p>
        <p className="text-sm text-stone-600">{t('cart.emptyHint')}</p>
        <Link to="/products" onClick={() => onOpenChange(false)} className={buttonClass('primary')}>
          {t('cart.browse')}
        </Link>
      </div>
    </Sheet>
  );
}
