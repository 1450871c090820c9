import { getDb } from '~/db/client.server';
import { isUniqueViolation, retryOnDeadlock } from '~/db/errors';
import type { ShippingAddress } from '~/db/schema/orders';
import { cartDiscountCode, cartLinesForUser } from '~/features/cart/cart.server';
import { recordRedemption, redeemDiscount } from '~/features/discounts/discount-code.server';
import { type DiscountRefusal, toDiscountLines } from '~/features/discounts/discount-rules';
import { activeProviderId } from '~/features/payments/payments.server';
import type { Actor } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import type { Failure, Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { type AddressField, EMPTY_ADDRESS, validateAddress } from './address';
import { type AddressRefusal, addressRefusal, type CheckoutCode, checkoutFailure } from './failures';
import { findOrderByKey, insertOrder, PlacementRefused, paymentDeadline } from './insert-order.server';
import { lineTotalCents, type MoneySettings, orderTotals, type ShippingMethod } from './money';
import { openPayment, type PlacedOrder } from './open-payment.server';

export function moneySettings(): MoneySettings {
  const env = getEnv();
  return {
    reliefSharePercent: env.RELIEF_SHARE_PERCENT,
    taxRatePercent: env.TAX_RATE_PERCENT,
    shippingFlatCents: env.SHIPPING_FLAT_CENTS,
    shippingExpressCents: env.SHIPPING_EXPRESS_CENTS,
    freeShippingThresholdCents: env.FREE_SHIPPING_THRESHOLD_CENTS,
  };
}

export type PlaceOrderInput = {
  /** Who orders: their own cart, in their own name (convention 16). */
  actor: Actor & { email: string };
  /** One per checkout form: the same key always means the same order. */
  idempotencyKey: string;
  shippingMethod: ShippingMethod;
  /** As typed; checked here, and only when the order has goods to ship. */
  address: Record<AddressField, string> | null;
  /** Where the result pages live, e.g. https://shop.example.org. */
  origin: string;
  /** The language of the order's emails. */
  locale: string;
  /** The affiliate the order is attributed to (affiliates' `attributedAffiliate`), or none. */
  affiliateId?: string | null;
};

type CheckoutLine = { name: string; unitAmountCents: number; quantity: number };

/**
 * The lines the payment page lists, summing to what the goods cost after the discount: a line
 * whose part of it divides by its quantity shows the lower unit price; otherwise the line is
 * shown once, for its whole amount ("Seeds × 3"), so no cent is lost to rounding.
 */
export function providerLines(
  lines: readonly { name: string; unitPriceCents: number; quantity: number }[],
  discounts: readonly number[],
): CheckoutLine[] {
  return lines.map((line, index) => {
    const off = discounts[index] ?? 0;
    if (off % line.quantity === 0)
      return { name: line.name, unitAmountCents: line.unitPriceCents - off / line.quantity, quantity: line.quantity };
    return { name: `${line.name} × ${line.quantity}`, unitAmountCents: lineTotalCents({ ...line }) - off, quantity: 1 };
  });
}

/**
 * A second request with a key already used (double click, retry) gets the first one's order.
 * If the first is still talking to the payment provider, wait a moment for its payment link.
 */
async function existingOrder(userId: string, idempotencyKey: string): Promise<PlacedOrder | null> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const order = await findOrderByKey(userId, idempotencyKey);
    if (!order) return null;
    if (order.paymentUrl || order.status !== 'pending_payment' || attempt === 19)
      return { orderId: order.id, paymentUrl: order.paymentUrl, status: order.status, reused: true };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return null;
}

/**
 * Places an order from the acting person's cart (issue 4): prices and stock from the catalogue,
 * the totals from money.ts, then insertOrder's one statement: either the order exists with its
 * stock taken, or nothing was written. Then the payment provider opens a checkout for exactly the
 * order's total. The cart read and the order are the actor's own: no one orders from another's
 * cart. Answers the order and its payment page, or why not (for an address, each field's problem).
 */
