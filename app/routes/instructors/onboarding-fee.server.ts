import { getDb } from '~/db/client.server';
import { instructorFailure } from '~/features/instructors/failures';
import {
  findOnboardingFeeProduct,
  ONBOARDING_FEE_HANDLE,
  upsertOnboardingFeeProduct,
} from '~/features/instructors/onboarding.server';
import { moneySettings } from '~/features/orders/checkout.server';
import { placeDirectOrder } from '~/features/orders/direct-order.server';
import { orderTotals } from '~/features/orders/money';
import { hasBoughtProduct } from '~/features/orders/purchases.server';
import type { Actor } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import { isUuid } from '~/utils/ids';

/*
 * The instructor onboarding fee (decision 0054): configurable (INSTRUCTOR_ONBOARDING_FEE_CENTS,
 * default none), paid through the store's provider as an order of its own kind (one digital line
 * of a draft product), so tax, the relief share, receipts and refunds work as for any order. The
 * provider sends the instructor back to /instructor/pay/success or /instructor/pay/cancel, which
 * show the order's real outcome. It composes instructors with orders, so it lives beside the routes.
 */

export const onboardingFeeCents = () => getEnv().INSTRUCTOR_ONBOARDING_FEE_CENTS;

/** The fee at checkout: the price, the tax on it and the total. */
export function onboardingFeeTotals(feeCents = onboardingFeeCents()) {
  return orderTotals(
    [{ unitPriceCents: feeCents, quantity: 1, isReliefProduct: false, isDigital: true }],
    'standard',
    moneySettings(),
  );
}

/** Whether the person has paid the fee (a paid order of the fee product, not refunded in full). */
export async function hasPaidOnboardingFee(userId: string): Promise<boolean> {
  const productId = await findOnboardingFeeProduct();
  return productId !== null && hasBoughtProduct(getDb(), { userId, productId });
}

/**
 * Places the fee's order and opens its payment; the same form key gives the same order and page.
 * Refused with the fee's own failures, or with whatever placing the order answers.
 */
export async function startOnboardingFeePayment(input: {
  user: Actor & { email: string };
  idempotencyKey: string;
  origin: string;
  locale: string;
}) {
  const feeCents = onboardingFeeCents();
  if (feeCents === 0) return instructorFailure('no-fee');
  if (!isUuid(input.idempotencyKey)) return instructorFailure('expired-form');
  if (await hasPaidOnboardingFee(input.user.id)) return instructorFailure('fee-paid');
  const productId = await upsertOnboardingFeeProduct(feeCents);
  return placeDirectOrder({
    actor: input.user,
    locale: input.locale,
    idempotencyKey: input.idempotencyKey,
    lines: [
      {
        productId,
        name: 'Instructor onboarding fee',
        handle: ONBOARDING_FEE_HANDLE,
        unitPriceCents: feeCents,
        quantity: 1,
        trackInventory: false,
        isReliefProduct: false,
      },
    ],
    totals: onboardingFeeTotals(feeCents),
    address: null,
    origin: input.origin,
    description: 'Instructor onboarding fee',
    returnTo: { success: '/instructor/pay/success', cancel: '/instructor/pay/cancel' },
  });
}
