import { courseEarnings, type Earnings, totalEarnings } from '~/features/learning/earnings';
import { findSoldOfferings } from '~/features/learning/teaching.server';
import { findProductSales } from '~/features/orders/product-sales.server';
import { getEnv } from '~/utils/env.server';

/*
 * An instructor's earnings (issue 13, decision 0051): learning knows which product sells each
 * course, orders knows what was paid and refunded; the two meet here, beside the dashboard.
 */

/** The rates earnings are worked out with, as /teach and the dashboard state them. */
export function earningRates() {
  const env = getEnv();
  return { sharePercent: env.INSTRUCTOR_REVENUE_SHARE_PERCENT, reliefPercent: env.RELIEF_SHARE_PERCENT };
}

export type EarningsRow = Earnings & {
  id: string;
  kind: 'course' | 'class';
  title: string;
  orderCount: number;
  grossCents: number;
  refundedCents: number;
};

/**
 * Earnings per course and paid live class the instructor has sold places on (what never sold is
 * left out), and the total. A class's seats are worked out as a course's places are.
 */
export async function loadEarnings(
  taught: readonly { id: string; title: string; productId: string | null; kind?: 'course' | 'class' }[],
) {
  const rates = earningRates();
  const sales = await findProductSales(taught.flatMap((course) => (course.productId ? [course.productId] : [])));
  const rows: EarningsRow[] = taught.flatMap((course) => {
    const sold = course.productId ? sales.get(course.productId) : undefined;
    if (!sold) return [];
    return [
      {
        id: course.id,
        kind: course.kind ?? 'course',
        title: course.title,
        orderCount: sold.orderCount,
        grossCents: sold.grossCents,
        refundedCents: sold.refundedCents,
        ...courseEarnings(sold, rates),
      },
    ];
  });
  return { rows, total: totalEarnings(rows), ...rates };
}

/**
 * Every instructor's earned share, summed over their courses and classes as the dashboard sums
 * them (each course's share rounded on its own), for the payouts pages (decision 0057); `only`
 * narrows it to one instructor.
 */
export async function loadShareByInstructor(only?: string): Promise<Map<string, number>> {
  const offerings = await findSoldOfferings(only);
  const teacherOf = new Map(offerings.map((offering) => [`${offering.kind}:${offering.id}`, offering.instructorId]));
  const { rows } = await loadEarnings(offerings);
  const shares = new Map<string, number>();
  for (const row of rows) {
    const instructorId = teacherOf.get(`${row.kind}:${row.id}`);
    if (instructorId) shares.set(instructorId, (shares.get(instructorId) ?? 0) + row.shareCents);
  }
  return shares;
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
