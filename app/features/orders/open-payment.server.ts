import { eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { perExecutor } from '~/db/prepared.server';
import { orders } from '~/db/schema/orders';
import { getPaymentProvider } from '~/features/payments/payments.server';
import type { ProviderId } from '~/features/payments/provider';
import type { Result } from '~/utils/failure';
import { getLogger } from '~/utils/logger.server';
import { getSiteConfig } from '~/utils/site.server';
import { checkoutFailure } from './failures';
import { cancelUnpaidOrder } from './order-payments.server';

/** A placed order, and where its buyer pays for it. */
export type PlacedOrder = { orderId: string; paymentUrl: string | null; status: string; reused: boolean };

const recordPaymentSession = perExecutor((executor) =>
  executor
    .update(orders)
    .set({
      providerSessionId: sql`${sql.placeholder('sessionId')}`,
      paymentUrl: sql`${sql.placeholder('url')}`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_payment_session'),
);

/** The pages a buyer comes back to from the provider's page; each reads `?order=`. */
export type ReturnPaths = { success: string; cancel: string };
const CHECKOUT_RETURN: ReturnPaths = { success: '/checkout/success', cancel: '/payment-cancel' };

/**
 * Opens the provider's hosted checkout for exactly the order's total and keeps its address on
 * the order. It acts for no one: the order was placed, by whoever might, just before. When no
 * payment can be opened the order is cancelled at once, so its stock is not held until the deadline.
 */
export async function openPayment(input: {
  orderId: string;
  totalCents: number;
  /** Shown apart from the lines on the provider's page, when known. */
  shippingCents?: number;
  taxCents?: number;
  lines: { name: string; unitAmountCents: number; quantity: number }[];
  user: { id: string; email: string };
  expiresAt: Date;
  origin: string;
  provider: ProviderId;
  /** A subscription's first payment keeps the card for renewals. */
  saveCard?: boolean;
  description?: string;
  /** Where the provider sends the buyer back (each shows the order's real outcome); the checkout's by default. */
  returnTo?: ReturnPaths;
}): Promise<Result<PlacedOrder, 'payment-unavailable'>> {
  const { orderId, origin } = input;
  const returnTo = input.returnTo ?? CHECKOUT_RETURN;
  try {
    const provider = await getPaymentProvider(input.provider);
    if (!provider) throw new Error(`payment provider ${input.provider} is not configured`);
    const session = await provider.createCheckout({
      reference: `order:${orderId}`,
      description: input.description ?? `${getSiteConfig().name} order`,
      lines: input.lines,
      amountCents: input.totalCents,
      shippingCents: input.shippingCents,
      taxCents: input.taxCents,
      customerEmail: input.user.email,
      successUrl: `${origin}${returnTo.success}?order=${orderId}`,
      cancelUrl: `${origin}${returnTo.cancel}?order=${orderId}`,
      expiresAt: input.expiresAt,
      saveCard: input.saveCard,
    });
    await recordPaymentSession(getDb()).execute({ orderId, sessionId: session.sessionId, url: session.url });
    return { ok: true, orderId, paymentUrl: session.url, status: 'pending_payment', reused: false };
  } catch (error) {
    // No way to pay: give the stock back at once rather than holding it until the deadline.
    getLogger().error({ err: error, orderId }, 'could not open a payment for the order');
    await getDb().transaction((tx) => cancelUnpaidOrder(tx, orderId, 'payment_unavailable'));
    return checkoutFailure('payment-unavailable');
  }
}
