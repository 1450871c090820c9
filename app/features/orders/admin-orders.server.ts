import { type AnyColumn, and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { CSV_EXPORT_MAX_ROWS } from '~/components/ui/data-table-csv';
import { readPage, readSort, type SortState } from '~/components/ui/data-table-params';
import { getDb } from '~/db/client.server';
import { containsPattern } from '~/db/like-pattern';
import { products } from '~/db/schema/catalog';
import { orderItems, orders, refunds } from '~/db/schema/orders';
import { restockRefunded } from '~/features/inventory/restock.server';
import { publishEvent } from '~/features/jobs/events.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { orderShipped, refundRequested } from './events';
import { type AdminOrderCode, adminOrderFailure } from './failures';
import { TRACKING_NUMBER } from './fulfilment.schema';
import { shipRemainingFulfilments } from './fulfilments.server';
import { reliefReversalCents } from './money';
import { recordOrderEvent } from './order-payments.server';
import { canMove, canRefund, canShip, ORDER_STATUSES, type OrderStatus } from './order-state';

export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** The columns /admin/orders sorts by: the allow-list the address is read against (decision 0068). */
export const ADMIN_ORDER_SORT_KEYS = ['number', 'customer', 'status', 'total', 'placed'] as const;
export type AdminOrderSortKey = (typeof ADMIN_ORDER_SORT_KEYS)[number];
export const ADMIN_ORDER_DEFAULT_SORT: SortState<AdminOrderSortKey> = { key: 'placed', dir: 'desc' };

const ORDER_SORT_COLUMNS = {
  number: orders.number,
  customer: orders.email,
  status: orders.status,
  total: orders.totalCents,
  placed: orders.createdAt,
} satisfies Record<AdminOrderSortKey, AnyColumn>;

export type AdminOrderFilters = { status: OrderStatus | null; q: string; sort?: SortState<AdminOrderSortKey> };

/** The orders list's filters, order and page, from its address: for the page and for its CSV export alike. */
export function readAdminOrderQuery(params: URLSearchParams) {
  return {
    status: parseStatus(params.get('status')),
    q: (params.get('q') ?? '').slice(0, 100),
    sort: readSort(params, ADMIN_ORDER_SORT_KEYS, ADMIN_ORDER_DEFAULT_SORT),
    page: readPage(params),
  };
}

/** The statement behind the list and its export: filtered by status and by number or email, sorted. */
function selectAdminOrders({ status, q, sort = ADMIN_ORDER_DEFAULT_SORT }: AdminOrderFilters) {
  const term = q.trim().replace(/^VL-/i, '');
  const filters = [
    status ? eq(orders.status, status) : undefined,
    term ? (/^\d{1,9}$/.test(term) ? eq(orders.number, Number(term)) : ilike(orders.email, containsPattern(term))) : undefined,
  ].filter(Boolean);
  const where = filters.length ? and(...filters) : undefined;
  // The key was checked against the allow-list; the lookup is a second guard, never SQL text.
  const column = ORDER_SORT_COLUMNS[sort.key] ?? orders.createdAt;
  const direction = sort.dir === 'asc' ? asc : desc;
  const rows = getDb()
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      status: orders.status,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(where)
    // Ties (a status, a total) keep one order from page to page.
    .orderBy(direction(column), direction(orders.createdAt), desc(orders.id));
  return { rows, where };
}

/** Every order, newest first unless sorted otherwise, filtered by status and by number or email (admin). */
export async function listAllOrders({ page, ...filters }: AdminOrderFilters & { page: number }) {
  const { rows, where } = selectAdminOrders(filters);
  const [list, [count]] = await Promise.all([
    rows.limit(ADMIN_ORDERS_PAGE_SIZE).offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    getDb().select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { orders: list, total: count?.total ?? 0 };
}

/** The same orders for the CSV export: every page of them, up to the export's ceiling. */
export function exportAllOrders(filters: AdminOrderFilters) {
  return selectAdminOrders(filters).rows.limit(CSV_EXPORT_MAX_ROWS);
}

/**
 * The store's figures for the admin dashboard, in one statement: orders paid since a moment and
 * what they brought in (less what was refunded), orders waiting to be shipped, and orders waiting
 * for their payment.
 */
export async function findOrderFigures({ since }: { since: Date }) {
  const from = since.toISOString();
  const [row] = await getDb()
    .select({
      paid: sql<number>`count(*) filter (where ${orders.paidAt} >= ${from}::timestamptz)::int`,
      paidCents: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents})
        filter (where ${orders.paidAt} >= ${from}::timestamptz), 0)::int`,
      toShip: sql<number>`count(*) filter (where ${orders.status} = 'paid')::int`,
      awaitingPayment: sql<number>`count(*) filter (where ${orders.status} = 'pending_payment')::int`,
    })
    .from(orders);
  return {
    paid: row?.paid ?? 0,
    paidCents: row?.paidCents ?? 0,
    toShip: row?.toShip ?? 0,
    awaitingPayment: row?.awaitingPayment ?? 0,
  };
}

export function parseStatus(value: string | null): OrderStatus | null {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : null;
}

/*
 * An administrator's changes to an order (convention 16): shipping, delivery and refunds take the
 * acting admin and refuse anyone else with Access Denied, whichever route calls them; the admin is
 * recorded on the order's timeline and the refund. refundRemainder is the store's own rule (a
 * class seat refunded by its cut-off, run by a reaction): it acts for no one and is not for routes.
 */

export type AdminOrderChange = Result<{ message: string }, AdminOrderCode>;

const TRACKING = TRACKING_NUMBER;

/** Marks a paid order shipped with its tracking number; the email goes out from a job. */
export async function shipOrder(input: { actor: Actor; orderId: string; trackingNumber: string }): Promise<AdminOrderChange> {
  requireAdmin(input.actor);
  const trackingNumber = input.trackingNumber.trim();
  if (!TRACKING.test(trackingNumber)) return adminOrderFailure('tracking');
  if (!isUuid(input.orderId)) return adminOrderFailure('not-found');
  return getDb().transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) return adminOrderFailure('not-found');
    if (!canShip(order.status as OrderStatus)) return adminOrderFailure('cannot-ship');
    await tx
      .update(orders)
      .set({ status: 'shipped', trackingNumber, shippedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, input.orderId));
    // The whole order at once: every parcel still waiting goes with this tracking number.
    await shipRemainingFulfilments(tx, { orderId: input.orderId, trackingNumber, actorId: input.actor.id });
    await recordOrderEvent(tx, input.orderId, 'shipped', { trackingNumber }, input.actor.id);
    await publishEvent(tx, orderShipped, { orderId: input.orderId });
    return { ok: true as const, message: 'adminOrders.shipped' };
  });
}

export async function markDelivered(input: { actor: Actor; orderId: string }): Promise<AdminOrderChange> {
  requireAdmin(input.actor);
  if (!isUuid(input.orderId)) return adminOrderFailure('not-found');
  return getDb().transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) return adminOrderFailure('not-found');
    if (!canMove(order.status as OrderStatus, 'delivered')) return adminOrderFailure('cannot-deliver');
    await tx
      .update(orders)
      .set({ status: 'delivered', deliveredAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, input.orderId));
    await recordOrderEvent(tx, input.orderId, 'delivered', {}, input.actor.id);
    return { ok: true as const, message: 'adminOrders.delivered' };
  });
}

type RefundInput = { orderId: string; amountCents: number; restock: boolean; reason: string };

/**
 * Refunds part or all of a paid order (admin). The refund, the order's new refunded total, the
 * stock returned (when asked) and the matching relief reversal are written together; the
 * provider call, the ledger entry and the email follow as jobs of `refund.requested`.
 */
export async function refundOrder(input: RefundInput & { actor: Actor }): Promise<AdminOrderChange> {
  requireAdmin(input.actor);
  return applyRefund(input, input.actor.id);
}

/** The refund itself, by an admin or (`refundedBy` null) by the store's own rule. */
async function applyRefund(input: RefundInput, refundedBy: string | null): Promise<AdminOrderChange> {
  const reason = input.reason.trim();
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) return adminOrderFailure('amount');
  if (reason.length < 3 || reason.length > 300) return adminOrderFailure('reason');
  if (!isUuid(input.orderId)) return adminOrderFailure('not-found');
  return getDb().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) return adminOrderFailure('not-found');
    if (!canRefund(order.status as OrderStatus) || !order.providerPaymentId) return adminOrderFailure('cannot-refund');
    const remaining = order.totalCents - order.refundedCents;
    if (input.amountCents > remaining) return adminOrderFailure('too-much');
    const [reversed] = await tx
      .select({ total: sql<number>`coalesce(sum(${refunds.reliefReversalCents}), 0)::int` })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    const reversal = reliefReversalCents({
      reliefCents: order.reliefCents,
      totalCents: order.totalCents,
      refundedBeforeCents: order.refundedCents,
      reversedBeforeCents: reversed?.total ?? 0,
      amountCents: input.amountCents,
    });
    if (input.restock) {
      const lines = await tx
        .select({
          productId: orderItems.productId,
          quantity: orderItems.quantity,
          restocked: orderItems.restockedQuantity,
          tracked: products.trackInventory,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, order.id));
      for (const line of lines) {
        const back = line.quantity - line.restocked;
        if (!line.tracked || back <= 0) continue;
        await restockRefunded(tx, {
          productId: line.productId,
          quantity: back,
          reason: `Refund on order VL-${order.number}: ${reason}`,
          actorId: refundedBy,
        });
        await tx
          .update(orderItems)
          .set({ restockedQuantity: line.quantity })
          .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, line.productId)));
      }
    }
    const refundedCents = order.refundedCents + input.amountCents;
    const full = refundedCents === order.totalCents;
    await tx
      .update(orders)
      .set({ refundedCents, status: full ? 'refunded' : order.status, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        amountCents: input.amountCents,
        reliefReversalCents: reversal,
        restock: input.restock,
        reason,
        createdBy: refundedBy,
      })
      .returning({ id: refunds.id });
    if (!refund) throw new Error('refund insert returned nothing');
    await recordOrderEvent(tx, order.id, 'refunded', { amountCents: input.amountCents, restock: input.restock }, refundedBy);
    await publishEvent(tx, refundRequested, { refundId: refund.id });
    return { ok: true as const, message: full ? 'adminOrders.refundedFull' : 'adminOrders.refundedPartial' };
  });
}

/**
 * Refunds what is left of a paid order, by a rule of the store rather than an administrator (a
 * class seat cancelled in time, or one that could not be given: decision 0053). It runs as the
 * platform, from a reaction (server/reactions/orders.ts), so it takes no actor. Safe to run
 * again: an order with nothing left to refund, or not refundable, is left as it is.
 */
export async function refundRemainder(input: { orderId: string; reason: string }): Promise<AdminOrderChange> {
  if (!isUuid(input.orderId)) return adminOrderFailure('not-found');
  const [order] = await getDb()
    .select({ status: orders.status, totalCents: orders.totalCents, refundedCents: orders.refundedCents })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order || !canRefund(order.status as OrderStatus) || order.totalCents - order.refundedCents <= 0)
    return adminOrderFailure('cannot-refund');
  // applyRefund locks the order and checks the amount again, so two runs at once refund once.
  return applyRefund(
    { orderId: input.orderId, amountCents: order.totalCents - order.refundedCents, restock: false, reason: input.reason },
    null,
  );
}
