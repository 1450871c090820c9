import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
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
 * An account deleted since keeps its changes here, shown as a deleted account. The latest
 * changes only, newest first (a trail is read in time order); its CSV export holds them all.
 */
export function MovementList({
  movements,
  showProduct,
  label,
  productId,
}: {
  movements: readonly MovementView[];
  showProduct: boolean;
  /** The table's name, for the scrolling region around it. */
  label: string;
  /** One product's changes: its export is that product's too. */
  productId?: string;
}) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const number = new Intl.NumberFormat(intlLocale(i18n.language), { signDisplay: 'exceptZero' });
  const columns: DataTableColumn<MovementView>[] = [
    {
      id: 'when',
      labelKey: 'inventory.trail.when',
      className: 'whitespace-nowrap text-stone-600',
      cell: (movement) => formatWhen(movement.createdAt),
    },
    ...(showProduct
      ? [
          {
            id: 'product',
            labelKey: 'inventory.trail.product',
            cell: (movement: MovementView) => (
              <Link
                to={pathTo('/inventory/:productId', { productId: movement.productId })}
                className="font-semibold text-brand-800 underline"
              >
                {movement.productName}
              </Link>
            ),
          },
        ]
      : []),
    {
      id: 'change',
      labelKey: 'inventory.trail.change',
      numeric: true,
      cell: (movement) => (
        <span className={cn('font-semibold', movement.change < 0 ? 'text-red-700' : 'text-brand-800')}>
          {number.format(movement.change)}
        </span>
      ),
    },
    { id: 'after', labelKey: 'inventory.trail.after', numeric: true, cell: (movement) => movement.quantityAfter },
    {
      id: 'kind',
      labelKey: 'inventory.trail.kind',
      cell: (movement) => (KINDS.has(movement.kind) ? t(`inventory.kinds.${movement.kind}`) : movement.kind),
    },
    {
      id: 'reason',
      labelKey: 'inventory.trail.reason',
      className: 'break-words text-stone-800',
      cell: (movement) => movement.reason,
    },
    {
      id: 'who',
      labelKey: 'inventory.trail.who',
      cell: (movement) =>
        movement.actorEmail ? (
          <>
            <span className="block">{movement.actorName}</span>
            <span className="block text-xs text-stone-600">{movement.actorEmail}</span>
          </>
        ) : (
          <span className="text-stone-600">{t('inventory.trail.unknown')}</span>
        ),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={movements}
      rowKey={(movement) => movement.id}
      minWidth="44rem"
      exportHref={
        productId ? `/inventory/movements.csv?${new URLSearchParams({ product: productId })}` : '/inventory/movements.csv'
      }
      empty={{ title: t('inventory.trail.none') }}
    />
  );
}
