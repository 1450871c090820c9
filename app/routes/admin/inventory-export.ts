import { requireAccess } from '~/features/accounts/guard.server';
import { exportCsv } from '~/features/inventory/inventory.server';
import type { Route } from './+types/inventory-export';

/**
 * "Export CSV" on /inventory: every product in the import's columns, dated so that a week of
 * exports can sit side by side in a downloads folder. Never cached: it is live stock.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/inventory/export.csv');
  const csv = await exportCsv();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inventory-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
