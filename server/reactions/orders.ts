/*
 * How orders react to learning's events (convention 4; decisions 0053 and 0069): a class seat
 * cancelled by the class's cut-off, one that could not be given when the payment arrived, or one
 * in a class that was cancelled, is refunded in full. Learning announces the refund is due and
 * orders makes it, so neither imports the other. The subscriber name is stable: with the event
 * type it names the queue and each job.
 *
 * Registered by server/background-work.ts, with every other domain's reactions.
 */
import { subscribe } from '~/features/jobs/events.server';
import { classRefundDue } from '~/features/learning/events';
import { refundRemainder } from '~/features/orders/admin-orders.server';

/** The reason recorded with the refund, for each reason the event can give. */
const CLASS_REFUND_REASONS = {
  cancelled_in_time: 'Class seat cancelled before the refund cut-off',
  seat_unavailable: 'The class seat was no longer available when the payment arrived',
  class_cancelled: 'The class was cancelled',
} as const;

subscribe(classRefundDue, 'refund-class-seat', async ({ orderId, reason }) => {
  await refundRemainder({ orderId, reason: CLASS_REFUND_REASONS[reason] });
});