export async function placeOrder(
  input: PlaceOrderInput,
): Promise<Result<PlacedOrder, CheckoutCode | DiscountRefusal> | AddressRefusal> {
  const { actor, idempotencyKey, shippingMethod, address, origin, locale } = input;
  const buyer = { id: actor.id, email: actor.email };
  if (!isUuid(idempotencyKey)) return checkoutFailure('expired-form');

  const provider = activeProviderId();
  const expiresAt = paymentDeadline();
  let placed: {
    orderId: string;
    totalCents: number;
    shippingCents: number;
    taxCents: number;
    lines: CheckoutLine[];
  };
  try {
    // The cart is read first, outside any transaction: insertOrder's one statement is atomic on
    // its own, and it checks the stock again as it takes it.
    const db = getDb();
    const [lines, code] = await Promise.all([cartLinesForUser(db, buyer.id), cartDiscountCode(db, buyer.id)]);
    if (lines.length === 0) throw new PlacementRefused(checkoutFailure('empty-cart'));
    const gone = lines.find((line) => !line.isAvailable);
    if (gone) throw new PlacementRefused(checkoutFailure('unavailable', { vars: { name: gone.name } }));
    const priced = lines.map((line) => ({ ...line, unitPriceCents: line.priceCents ?? 0 }));
    const settings = moneySettings();
    const undiscounted = orderTotals(priced, shippingMethod, settings);
    let shippingAddress: ShippingAddress | null = null;
    if (undiscounted.needsShipping) {
      const checked = validateAddress(address ?? EMPTY_ADDRESS);
      if (!checked.ok) throw new PlacementRefused(addressRefusal(checked.errors));
      shippingAddress = checked.address;
    }
    const order = {
      user: buyer,
      locale,
      idempotencyKey,
      shippingMethod,
      address: shippingAddress,
      provider,
      expiresAt,
      subscriptionId: null,
    };
    const { orderId, totals, discounts } = !code
      ? {
          orderId: await retryOnDeadlock(() =>
            insertOrder(db, { ...order, lines: priced, totals: undiscounted, affiliateId: input.affiliateId ?? null }),
          ),
          totals: undiscounted,
          discounts: [] as number[],
        }
      : // A code is used in the order's own transaction: its row stays locked until the order is
        // written, so its limits hold however many buyers use it at once (features/discounts).
        await retryOnDeadlock(() =>
          db.transaction(async (tx) => {
            const applied = await redeemDiscount(tx, { buyerId: buyer.id, code, locale, lines: toDiscountLines(priced) });
            if (!applied.ok) throw new PlacementRefused(applied);
            const discounted = orderTotals(priced, shippingMethod, settings, applied.perLine);
            const id = await insertOrder(tx, {
              ...order,
              lines: priced.map((line, index) => ({ ...line, discountCents: applied.perLine[index] ?? 0 })),
              totals: discounted,
              // A code that belongs to an affiliate is the buyer's own choice: it wins over a link.
              affiliateId: applied.affiliateId ?? input.affiliateId ?? null,
            });
            await recordRedemption(tx, {
              codeId: applied.codeId,
              orderId: id,
              userId: buyer.id,
              amountCents: applied.totalCents,
            });
            return { orderId: id, totals: discounted, discounts: applied.perLine };
          }),
        );
    placed = {
      orderId,
      totalCents: totals.totalCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      lines: providerLines(priced, discounts),
    };
  } catch (error) {
    // A retry of a placed order (its cart since emptied by the payment) or a double click that
    // lost the race on the unique key: the first order answers.
    if (error instanceof PlacementRefused || isUniqueViolation(error)) {
      const first = await existingOrder(buyer.id, idempotencyKey);
      if (first) return { ok: true, ...first };
    }
    if (error instanceof PlacementRefused) return error.refusal as Failure<CheckoutCode | DiscountRefusal> | AddressRefusal;
    throw error;
  }

  return openPayment({ ...placed, user: buyer, expiresAt, origin, provider });
}
