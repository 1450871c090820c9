import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ERASED, type PersonalData } from '~/db/personal-data';
import { fulfilments, orderEvents, orderItems, orders, refunds, savedAddresses } from '~/db/schema/orders';

/**
 * Orders, their payments and refunds are accounting records: they stay after the account is
 * deleted, with the buyer anonymised. The address keeps its country and region only (what tax
 * was charged on); name, street, city and postcode go. Refunds an admin issued keep the refund,
 * without who issued it; so do parcels someone shipped (decision 0095), without who shipped them. The
 * address book goes.
 */
export const ordersPersonalData: PersonalData = {
  domain: 'orders',
  tables: { orders: 'orders', refunds: 'refundsIssued', saved_addresses: 'addresses', fulfilments: 'parcelsShipped' },
  async export(db, person) {
    const rows = await db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        email: orders.email,
        shippingMethod: orders.shippingMethod,
        shippingAddress: orders.shippingAddress,
        subtotalCents: orders.subtotalCents,
        shippingCents: orders.shippingCents,
        taxCents: orders.taxCents,
        totalCents: orders.totalCents,
        reliefCents: orders.reliefCents,
        refundedCents: orders.refundedCents,
        trackingNumber: orders.trackingNumber,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        shippedAt: orders.shippedAt,
        cancelledAt: orders.cancelledAt,
      })
      .from(orders)
      .where(eq(orders.userId, person.id))
      .orderBy(asc(orders.createdAt));
    const ids = rows.map((row) => row.id);
    const [lines, orderRefunds, issued, addresses, parcelsShipped] = await Promise.all([
      ids.length === 0
        ? []
        : db
            .select({
              orderId: orderItems.orderId,
              name: orderItems.name,
              unitPriceCents: orderItems.unitPriceCents,
              quantity: orderItems.quantity,
            })
            .from(orderItems)
            .where(inArray(orderItems.orderId, ids))
            .orderBy(asc(orderItems.name)),
      ids.length === 0
        ? []
        : db
            .select({ orderId: refunds.orderId, amountCents: refunds.amountCents, reason: refunds.reason, at: refunds.createdAt })
            .from(refunds)
            .where(inArray(refunds.orderId, ids))
            .orderBy(asc(refunds.createdAt)),
      db
        .select({ orderNumber: orders.number, amountCents: refunds.amountCents, reason: refunds.reason, at: refunds.createdAt })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(eq(refunds.createdBy, person.id))
        .orderBy(asc(refunds.createdAt)),
      db
        .select({ address: savedAddresses.address, isDefault: savedAddresses.isDefault, savedAt: savedAddresses.createdAt })
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, person.id))
        .orderBy(asc(savedAddresses.createdAt)),
      db
        .select({
          orderNumber: orders.number,
          carrier: fulfilments.carrier,
          trackingNumber: fulfilments.trackingNumber,
          at: fulfilments.shippedAt,
        })
        .from(fulfilments)
        .innerJoin(orders, eq(orders.id, fulfilments.orderId))
        .where(eq(fulfilments.shippedBy, person.id))
        .orderBy(asc(fulfilments.shippedAt)),
    ]);
    return {
      orders: rows.map(({ id, ...order }) => ({
        ...order,
        lines: lines.filter((line) => line.orderId === id).map(({ orderId: _, ...line }) => line),
        refunds: orderRefunds.filter((refund) => refund.orderId === id).map(({ orderId: _, ...refund }) => refund),
      })),
      refundsIssued: issued,
      addresses,
      parcelsShipped,
    };
  },
  async erase(tx, person) {
    await tx
      .update(orders)
      .set({
        userId: null,
        email: ERASED,
        paymentUrl: null,
        shippingAddress: sql`case when ${orders.shippingAddress} is null then null else jsonb_build_object(
          'name', '', 'line1', '', 'line2', '', 'city', '', 'postalCode', '',
          'region', ${orders.shippingAddress}->>'region', 'country', ${orders.shippingAddress}->>'country') end`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.userId, person.id));
    await tx.update(orderEvents).set({ actorId: null }).where(eq(orderEvents.actorId, person.id));
    await tx.update(refunds).set({ createdBy: null }).where(eq(refunds.createdBy, person.id));
    await tx.update(fulfilments).set({ shippedBy: null }).where(eq(fulfilments.shippedBy, person.id));
    // The address book is the person's own, not a record: it goes.
    await tx.delete(savedAddresses).where(eq(savedAddresses.userId, person.id));
  },
};
