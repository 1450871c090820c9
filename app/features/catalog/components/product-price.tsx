import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';

/** SPEC §9: USD with 2 decimals in the visitor's number format; a missing price is 'Free'. */
export function ProductPrice({ cents, className }: { cents: number | null; className?: string }) {
  const { t, i18n } = useTranslation();
  return <span className={className}>{cents === null ? t('catalog.free') : formatPrice(cents, i18n.language)}</span>;
}

/** In stock, only a few left, or out of stock; untracked goods are always available. */
export function StockState({ trackInventory, stockQuantity }: { trackInventory: boolean; stockQuantity: number }) {
  const { t } = useTranslation();
  if (!trackInventory)
    return <span className="text-sm whitespace-nowrap font-medium text-brand-800">{t('catalog.stock.available')}</span>;
  if (stockQuantity <= 0)
    return <span className="text-sm whitespace-nowrap font-semibold text-red-800">{t('catalog.stock.out')}</span>;
  if (stockQuantity <= 5)
    return (
      <span className="text-sm whitespace-nowrap font-semibold text-amber-800">
        {t('catalog.stock.low', { count: stockQuantity })}
      </span>
    );
  return <span className="text-sm whitespace-nowrap font-medium text-brand-800">{t('catalog.stock.in')}</span>;
}
