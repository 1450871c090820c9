import { courseEarnings } from '~/features/learning/earnings';
import { getEnv } from '~/utils/env.server';

/*
 * The teaching offer's rates and worked example (issue 13, decision 0051), as /teach,
 * /instructor-join and the dashboard state them. What an instructor actually earned is the money
 * ledger's (decision 0104: the dashboard reads the ledger's roll-up), which applies these rates
 * order by order.
 */

/** The rates earnings are worked out with, as /teach and the dashboard state them. */
export function earningRates() {
  const env = getEnv();
  return { sharePercent: env.INSTRUCTOR_REVENUE_SHARE_PERCENT, reliefPercent: env.RELIEF_SHARE_PERCENT };
}

export type TeachingOffer = {
  sharePercent: number;
  reliefPercent: number;
  /** One place on a course at a typical price, worked out as the dashboard works out earnings. */
  example: { priceCents: number; reliefCents: number; shareCents: number };
};

/** A typical course place, for /teach's worked example. */
const EXAMPLE_PRICE_CENTS = 4900;

/** The teaching offer's figures, from the configured rates (what /teach and /instructor-join show). */
export function teachingOffer(): TeachingOffer {
  const rates = earningRates();
  const example = courseEarnings({ grossCents: EXAMPLE_PRICE_CENTS, refundedCents: 0 }, rates);
  return {
    ...rates,
    example: { priceCents: EXAMPLE_PRICE_CENTS, reliefCents: example.reliefCents, shareCents: example.shareCents },
  };
}
