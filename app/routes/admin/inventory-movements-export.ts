import { data } from 'react-router';
import { csvAttachment, csvTime } from '~/components/ui/data-table-csv';
import { requireAccess } from '~/features/accounts/guard.server';
import { exportMovements } from '~/features/inventory/movements.server';
import { isUuid } from '~/utils/ids';
import type { Route } from './+types/inventory-movements-export';

/**
 * "Export CSV" under the audit trail: every stock change, newest first, or one product's
 * (`?product=<id>`, from its page), with who made it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/inventory/movements.csv');
  const productId = new URL(request.url).searchParams.get('product') ?? undefined;
  if (productId !== undefined && !isUuid(productId)) throw data(null, { status: 400 });
  const movements = await exportMovements({ productId });
  return csvAttachment(
    'stock-movements',
    ['created_at', 'handle', 'product', 'change', 'stock_after', 'kind', 'reason', 'by_name', 'by_email'],
    movements.map((movement) => [
      csvTime(movement.createdAt),
      movement.productHandle,
      movement.productName,
      movement.change,
      movement.quantityAfter,
      movement.kind,
      movement.reason,
      movement.actorName,
      movement.actorEmail,
    ]),
  );
}
