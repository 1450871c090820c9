import { and, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { orderItems, orders, type ShippingAddress } from '~/db/schema/index';
import { cartLinesForUser } from '~/features/cart/cart.server';
import { activeProviderId, getPaymentProvider } from '~/features/payments/payments.server';
import type { ProviderId } from '~/features/payments/provider';
import { getEnv } from '~/utils/env.server';
import { isUuid } from '~/utils/ids';
import { getLogger } from '~/utils/logger.server';
import { getSiteConfig } from '~/utils/site.server';
import { type AddressErrors, type AddressField, EMPTY_ADDRESS, validateAddress } from './address';
import { type MoneySettings, type OrderTotals, orderTotals, type ShippingMethod } from './money';
import { cancelUnpaidOrder } from './order-payments.server';
import { takeStock } from './stock.server';

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

/** Translation keys for why an order could not be placed. */
export const CHECKOUT_MESSAGES = {
  empty: 'cart.checkoutEmpty',
  outOfStock: 'checkout.errors.outOfStock',
  unavailable: 'checkout.errors.unavailable',
  badKey: 'checkout.errors.expiredForm',
  paymentUnavailable: 'checkout.errors.paymentUnavailable',
  fixAddress: 'checkout.errors.fixAddress',
} as const;

export type PlaceOrderInput = {
  user: { id: string; email: string };
  /** One per checkout form: the same key always means the same order. */
  idempotencyKey: string;
  shippingMethod: ShippingMethod;
  /** As typed; checked here, and only when the order has goods to ship. */
  address: Record<AddressField, string> | null;
  /** Where the result pages live, e.g. https://shop.example.org. */
  origin: string;
  /** The language of the order's emails. */
  locale: string;
};

export type PlaceOrderResult =
  | { ok: true; orderId: string; paymentUrl: string | null; status: string; reused: boolean }
  | { ok: false; message: string; messageVars?: Record<string, string>; fieldErrors?: AddressErrors };

export class PlacementRefused extends Error {
  constructor(readonly refusal: { message: string; messageVars?: Record<string, string>; fieldErrors?: AddressErrors }) {
    super(refusal.message);
  }
}

async function findByKey(userId: string, idempotencyKey: string) {
  const [order] = await getDb()
    .select({ id: orders.id, paymentUrl: orders.paymentUrl, status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return order;
}

/**
 * A second request with a key already used (double click, retry) gets the first one's order.
 * If the first is still talking to the payment provider, wait a moment for its payment link.
 */
async function existingOrder(userId: string, idempotencyKey: string): Promise<PlaceOrderResult | null> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const order = await findByKey(userId, idempotencyKey);
    if (!order) return null;
    if (order.paymentUrl || order.status !== 'pending_payment' || attempt === 19)
      return { ok: true, orderId: order.id, paymentUrl: order.paymentUrl, status: order.status, reused: true };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return null;
}

type PricedCartLine = {
  productId: string;
  name: string;
  handle: string;
  unitPriceCents: number;
  quantity: number;
  trackInventory: boolean;
  isReliefProduct: boolean;
};

/**
 * Writes an order and takes its stock, inside the caller's transaction: the order row first (a
 * concurrent request with the same key stops there on the unique index) and its lines, then one
 * conditional stock update per tracked line. Throws PlacementRefused when
 * a line is out of stock, so the caller's transaction rolls everything back.
 */
export async function insertOrder(
  tx: Executor,
  input: {
    user: { id: string; email: string };
    locale: string;
    idempotencyKey: string;
    lines: PricedCartLine[];
    totals: OrderTotals;
    shippingMethod: ShippingMethod;
    address: ShippingAddress | null;
    provider: ProviderId;
    expiresAt: Date;
    subscriptionId: string | null;
  },
): Promise<string> {
  const { user, totals } = input;
  const [order] = await tx
    .insert(orders)
    .values({
      userId: user.id,
      email: user.email,
      locale: input.locale,
      idempotencyKey: input.idempotencyKey,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      reliefCents: totals.reliefCents,
      shippingMethod: totals.needsShipping ? input.shippingMethod : 'none',
      shippingAddress: totals.needsShipping ? input.address : null,
      provider: input.provider,
      paymentExpiresAt: input.expiresAt,
      subscriptionId: input.subscriptionId,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(orderItems).values(
    input.lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      name: line.name,
      handle: line.handle,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      isReliefProduct: line.isReliefProduct,
      reservedQuantity: line.trackInventory ? line.quantity : 0,
    })),
  );
  // Nothing more to write: the timeline's "placed" is the order's own created_at, and unpaid
  // orders past their deadline are found by the scheduled expiry job (orders.jobs.server.ts).
  // Stock last, so its row locks are held only until the commit that follows, and in product id
  // order, so two orders sharing products always lock them in the same order (no deadlock).
  const tracked = input.lines.filter((line) => line.trackInventory).sort((a, b) => a.productId.localeCompare(b.productId));
  for (const line of tracked) {
    if (!(await takeStock(tx, line.productId, line.quantity)))
      throw new PlacementRefused({ message: CHECKOUT_MESSAGES.outOfStock, messageVars: { name: line.name } });
  }
  return order.id;
}

/**
 * Places an order from the person's cart (issue 4): prices and stock from the catalogue, the
 * totals from money.ts, the stock reserved with conditional updates, all in one transaction:
 * either the order exists with its stock taken, or nothing was written. Then the payment
 * provider opens a checkout for exactly the order's total.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { user, idempotencyKey, shippingMethod, address, origin, locale } = input;
  if (!isUuid(idempotencyKey)) return { ok: false, message: CHECKOUT_MESSAGES.badKey };

  const provider = activeProviderId();
  const expiresAt = new Date(Date.now() + getEnv().PAYMENT_EXPIRY_MINUTES * 60_000);
  let placed: { orderId: string; totalCents: number; lines: { name: string; unitAmountCents: number; quantity: number }[] };
  try {
    placed = await getDb().transaction(async (tx) => {
      const lines = await cartLinesForUser(tx, user.id);
      if (lines.length === 0) throw new PlacementRefused({ message: CHECKOUT_MESSAGES.empty });
      const gone = lines.find((line) => !line.isAvailable);
      if (gone) throw new PlacementRefused({ message: CHECKOUT_MESSAGES.unavailable, messageVars: { name: gone.name } });
      const priced = lines.map((line) => ({ ...line, unitPriceCents: line.priceCents ?? 0 }));
      const totals = orderTotals(priced, shippingMethod, moneySettings());
      let shippingAddress: ShippingAddress | null = null;
      if (totals.needsShipping) {
        const checked = validateAddress(address ?? EMPTY_ADDRESS);
        if (!checked.ok) throw new PlacementRefused({ message: CHECKOUT_MESSAGES.fixAddress, fieldErrors: checked.errors });
        shippingAddress = checked.address;
      }
      const orderId = await insertOrder(tx, {
        user,
        locale,
        idempotencyKey,
        lines: priced,
        totals,
        shippingMethod,
        address: shippingAddress,
        provider,
        expiresAt,
        subscriptionId: null,
      });
      return {
        orderId,
        totalCents: totals.totalCents,
        lines: priced.map((line) => ({ name: line.name, unitAmountCents: line.unitPriceCents, quantity: line.quantity })),
      };
    });
  } catch (error) {
    // A retry of a placed order (its cart since emptied by the payment) or a double click that
    // lost the race on the unique key: the first order answers.
    if (error instanceof PlacementRefused || isUniqueViolation(error)) {
      const first = await existingOrder(user.id, idempotencyKey);
      if (first) return first;
    }
    if (error instanceof PlacementRefused) return { ok: false, ...error.refusal };
    throw error;
  }

  return openPayment({ ...placed, user, expiresAt, origin, provider });
}

export async function openPayment(input: {
  orderId: string;
  totalCents: number;
  lines: { name: string; unitAmountCents: number; quantity: number }[];
  user: { id: string; email: string };
  expiresAt: Date;
  origin: string;
  provider: ProviderId;
  /** A subscription's first payment keeps the card for renewals. */
  saveCard?: boolean;
  description?: string;
}): Promise<PlaceOrderResult> {
  const { orderId, origin } = input;
  try {
    const provider = await getPaymentProvider(input.provider);
    if (!provider) throw new Error(`payment provider ${input.provider} is not configured`);
    const session = await provider.createCheckout({
      reference: `order:${orderId}`,
      description: input.description ?? `${getSiteConfig().name} order`,
      lines: input.lines,
      amountCents: input.totalCents,
      customerEmail: input.user.email,
      successUrl: `${origin}/checkout/success?order=${orderId}`,
      cancelUrl: `${origin}/payment-cancel?order=${orderId}`,
      expiresAt: input.expiresAt,
      saveCard: input.saveCard,
    });
    await getDb()
      .update(orders)
      .set({ providerSessionId: session.sessionId, paymentUrl: session.url, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    return { ok: true, orderId, paymentUrl: session.url, status: 'pending_payment', reused: false };
  } catch (error) {
    // No way to pay: give the stock back at once rather than holding it until the deadline.
    getLogger().error({ err: error, orderId }, 'could not open a payment for the order');
    await getDb().transaction((tx) => cancelUnpaidOrder(tx, orderId, 'payment_unavailable'));
    return { ok: false, message: CHECKOUT_MESSAGES.paymentUnavailable };
  }
}
