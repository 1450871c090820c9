import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { programmeTerms } from '~/features/affiliates/affiliates.server';
import { readCategoryRates } from '~/features/affiliates/category-rates.server';
import { moneySettings } from '~/features/orders/checkout.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { percentOf } from '~/utils/money';
import type { Route } from './+types/program';
import { ProgramView } from './program-view';

/** The worked example's basket: goods worth $80.00, shipped free. */
const EXAMPLE_GOODS_CENTS = 8_000;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/affiliate-program');
  const terms = programmeTerms();
  const money = moneySettings();
  // The same arithmetic as the ledger's (features/ledger/allocation.ts), on one line of goods.
  const reliefCents = percentOf(EXAMPLE_GOODS_CENTS, money.reliefSharePercent);
  const taxCents = percentOf(EXAMPLE_GOODS_CENTS, money.taxRatePercent);
  const proceedsCents = EXAMPLE_GOODS_CENTS - reliefCents;
  return {
    seo: await pageSeo(request, { path: '/affiliate-program', pageKey: 'affiliate-program' }),
    terms,
    categoryRates: await readCategoryRates(),
    example: {
      goodsCents: EXAMPLE_GOODS_CENTS,
      taxCents,
      paidCents: EXAMPLE_GOODS_CENTS + taxCents,
      reliefPercent: money.reliefSharePercent,
      reliefCents,
      proceedsCents,
      commissionCents: percentOf(proceedsCents, terms.commissionPercent),
      overrideCents: percentOf(proceedsCents, terms.leaderOverridePercent),
    },
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AffiliateProgramPage({ loaderData }: Route.ComponentProps) {
  return <ProgramView terms={loaderData.terms} example={loaderData.example} categoryRates={loaderData.categoryRates} />;
}
