import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { Money } from './money';

/**
 * An order or checkout line's figures, the way a receipt prints them: "2 × $24.99" and the line's
 * total at the end, each a term and its definition so a screen reader names them (quantity, price
 * each, line total). They wrap onto a second row rather than run together on a narrow screen.
 */
export function LineAmounts({
  quantity,
  unitPriceCents,
  className,
}: {
  quantity: number;
  unitPriceCents: number;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className={cn('flex flex-wrap items-baseline gap-x-1.5 gap-y-1', className)}>
      <div className="flex">
        <dt className="sr-only">{t('lineAmounts.quantity')}</dt>
        <dd className="text-stone-700">{quantity}</dd>
      </div>
      <div className="flex">
        <dt className="sr-only">{t('lineAmounts.unitPrice')}</dt>
        <dd className="text-stone-700">
          <span aria-hidden="true">× </span>
          <Money cents={unitPriceCents} />
        </dd>
      </div>
      <div className="ms-auto flex ps-3">
        <dt className="sr-only">{t('lineAmounts.total')}</dt>
        <dd className="font-semibold text-stone-900">
          <Money cents={unitPriceCents * quantity} />
        </dd>
      </div>
    </dl>
  );
}
