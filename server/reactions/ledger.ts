/*
 * How the ledger reacts to orders' events (convention 4; decision 0089): a paid order is split
 * into its accounts, and each refund reverses its part, by jobs after the payment event, never
 * inline in checkout. Both call the one posting function, which writes only what is missing, so
 * a job run twice, or a refund's job run before the payment's, leaves the same ledger. The
 * subscriber names are stable: with the event type they name the queue and each job.
 *
 * Registered by server/background-work.ts, with every other domain's reactions.
 */
import { subscribe } from '~/features/jobs/events.server';
import { postOrderToLedger } from '~/features/ledger/post-order.server';
import { orderPaid, refundRequested } from '~/features/orders/events';
import { findRefundForLedger } from '~/features/orders/orders.server';

subscribe(orderPaid, 'money-ledger', async ({ orderId }) => {
  await postOrderToLedger(orderId);
});

subscribe(refundRequested, 'money-ledger', async ({ refundId }) => {
  const refund = await findRefundForLedger(refundId);
  if (refund) await postOrderToLedger(refund.orderId);
});
