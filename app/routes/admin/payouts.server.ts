import { getStripePayouts } from '~/features/payments/payments.server';
import {
  latestPayoutRun,
  listPayoutRuns,
  PAYOUT_LINE_DEFAULT_SORT,
  PAYOUT_RUNS_PAGE_SIZE,
  type PayoutLine,
  payoutRunLines,
  previewPayouts,
  readPayoutsQuery,
  sortPayoutLines,
} from '~/features/payouts/runs.server';
import { pageSeo } from '~/features/seo/seo.server';
import type { Actor } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';

const lineOut = (line: PayoutLine) => ({
  ...line,
  paidAt: line.paidAt?.toISOString() ?? null,
  cancelledAt: line.cancelledAt?.toISOString() ?? null,
});

type RunRow = Awaited<ReturnType<typeof latestPayoutRun>> & {};
const runOut = (run: RunRow) => ({
  ...run,
  startedAt: run.startedAt.toISOString(),
  cutoffAt: run.cutoffAt.toISOString(),
  paidAt: run.paidAt?.toISOString() ?? null,
});

/**
 * The payout screen's reads: what is owed now and the latest run's payouts (both in the order the
 * address asks for), and a page of the runs, newest first.
 */
export async function payoutsPage(request: Request, actor: Actor) {
  const { sort, page } = readPayoutsQuery(new URL(request.url).searchParams);
  const [seo, owed, runs, current] = await Promise.all([
    pageSeo(request, { path: '/admin/payouts', pageKey: 'payouts-admin', noindex: true }),
    previewPayouts({ actor }),
    listPayoutRuns({ actor, page }),
    latestPayoutRun({ actor }),
  ]);
  const lines = current ? ((await payoutRunLines({ actor, runId: current.id })) ?? []) : [];
  return {
    seo,
    refundWindowDays: getEnv().REFUND_WINDOW_DAYS,
    isStripe: getStripePayouts() !== null,
    sort,
    defaultSort: PAYOUT_LINE_DEFAULT_SORT,
    owed: sortPayoutLines(owed, sort).map(lineOut),
    current: current ? { ...runOut(current), lines: sortPayoutLines(lines, sort).map(lineOut) } : null,
    runs: runs.rows.map(runOut),
    page,
    pageCount: Math.max(1, Math.ceil(runs.total / PAYOUT_RUNS_PAGE_SIZE)),
  };
}
