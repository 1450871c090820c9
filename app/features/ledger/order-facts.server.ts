import { asc, eq } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { products } from '~/db/schema/catalog';
import { coachingClasses } from '~/db/schema/coaching';
import { courses } from '~/db/schema/learning';
import { orderItems, orders, refunds } from '~/db/schema/orders';
import { vendorProfiles } from '~/db/schema/vendors';
import { commissionTermsFor } from '~/features/affiliates/affiliates.server';
import { getEnv } from '~/utils/env.server';
import type { LineOwner, PaidOrderFacts } from './allocation';

/*
 * What the ledger needs to know of an order (read from orders, the catalogue, learning and the
 * affiliate programme, which it builds on): its figures, each line's owner and the affiliate who
 * brought the buyer, with the rates that apply when it is posted, and its
 * refunds in the order they were made. Read inside the posting's transaction, after the order's
 * row is locked, so a refund cannot slip in between.
 */

export type OrderForLedger = PaidOrderFacts & { id: string; isPaid: boolean };
export type RefundForLedger = { id: string; amountCents: number; reliefReversalCents: number };

/** The order, locked until the transaction ends; undefined when there is none. */
export async function readOrderForLedger(tx: Executor, orderId: string): Promise<OrderForLedger | undefined> {
  const [order] = await tx
    .select({
      id: orders.id,
      paidAt: orders.paidAt,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      shippingCents: orders.shippingCents,
      taxCents: orders.taxCents,
      reliefCents: orders.reliefCents,
      totalCents: orders.totalCents,
      affiliateId: orders.affiliateId,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) return undefined;
  const lines = await tx
    .select({
      productId: orderItems.productId,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
      discountCents: orderItems.discountCents,
      isReliefProduct: orderItems.isReliefProduct,
      category: products.category,
      vendorId: products.vendorId,
      courseInstructorId: courses.instructorId,
      classInstructorId: coachingClasses.instructorId,
      vendorCommission: vendorProfiles.commissionPercent,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(courses, eq(courses.productId, orderItems.productId))
    .leftJoin(coachingClasses, eq(coachingClasses.productId, orderItems.productId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, products.vendorId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  const env = getEnv();
  // The affiliate's terms as they stand when the order is posted (a suspended affiliate earns nothing).
  const affiliate = order.affiliateId ? await commissionTermsFor(order.affiliateId, tx) : null;
  const ownerOf = (line: (typeof lines)[number]): LineOwner => {
    const instructorId = line.courseInstructorId ?? line.classInstructorId;
    if (instructorId) return { kind: 'instructor', id: instructorId, sharePercent: env.INSTRUCTOR_REVENUE_SHARE_PERCENT };
    // A vendor's own rate when an admin set one on their store, otherwise the marketplace's.
    if (line.vendorId)
      return {
        kind: 'vendor',
        id: line.vendorId,
        commissionPercent: line.vendorCommission === null ? env.VENDOR_COMMISSION_PERCENT : Number(line.vendorCommission),
      };
    return { kind: 'platform' };
  };
  return {
    id: order.id,
    isPaid: order.paidAt !== null,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    reliefCents: order.reliefCents,
    totalCents: order.totalCents,
    lines: lines.map((line) => ({
      amountCents: line.unitPriceCents * line.quantity,
      discountCents: line.discountCents,
      isReliefProduct: line.isReliefProduct,
      owner: ownerOf(line),
      affiliatePercent: affiliate?.percentByCategory[line.category],
    })),
    affiliate: affiliate && { id: affiliate.id, percent: affiliate.percent, leader: affiliate.leader },
  };
}

/** The order's refunds, oldest first. */
export async function readRefundsForLedger(tx: Executor, orderId: string): Promise<RefundForLedger[]> {
  return tx
    .select({ id: refunds.id, amountCents: refunds.amountCents, reliefReversalCents: refunds.reliefReversalCents })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}
