import { Link } from 'react-router';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { intlLocale } from '~/utils/intl-locale';
import { pathTo } from '~/utils/routes/path-to';

export type MovementView = {
  id: string;
  productId: string;
  productName: string;
  change: number;
  quantityAfter: number;
  kind: string;
  reason: string;
  createdAt: Date | string;
  actorName: string | null;
  actorEmail: string | null;
};

const KINDS = new Set(['adjustment', 'import', 'created', 'refund']);

/**
 * The audit trail of stock changes: when, what, by how much, the level after, why and who.
 * An account deleted since keeps its changes here, shown as a deleted account.
 */
export function MovementList({
  movements,
  showProduct,
  label,
}: {
  movements: readonly MovementView[];
  showProduct: boolean;
  /** The table's name, for the scrolling region around it. */
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const number = new Intl.NumberFormat(intlLocale(i18n.language), { signDisplay: 'exceptZero' });
  if (movements.length === 0) return <p className="mt-4 text-stone-600">{t('inventory.trail.none')}</p>;
  return (
    <ScrollRegion label={label} className="mt-4">
      <table className="w-full min-w-[44rem] text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('inventory.trail.when')}
            </th>
            {showProduct && (
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('inventory.trail.product')}
              </th>
            )}
            <th scope="col" className="py-2 pe-3 text-end font-medium">
              {t('inventory.trail.change')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">
              {t('inventory.trail.after')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('inventory.trail.kind')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('inventory.trail.reason')}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t('inventory.trail.who')}
            </th>
          </tr>
        </thead>
        <tbody>
          {movements.map((movement) => (
            <tr key={movement.id} className="border-b border-stone-100 align-top">
              <td className="py-2 pe-3 whitespace-nowrap text-stone-600">{formatWhen(movement.createdAt)}</td>
              {showProduct && (
                <td className="py-2 pe-3">
                  <Link
                    to={pathTo('/inventory/:productId', { productId: movement.productId })}
                    className="font-semibold text-brand-800 underline"
                  >
                    {movement.productName}
                  </Link>
                </td>
              )}
              <td
                className={cn(
                  'py-2 pe-3 text-end font-semibold tabular-nums',
                  movement.change < 0 ? 'text-red-700' : 'text-brand-800',
                )}
              >
                {number.format(movement.change)}
              </td>
              <td className="py-2 pe-3 text-end tabular-nums">{movement.quantityAfter}</td>
              <td className="py-2 pe-3">{KINDS.has(movement.kind) ? t(`inventory.kinds.${movement.kind}`) : movement.kind}</td>
              <td className="py-2 pe-3 break-words text-stone-800">{movement.reason}</td>
              <td className="py-2">
                {movement.actorEmail ? (
                  <>
                    <span className="block">{movement.actorName}</span>
                    <span className="block text-xs text-stone-600">{movement.actorEmail}</span>
                  </>
                ) : (
                  <span className="text-stone-600">{t('inventory.trail.unknown')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
