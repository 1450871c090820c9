import { and, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { isUniqueViolation, pgErrorOf, retryOnDeadlock } from '~/db/errors';
import { perExecutor, preparedSql } from '~/db/prepared.server';
import { orderItems, orders, type ShippingAddress } from '~/db/schema/orders';
import { cartLinesForUser } from '~/features/cart/cart.server';
import { takeStockForLines } from '~/features/catalog/stock.server';
import { activeProviderId, getPaymentProvider } from '~/features/payments/payments.server';
import type { ProviderId } from '~/features/payments/provider';
import { getEnv } from '~/utils/env.server';
import { isUuid } from '~/utils/ids';
import { getLogger } from '~/utils/logger.server';
import { getSiteConfig } from '~/utils/site.server';
import { type AddressErrors, type AddressField, EMPTY_ADDRESS, validateAddress } from './address';
import { type MoneySettings, type OrderTotals, orderTotals, type ShippingMethod } from './money';
import { cancelUnpaidOrder } from './order-payments.server';

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

/** When an order placed now stops waiting for its payment (the expiry job cancels it then). */
export function paymentDeadline(from = Date.now()): Date {
  return new Date(from + getEnv().PAYMENT_EXPIRY_MINUTES * 60_000);
}

/** The person's order for a form key: one key, one order. */
export async function findOrderByKey(userId: string, idempotencyKey: string) {
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
    const order = await findOrderByKey(userId, idempotencyKey);
    if (!order) return null;
    if (order.paymentUrl || order.status !== 'pending_payment' || attempt === 19)
      return { ok: true, orderId: order.id, paymentUrl: order.paymentUrl, status: order.status, reused: true };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return null;
}

export type PricedCartLine = {
  productId: string;
  name: string;
  handle: string;
  unitPriceCents: number;
  quantity: number;
  trackInventory: boolean;
  isReliefProduct: boolean;
};

/** SQLSTATE of `refuse_out_of_stock` (migration 0010): a line's stock was not there. */
const OUT_OF_STOCK = 'VS001';

/** The product whose stock ran out, when the placement statement failed for that reason. */
function outOfStockProduct(error: unknown): string | null {
  const pgError = pgErrorOf(error);
  return pgError?.code === OUT_OF_STOCK && typeof pgError.detail === 'string' ? pgError.detail : null;
}

/**
 * The one statement behind insertOrder. Nothing more is written at placement: the timeline's
 * "placed" is the order's own created_at, and unpaid orders past their deadline are found by the
 * scheduled expiry job (orders.jobs.server.ts). The stock is the catalogue's, so the part that
 * takes it (`locked`, `taken`) is the catalogue's fragment, written into this statement.
 */
const placementStatement = preparedSql(
  'place_order',
  sql`
    -- The order's lines, as insertOrder sends them: one jsonb value, whatever their number.
    with line as (
      select * from jsonb_to_recordset(${sql.placeholder('lines')}::jsonb) as l(
        product_id uuid, name text, handle text, unit_price_cents integer, quantity integer,
        is_relief_product boolean, reserved_quantity integer)
    ),
    ${takeStockForLines},
    placed as (
      insert into ${orders} (user_id, email, locale, idempotency_key, subtotal_cents, shipping_cents, tax_cents,
        total_cents, relief_cents, shipping_method, shipping_address, provider, payment_expires_at, subscription_id)
      values (${sql.placeholder('userId')}, ${sql.placeholder('email')}, ${sql.placeholder('locale')},
        ${sql.placeholder('idempotencyKey')}, ${sql.placeholder('subtotalCents')}::integer,
        ${sql.placeholder('shippingCents')}::integer, ${sql.placeholder('taxCents')}::integer,
        ${sql.placeholder('totalCents')}::integer, ${sql.placeholder('reliefCents')}::integer,
        ${sql.placeholder('shippingMethod')}, ${sql.placeholder('shippingAddress')}::jsonb, ${sql.placeholder('provider')},
        ${sql.placeholder('expiresAt')}::timestamptz, ${sql.placeholder('subscriptionId')}::uuid)
      returning id
    ),
    items as (
      insert into ${orderItems} (order_id, product_id, name, handle, unit_price_cents, quantity, is_relief_product,
        reserved_quantity)
      select placed.id, line.* from placed, line
    )
    -- Fails the whole statement when a tracked line was not taken.
    select placed.id,
      (select refuse_out_of_stock(line.product_id) from line
        where line.reserved_quantity > 0 and line.product_id not in (select id from taken) limit 1) as short
    from placed`,
);

/**
 * Writes an order, its lines and takes their stock in one statement (decision 0029), so it is
 * all or nothing even outside a transaction, and the products' row locks are held only while
 * the database runs it, never across a round trip to this process:
 * - every tracked line's stock is taken with a conditional update (`stock_quantity >= n`, checked
 *   again on the newest row version when another order got there first), so two buyers can never
 *   take the same last unit;
 * - a line whose stock was not there makes the statement call `refuse_out_of_stock`, which fails
 *   it as a whole: the lines taken and the rows inserted are undone with it;
 * - a second order with the same key fails on the unique index the same way.
 * Throws PlacementRefused when a line is out of stock.
 */
export async function insertOrder(
  executor: Executor,
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
  const lines = input.lines.map((line) => ({
    product_id: line.productId,
    name: line.name,
    handle: line.handle,
    unit_price_cents: line.unitPriceCents,
    quantity: line.quantity,
    is_relief_product: line.isReliefProduct,
    reserved_quantity: line.trackInventory ? line.quantity : 0,
  }));
  try {
    const result = await placementStatement(executor).execute({
      lines: JSON.stringify(lines),
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
      shippingAddress: totals.needsShipping && input.address ? JSON.stringify(input.address) : null,
      provider: input.provider,
      expiresAt: input.expiresAt.toISOString(),
      subscriptionId: input.subscriptionId,
    });
    const orderId = result.rows[0]?.id;
    if (typeof orderId !== 'string') throw new Error('order insert returned nothing');
    return orderId;
  } catch (error) {
    const productId = outOfStockProduct(error);
    const line = productId && input.lines.find((candidate) => candidate.productId === productId);
    if (line) throw new PlacementRefused({ message: CHECKOUT_MESSAGES.outOfStock, messageVars: { name: line.name } });
    throw error;
  }
}

/**
 * Places an order from the person's cart (issue 4): prices and stock from the catalogue, the
 * totals from money.ts, then insertOrder's one statement: either the order exists with its stock
 * taken, or nothing was written. Then the payment provider opens a checkout for exactly the
 * order's total.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { user, idempotencyKey, shippingMethod, address, origin, locale } = input;
  if (!isUuid(idempotencyKey)) return { ok: false, message: CHECKOUT_MESSAGES.badKey };

  const provider = activeProviderId();
  const expiresAt = paymentDeadline();
  let placed: {
    orderId: string;
    totalCents: number;
    shippingCents: number;
    taxCents: number;
    lines: { name: string; unitAmountCents: number; quantity: number }[];
  };
  try {
    // The cart is read first, outside any transaction: insertOrder's one statement is atomic on
    // its own, and it checks the stock again as it takes it.
    const lines = await cartLinesForUser(getDb(), user.id);
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
    const orderId = await retryOnDeadlock(() =>
      insertOrder(getDb(), {
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
      }),
    );
    placed = {
      orderId,
      totalCents: totals.totalCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      lines: priced.map((line) => ({ name: line.name, unitAmountCents: line.unitPriceCents, quantity: line.quantity })),
    };
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
}): Promise<PlaceOrderResult> {
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
    return { ok: false, message: CHECKOUT_MESSAGES.paymentUnavailable };
  }
}

/**
 * An order of lines the server chose instead of a cart (a subscription's period, a place on a
 * course): insertOrder's one statement, then the provider's payment page. The same key gives the
 * same order, and so the same page, after a double click or a retry. `prepare` writes what the
 * order goes with (a subscription) in the order's own transaction and returns its id.
 */
export async function placeDirectOrder(input: {
  user: { id: string; email: string };
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
   * Writes what the order pays for in the order's own transaction (a class seat held for it):
   * throwing PlacementRefused places no order.
   */
  reserve?: (tx: Executor, orderId: string) => Promise<void>;
  returnTo?: ReturnPaths;
}): Promise<{ ok: true; paymentUrl: string } | { ok: false; message: string }> {
  const { user, lines, totals } = input;
  const provider = activeProviderId();
  const expiresAt = paymentDeadline();
  let orderId: string;
  try {
    orderId = await getDb().transaction(async (tx) => {
      const placed = await insertOrder(tx, {
        user,
        locale: input.locale,
        idempotencyKey: input.idempotencyKey,
        lines,
        totals,
        shippingMethod: 'standard',
        address: input.address,
        provider,
        expiresAt,
        subscriptionId: input.prepare ? await input.prepare(tx, provider) : null,
      });
      if (input.reserve) await input.reserve(tx, placed);
      return placed;
    });
  } catch (error) {
    if (error instanceof PlacementRefused) return { ok: false, message: error.refusal.message };
    if (!isUniqueViolation(error)) throw error;
    const existing = await findOrderByKey(user.id, input.idempotencyKey);
    return existing?.paymentUrl
      ? { ok: true, paymentUrl: existing.paymentUrl }
      : { ok: false, message: 'checkout.errors.expiredForm' };
  }
  const opened = await openPayment({
    orderId,
    totalCents: totals.totalCents,
    shippingCents: totals.shippingCents,
    taxCents: totals.taxCents,
    lines: lines.map((line) => ({ name: line.name, unitAmountCents: line.unitPriceCents, quantity: line.quantity })),
    user,
    expiresAt,
    origin: input.origin,
    provider,
    saveCard: input.saveCard,
    description: input.description,
    returnTo: input.returnTo,
  });
  if (!opened.ok || !opened.paymentUrl)
    return { ok: false, message: opened.ok ? 'checkout.errors.paymentUnavailable' : opened.message };
  return { ok: true, paymentUrl: opened.paymentUrl };
}
