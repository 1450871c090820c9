import type { SessionUser } from '~/features/accounts/guard.server';
import { holdSeatForOrder } from '~/features/learning/class-seat-hold.server';
import type { ClassDetail } from '~/features/learning/classes.server';
import { classFailure } from '~/features/learning/failures';
import { moneySettings } from '~/features/orders/checkout.server';
import { placeDirectOrder } from '~/features/orders/direct-order.server';
import { checkoutFailure } from '~/features/orders/failures';
import { orderTotals } from '~/features/orders/money';
import { isUuid } from '~/utils/ids';

/*
 * A seat in a paid live class, bought as an order of its own kind (decisions 0048 and 0053): one
 * digital line of the class's product, taxed and sharing 10% with relief like goods, never
 * shipped. The seat is held for the order in the order's own transaction, so the last seat is
 * never sold twice; the order's payment books it and the order cancelled unpaid frees it (the
 * reactions in server/reactions/learning.ts). It composes learning with orders, so it lives beside
 * the class routes.
 */

/** What a seat costs at checkout: the price, the tax on it and the total. */
export function classPurchaseTotals(session: Pick<ClassDetail, 'priceCents'>) {
  return orderTotals(
    [{ unitPriceCents: session.priceCents, quantity: 1, isReliefProduct: false, isDigital: true }],
    'standard',
    moneySettings(),
  );
}

/**
 * Places the order for a seat, holding the seat for it, and opens its payment. The same form key
 * gives the same order (a double click, a retry) and so the same payment page. A seat the class
 * cannot give answers the seat's failure, with its code (`full`, for the page to offer the
 * waiting list), and no order is placed.
 */
export async function startClassPurchase(input: {
  user: SessionUser;
  session: ClassDetail;
  idempotencyKey: string;
  origin: string;
  locale: string;
  /** The affiliate the purchase is attributed to (affiliates' `attributedAffiliate`), or none. */
  affiliateId?: string | null;
}) {
  const { user, session } = input;
  // An order's own refusal, in the order's words: the form's key is checkout's.
  if (!isUuid(input.idempotencyKey)) return checkoutFailure('expired-form');
  if (session.priceCents === 0 || !session.productId) return classFailure('not-for-sale');
  return placeDirectOrder({
    actor: user,
    affiliateId: input.affiliateId ?? null,
    locale: input.locale,
    idempotencyKey: input.idempotencyKey,
    lines: [
      {
        productId: session.productId,
        name: session.title,
        handle: `class-${session.id}`,
        unitPriceCents: session.priceCents,
        quantity: 1,
        trackInventory: false,
        isReliefProduct: false,
      },
    ],
    totals: classPurchaseTotals(session),
    address: null,
    origin: input.origin,
    description: session.title,
    reserve: async (tx, orderId) => {
      const held = await holdSeatForOrder(tx, { actor: user, classId: session.id, orderId, locale: input.locale });
      return held.ok ? undefined : held;
    },
  });
}
