import { csvAmount, csvAttachment, csvTime } from '~/components/ui/data-table-csv';
import { requireAccess } from '~/features/accounts/guard.server';
import { exportReliefEntries, readReliefQuery } from '~/features/relief/relief.server';
import type { Route } from './+types/foundation-export';

/** "Export CSV" on /creator-hub/foundation: every entry of the relief ledger, in the order the page shows. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/foundation/export.csv');
  const entries = await exportReliefEntries(readReliefQuery(new URL(request.url).searchParams));
  return csvAttachment(
    'relief-ledger',
    ['created_at', 'kind', 'amount_usd', 'note', 'order_id'],
    entries.map((entry) => [csvTime(entry.createdAt), entry.kind, csvAmount(entry.amountCents), entry.note, entry.orderId]),
  );
}
