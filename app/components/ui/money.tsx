import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';

/** An amount of US cents in the reader's number format (SPEC §9: USD, two decimals). */
export function Money({ cents, className }: { cents: number; className?: string }) {
  const { i18n } = useTranslation();
  return <span className={className}>{formatPrice(cents, i18n.language)}</span>;
}
