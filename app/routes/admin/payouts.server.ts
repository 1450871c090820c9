import { getStripePayouts } from '~/features/payments/payments.server';
import { listPayoutRuns, type PayoutLine, payoutRunLines, previewPayouts } from '~/features/payouts/runs.server';
import { pageSeo } from '~/features/seo/seo.server';
import type { Actor } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';

const lineOut = (line: PayoutLine) => ({ ...line, paidAt: line.paidAt?.toISOString() ?? null });

/** The payout screen's reads: what is owed now, the open (or latest) run's payouts, the recent runs. */
export async function payoutsPage(request: Request, actor: Actor) {
  const [seo, owed, runs] = await Promise.all([
    pageSeo(request, { path: '/admin/payouts', pageKey: 'payouts-admin', noindex: true }),
    previewPayouts({ actor }),
    listPayoutRuns({ actor }),
  ]);
  const current = runs[0] ?? null;
  const lines = current ? ((await payoutRunLines({ actor, runId: current.id })) ?? []) : [];
  return {
    seo,
    refundWindowDays: getEnv().REFUND_WINDOW_DAYS,
    isStripe: getStripePayouts() !== null,
    owed: owed.map(lineOut),
    current: current
      ? {
          ...current,
          startedAt: current.startedAt.toISOString(),
          cutoffAt: current.cutoffAt.toISOString(),
          paidAt: current.paidAt?.toISOString() ?? null,
          lines: lines.map(lineOut),
        }
      : null,
    runs: runs.map((run) => ({
      ...run,
      startedAt: run.startedAt.toISOString(),
      cutoffAt: run.cutoffAt.toISOString(),
      paidAt: run.paidAt?.toISOString() ?? null,
    })),
  };
}
