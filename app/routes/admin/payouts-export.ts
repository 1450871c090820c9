import { csvAmount, csvAttachment, csvTime } from '~/components/ui/data-table-csv';
import { requireAccess } from '~/features/accounts/guard.server';
import { PAYOUT_CSV_HEADER, payoutRunLines } from '~/features/payouts/runs.server';
import type { Route } from './+types/payouts-export';

/** "Export CSV" of one payout run: a row per payout, what a bank transfer needs and what was done. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/admin/payouts/:runId/export.csv');
  const lines = await payoutRunLines({ actor: user, runId: params.runId });
  if (!lines) throw new Response('Not found', { status: 404 });
  return csvAttachment(
    `payouts-${params.runId.slice(0, 8)}`,
    PAYOUT_CSV_HEADER,
    lines.map((line) => [
      line.id,
      line.account,
      line.partyId,
      line.name,
      line.email,
      csvAmount(line.amountCents),
      'USD',
      line.status,
      line.stripeAccountId,
      line.providerTransferId,
      csvTime(line.paidAt),
      line.bankAccount?.accountHolder ?? null,
      line.bankAccount?.country ?? null,
      line.bankAccount?.last4 ?? null,
    ]),
  );
}
