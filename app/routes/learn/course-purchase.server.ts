import type { PublishedCourse } from '~/features/learning/courses.server';
import { enrolmentFailure } from '~/features/learning/failures';
import { moneySettings } from '~/features/orders/checkout.server';
import { placeDirectOrder } from '~/features/orders/direct-order.server';
import { checkoutFailure } from '~/features/orders/failures';
import { orderTotals } from '~/features/orders/money';
import type { Actor } from '~/utils/actor';
import { isUuid } from '~/utils/ids';

/*
 * A place on a paid course, bought as an order of its own kind (decision 0048): one digital line
 * of the course's product, taxed and sharing 10% with relief like goods, never shipped, paid on
 * the provider's page like any order, refunded from /admin/orders like any order. The buyer is
 * enrolled when the order is paid (the order.paid reaction in server/reactions/learning.ts). It
 * composes learning with orders and payments, so it lives beside the course routes.
 */

/** What a place on the course costs at checkout: the price, the tax on it and the total. */
export function coursePurchaseTotals(course: Pick<PublishedCourse, 'priceCents'>) {
  return orderTotals(
    [{ unitPriceCents: course.priceCents, quantity: 1, isReliefProduct: false, isDigital: true }],
    'standard',
    moneySettings(),
  );
}

/**
 * Places the order for a place on the course and opens its payment; the same form key gives the
 * same order (a double click, a retry) and so the same payment page.
 */
export async function startCoursePurchase(input: {
  user: Actor & { email: string };
  course: PublishedCourse;
  idempotencyKey: string;
  origin: string;
  locale: string;
  /** The affiliate the purchase is attributed to (affiliates' `attributedAffiliate`), or none. */
  affiliateId?: string | null;
}) {
  const { user, course } = input;
  // An order's own refusal, in the order's words: the form's key is checkout's.
  if (!isUuid(input.idempotencyKey)) return checkoutFailure('expired-form');
  if (course.priceCents === 0 || !course.productId) return enrolmentFailure('not-for-sale');
  const lines = [
    {
      productId: course.productId,
      name: course.title,
      handle: `course-${course.slug}`,
      unitPriceCents: course.priceCents,
      quantity: 1,
      trackInventory: false,
      isReliefProduct: false,
      isDigital: true,
    },
  ];
  return placeDirectOrder({
    actor: user,
    affiliateId: input.affiliateId ?? null,
    locale: input.locale,
    idempotencyKey: input.idempotencyKey,
    lines,
    totals: coursePurchaseTotals(course),
    address: null,
    origin: input.origin,
    description: course.title,
  });
}
