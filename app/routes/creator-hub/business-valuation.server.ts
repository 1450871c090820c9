import { ledgerYear } from '~/features/ledger/business-figures.server';
import { customerFigures } from '~/features/orders/customer-figures.server';
import { pageSeo } from '~/features/seo/seo.server';
import { recurringRevenue } from '~/features/subscriptions/recurring-revenue.server';
import type { Actor } from '~/utils/actor';

/*
 * The business valuation screen (decision 0113): a year of the ledger, the recurring revenue of
 * active subscriptions and who bought, each read by its own domain for the acting admin, all at
 * once; and, when the admin gives a range of multiples in the address (`?low=&high=`), what a
 * year of the revenue the business keeps comes to at each. The multiples are the admin's: the
 * page offers no market figure of its own, since none it could cite would fit this business.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const MULTIPLE_MAX = 50;

type MultipleError = 'valuation.errors.multiple' | 'valuation.errors.order';

/** One multiple from the address: blank is "not given"; anything else must be a number above 0 and at most 50. */
function readMultiple(raw: string | null): { raw: string; value: number | null; error?: MultipleError } {
  const text = (raw ?? '').trim().slice(0, 12);
  if (text === '') return { raw: '', value: null };
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0 || value > MULTIPLE_MAX)
    return { raw: text, value: null, error: 'valuation.errors.multiple' };
  return { raw: text, value: Math.round(value * 100) / 100 };
}

export async function loadBusinessValuation(request: Request, user: Actor) {
  const url = new URL(request.url);
  const now = new Date();
  const [year, recurring, customers, seo] = await Promise.all([
    ledgerYear({ actor: user, now }),
    recurringRevenue({ actor: user }),
    customerFigures({ actor: user, since: new Date(now.getTime() - 365 * DAY_MS) }),
    pageSeo(request, { path: '/creator-hub/business-valuation', pageKey: 'creator-hub-business-valuation', noindex: true }),
  ]);
  const low = readMultiple(url.searchParams.get('low'));
  const high = readMultiple(url.searchParams.get('high'));
  if (low.value !== null && high.value !== null && low.value > high.value) high.error = 'valuation.errors.order';
  const isEstimated = low.value !== null && high.value !== null && !low.error && !high.error;
  return {
    seo,
    year,
    recurring,
    customers,
    multiples: { low: low.raw, high: high.raw, lowError: low.error ?? null, highError: high.error ?? null },
    estimate:
      isEstimated && low.value !== null && high.value !== null
        ? {
            low: low.value,
            high: high.value,
            lowCents: Math.round(year.keptCents * low.value),
            highCents: Math.round(year.keptCents * high.value),
          }
        : null,
  };
}

export type BusinessValuation = Awaited<ReturnType<typeof loadBusinessValuation>>;
