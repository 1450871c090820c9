import { useTranslation } from '~/i18n/use-translation';
import { COMMISSION_CATEGORIES } from '../programme.schema';

/**
 * The categories that earn a rate of their own (decision 0100), in one sentence: "Courses earn
 * 25 % and Seeds 7.5 %; everything else earns 10 %." Nothing when every category earns the
 * programme's rate.
 */
export function CategoryRatesNote({
  rates,
  percent,
  className,
}: {
  rates: Partial<Record<string, number>>;
  percent: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const set = COMMISSION_CATEGORIES.filter((category) => rates[category] !== undefined);
  if (set.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    set.map((category) =>
      t('affiliates.categoryRates.item', { category: t(`catalog.categories.${category}`), percent: rates[category] }),
    ),
  );
  return <p className={className}>{t('affiliates.categoryRates.note', { list, percent })}</p>;
}
