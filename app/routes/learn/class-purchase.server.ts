import type { ClassDetail } from '~/features/learning/classes.server';
import { holdSeatForOrder } from '~/features/learning/classes.server';
import { moneySettings } from '~/features/orders/checkout.server';
import { placeDirectOrder } from '~/features/orders/direct-order.server';
import { orderTotals } from '~/features/orders/money';
import type { Actor } from '~/utils/actor';
import type { Outcome } from '~/utils/form-result';
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
 * gives the same order (a double click, a retry) and so the same payment page. A full class
 * answers `learning.classes.errors.full`, for the page to offer the waiting list.
 */
export async function startClassPurchase(input: {
  user: Actor & { email: string };
  session: ClassDetail;
  idempotencyKey: string;
  origin: string;
  locale: string;
}): Promise<Outcome<{ paymentUrl: string }>> {
  const { user, session } = input;
  if (!isUuid(input.idempotencyKey)) return { ok: false, message: 'checkout.errors.expiredForm' };
  if (session.priceCents === 0 || !session.productId) return { ok: false, message: 'learning.classes.errors.notForSale' };
  return placeDirectOrder({
    actor: user,
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
      const held = await holdSeatForOrder(tx, { classId: session.id, userId: user.id, orderId, locale: input.locale });
      return held.ok ? undefined : held;
    },
  });
}
