import { eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { orderItems, orders, refunds } from '~/db/schema/orders';
import { subscribe } from '~/features/jobs/events.server';
import { handleJob } from '~/features/jobs/jobs.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { getPaymentProvider } from '~/features/payments/payments.server';
import type { ProviderId } from '~/features/payments/provider';
import { orderPaid, orderShipped, refundRequested } from './events';
import { emailsPerParcel } from './fulfilment-rules';
import { countOrderFulfilments } from './fulfilments.server';
import { expireUnpaidOrdersJob } from './jobs';
import { expireDueOrders } from './order-payments.server';

/*
 * What follows a change to an order, as durable jobs (issue 4: side effects of a paid order are
 * events handled by jobs, not inline code in checkout). Each handler is idempotent: a job can
 * run twice after a crash, and must not send two emails or ask for a refund twice. What other
 * domains do when an order is paid or refunded (the relief ledger, the cart, a subscription)
 * is registered at the composition root, in server/reactions/.
 */

/** The reservation's deadline (./jobs.ts). */
handleJob(expireUnpaidOrdersJob, async () => {
  await expireDueOrders();
});

async function findOrderFacts(orderId: string) {
  const [order] = await getDb()
    .select({
      id: orders.id,
      number: orders.number,
      idempotencyKey: orders.idempotencyKey,
      email: orders.email,
      locale: orders.locale,
      userId: orders.userId,
      firstName: users.firstName,
      name: users.name,
      subtotalCents: orders.subtotalCents,
      shippingCents: orders.shippingCents,
      taxCents: orders.taxCents,
      totalCents: orders.totalCents,
      reliefCents: orders.reliefCents,
      refundedCents: orders.refundedCents,
      trackingNumber: orders.trackingNumber,
      provider: orders.provider,
      providerPaymentId: orders.providerPaymentId,
    })
    .from(orders)
    // Left join: an order whose buyer deleted their account still gets its refund, not its emails.
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return order;
}

subscribe(orderPaid, 'confirmation-email', async ({ orderId }, { eventId }) => {
  const order = await findOrderFacts(orderId);
  // A subscription renewal has its own email (subscriptions.jobs.server.ts).
  if (!order?.userId || order.idempotencyKey.startsWith('renewal:')) return;
  const lines = await getDb()
    .select({
      name: orderItems.name,
      quantity: orderItems.quantity,
      lineCents: sql<number>`${orderItems.unitPriceCents} * ${orderItems.quantity}`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await sendEmail({
    template: 'order-confirmation',
    to: order.email,
    locale: order.locale,
    userId: order.userId,
    dedupeKey: `order-confirmation:${eventId}`,
    props: {
      firstName: order.firstName || order.name || '',
      orderId: order.id,
      orderNumber: order.number,
      lines,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      reliefCents: order.reliefCents,
    },
  });
});

subscribe(orderShipped, 'shipped-email', async ({ orderId }, { eventId }) => {
  const order = await findOrderFacts(orderId);
  if (!order?.userId || !order.trackingNumber) return;
  // A split order's buyer had an email per parcel instead, the last saying nothing else is to come.
  if (emailsPerParcel(await countOrderFulfilments(orderId))) return;
  await sendEmail({
    template: 'order-shipped',
    to: order.email,
    locale: order.locale,
    userId: order.userId,
    dedupeKey: `order-shipped:${eventId}`,
    props: {
      firstName: order.firstName || order.name || '',
      orderId,
      orderNumber: order.number,
      trackingNumber: order.trackingNumber,
    },
  });
});

async function refundWithOrder(refundId: string) {
  const [refund] = await getDb().select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) return null;
  const order = await findOrderFacts(refund.orderId);
  return order ? { refund, order } : null;
}

/** Asks the provider for the money back; our refund id is its idempotency key. */
subscribe(refundRequested, 'provider-refund', async ({ refundId }) => {
  const found = await refundWithOrder(refundId);
  if (!found || found.refund.providerRefundId) return;
  const { refund, order } = found;
  if (!order.providerPaymentId) throw new Error(`order ${order.id} has no payment to refund`);
  const provider = await getPaymentProvider(order.provider as ProviderId);
  if (!provider) throw new Error(`payment provider ${order.provider} is not configured`);
  const result = await provider.refund({
    paymentId: order.providerPaymentId,
    amountCents: refund.amountCents,
    reason: refund.reason,
    idempotencyKey: refund.id,
  });
  await getDb().update(refunds).set({ providerRefundId: result.refundId }).where(eq(refunds.id, refund.id));
});

subscribe(refundRequested, 'refund-email', async ({ refundId }, { eventId }) => {
  const found = await refundWithOrder(refundId);
  // Nobody to write to once the buyer has deleted their account.
  if (!found?.order.userId) return;
  const { refund, order } = found;
  await sendEmail({
    template: 'order-refunded',
    to: order.email,
    locale: order.locale,
    userId: order.userId,
    dedupeKey: `order-refunded:${eventId}`,
    props: {
      firstName: order.firstName || order.name || '',
      orderId: order.id,
      orderNumber: order.number,
      amountCents: refund.amountCents,
      full: order.refundedCents >= order.totalCents,
    },
  });
});
