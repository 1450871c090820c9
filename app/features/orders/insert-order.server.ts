import { and, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { pgErrorOf } from '~/db/errors';
import { preparedSql } from '~/db/prepared.server';
import { orderItems, orders, type ShippingAddress } from '~/db/schema/orders';
import { takeStockForLines } from '~/features/catalog/stock.server';
import type { ProviderId } from '~/features/payments/provider';
import { getEnv } from '~/utils/env.server';
import type { Failure } from '~/utils/failure';
import { checkoutFailure } from './failures';
import type { OrderTotals, ShippingMethod } from './money';

/*
 * The one statement that writes an order (decision 0029), shared by the checkout, the direct
 * orders other domains sell through, and subscriptions' renewals. It takes no actor: it writes
 * the order for the buyer its caller names, and each caller decides who that may be (the checkout
 * and direct orders: the person acting; a renewal: the platform, for the subscription's owner).
 */

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

export type PricedCartLine = {
  productId: string;
  name: string;
  handle: string;
  unitPriceCents: number;
  quantity: number;
  trackInventory: boolean;
  isReliefProduct: boolean;
  /** The line's part of a discount code's saving (features/discounts), 0 without one. */
  discountCents?: number;
};

/**
 * A placement refused for a reason the buyer reads (a line out of stock, a seat gone): thrown
 * inside the placement, so the statement or the order's transaction is undone with it, and
 * answered as its failure by whoever placed the order.
 */
export class PlacementRefused<Refusal extends { ok: false } = Failure<string>> extends Error {
  constructor(readonly refusal: Refusal) {
    super('placement refused');
  }
}

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
        is_relief_product boolean, reserved_quantity integer, discount_cents integer)
    ),
    ${takeStockForLines},
    placed as (
      insert into ${orders} (user_id, email, locale, idempotency_key, subtotal_cents, discount_cents, shipping_cents,
        tax_cents, total_cents, relief_cents, shipping_method, shipping_address, provider, payment_expires_at, subscription_id,
        affiliate_id)
      values (${sql.placeholder('userId')}, ${sql.placeholder('email')}, ${sql.placeholder('locale')},
        ${sql.placeholder('idempotencyKey')}, ${sql.placeholder('subtotalCents')}::integer,
        ${sql.placeholder('discountCents')}::integer, ${sql.placeholder('shippingCents')}::integer, ${sql.placeholder('taxCents')}::integer,
        ${sql.placeholder('totalCents')}::integer, ${sql.placeholder('reliefCents')}::integer,
        ${sql.placeholder('shippingMethod')}, ${sql.placeholder('shippingAddress')}::jsonb, ${sql.placeholder('provider')},
        ${sql.placeholder('expiresAt')}::timestamptz, ${sql.placeholder('subscriptionId')}::uuid,
        ${sql.placeholder('affiliateId')})
      returning id
    ),
    items as (
      insert into ${orderItems} (order_id, product_id, name, handle, unit_price_cents, quantity, is_relief_product,
        reserved_quantity, discount_cents)
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
 * Throws PlacementRefused with the `out-of-stock` failure, naming the line, when a line is out of stock.
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
    /** The affiliate the order is attributed to (already checked: approved, not the buyer). */
    affiliateId?: string | null;
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
    discount_cents: line.discountCents ?? 0,
  }));
  try {
    const result = await placementStatement(executor).execute({
      lines: JSON.stringify(lines),
      userId: user.id,
      email: user.email,
      locale: input.locale,
      idempotencyKey: input.idempotencyKey,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      reliefCents: totals.reliefCents,
      shippingMethod: totals.needsShipping ? input.shippingMethod : 'none',
      shippingAddress: totals.needsShipping && input.address ? JSON.stringify(input.address) : null,
      provider: input.provider,
      expiresAt: input.expiresAt.toISOString(),
      subscriptionId: input.subscriptionId,
      affiliateId: input.affiliateId ?? null,
    });
    const orderId = result.rows[0]?.id;
    if (typeof orderId !== 'string') throw new Error('order insert returned nothing');
    return orderId;
  } catch (error) {
    const productId = outOfStockProduct(error);
    const line = productId && input.lines.find((candidate) => candidate.productId === productId);
    if (line) throw new PlacementRefused(checkoutFailure('out-of-stock', { vars: { name: line.name } }));
    throw error;
  }
}
