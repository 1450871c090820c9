import { requireAccess } from '~/features/accounts/guard.server';
import { exportCsv } from '~/features/inventory/csv-export.server';
import { readInventoryListQuery } from '~/features/inventory/inventory-query';
import type { Route } from './+types/inventory-export';

/**
 * "Export CSV" on /inventory: the products the list shows (every product, unfiltered), with its
 * filters and order, in the import's columns; dated so that a week of exports can sit side by
 * side in a downloads folder. Never cached: it is live stock.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/inventory/export.csv');
  const params = new URL(request.url).searchParams;
  // Without a filter or an order in the address, every product by handle, as before the list had them.
  const csv = await exportCsv(params.size > 0 ? readInventoryListQuery(params) : {});
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inventory-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
