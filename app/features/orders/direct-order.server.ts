import { type Executor, getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import type { ShippingAddress } from '~/db/schema/orders';
import { activeProviderId } from '~/features/payments/payments.server';
import type { ProviderId } from '~/features/payments/provider';
import type { Actor } from '~/utils/actor';
import type { Failure, Result } from '~/utils/failure';
import { providerLines } from './checkout.server';
import { type CheckoutCode, checkoutFailure } from './failures';
import { findOrderByKey, insertOrder, PlacementRefused, type PricedCartLine, paymentDeadline } from './insert-order.server';
import type { OrderTotals } from './money';
import { openPayment, type ReturnPaths } from './open-payment.server';

/**
 * An order of lines the server chose instead of a cart (a subscription's period, a place on a
 * course, a class seat, the onboarding fee): insertOrder's one statement, then the provider's
 * payment page. The same key gives the same order, and so the same page, after a double click or
 * a retry.
 *
 * The order is the acting person's own (convention 16): it is written for `actor.id`, with their
 * address for the receipt, so no caller can buy in someone else's name. `prepare` writes what the
 * order goes with (a subscription) in the order's own transaction and returns its id.
 */
export async function placeDirectOrder<Refused extends { ok: false } = never>(input: {
  actor: Actor & { email: string };
  locale: string;
  idempotencyKey: string;
  lines: PricedCartLine[];
  totals: OrderTotals;
  address: ShippingAddress | null;
  origin: string;
  /** Shown on the provider's page. */
  description: string;
  /** Keep the card for renewals (a subscription). */
  saveCard?: boolean;
  prepare?: (tx: Executor, provider: ProviderId) => Promise<string>;
  /**
   * Writes what the order pays for in the order's own transaction (a class seat held for it).
   * Answering a refusal places no order, and placeDirectOrder answers that refusal.
   */
  reserve?: (tx: Executor, orderId: string) => Promise<Refused | undefined>;
  returnTo?: ReturnPaths;
  /** The affiliate the order is attributed to (affiliates' `attributedAffiliate`), or none. */
  affiliateId?: string | null;
}): Promise<Result<{ paymentUrl: string }, CheckoutCode> | Refused> {
  const { lines, totals } = input;
  const buyer = { id: input.actor.id, email: input.actor.email };
  const provider = activeProviderId();
  const expiresAt = paymentDeadline();
  let orderId: string;
  try {
    orderId = await getDb().transaction(async (tx) => {
      const placed = await insertOrder(tx, {
        user: buyer,
        locale: input.locale,
        idempotencyKey: input.idempotencyKey,
        lines,
        totals,
        shippingMethod: 'standard',
        address: input.address,
        provider,
        expiresAt,
        subscriptionId: input.prepare ? await input.prepare(tx, provider) : null,
        affiliateId: input.affiliateId ?? null,
      });
      const refused = input.reserve ? await input.reserve(tx, placed) : undefined;
      // Thrown, so the order's transaction is undone with it.
      if (refused) throw new PlacementRefused(refused);
      return placed;
    });
  } catch (error) {
    if (error instanceof PlacementRefused) return error.refusal as Refused | Failure<CheckoutCode>;
    if (!isUniqueViolation(error)) throw error;
    const existing = await findOrderByKey(buyer.id, input.idempotencyKey);
    return existing?.paymentUrl ? { ok: true, paymentUrl: existing.paymentUrl } : checkoutFailure('expired-form');
  }
  const opened = await openPayment({
    orderId,
    totalCents: totals.totalCents,
    shippingCents: totals.shippingCents,
    taxCents: totals.taxCents,
    lines: providerLines(
      lines,
      lines.map((line) => line.discountCents ?? 0),
    ),
    user: buyer,
    expiresAt,
    origin: input.origin,
    provider,
    saveCard: input.saveCard,
    description: input.description,
    returnTo: input.returnTo,
  });
  if (!opened.ok) return opened;
  if (!opened.paymentUrl) return checkoutFailure('payment-unavailable');
  return { ok: true, paymentUrl: opened.paymentUrl };
}
