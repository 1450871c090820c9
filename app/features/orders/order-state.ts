/**
 * The order state machine (issue 4). Which moves are allowed, and what a payment event does to
 * an order in each state. Pure, so the rules are tested on their own; the server applies the
 * decision inside the transaction that holds the order's row lock.
 */

export const ORDER_STATUSES = ['pending_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['shipped', 'delivered', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** Paid orders (and those further along) can be refunded while money remains unrefunded. */
export function canRefund(status: OrderStatus): boolean {
  return status === 'paid' || status === 'shipped' || status === 'delivered';
}

export function canShip(status: OrderStatus): boolean {
  return status === 'paid';
}

export type PaymentEventType = 'payment.succeeded' | 'payment.declined' | 'payment.failed' | 'checkout.expired' | 'ignored';

/**
 * - `pay`: take the payment, the reserved stock becomes a sale;
 * - `note-decline`: one attempt was declined but the checkout is still open: the order keeps
 *   waiting (and its stock) for another attempt, until the buyer cancels or the deadline passes;
 * - `cancel`: the payment failed or the checkout ended unpaid, release the stock;
 * - `pay-after-cancel`: money arrived for an order already cancelled (it expired first): take
 *   the stock again if there is enough, otherwise refund the payment;
 * - `ignore`: a replay, or a stale event arriving after a later one (out of order).
 */
export type PaymentDecision = 'pay' | 'note-decline' | 'cancel' | 'pay-after-cancel' | 'ignore';

export function decidePaymentEvent(status: OrderStatus, event: PaymentEventType): PaymentDecision {
  if (event === 'ignored') return 'ignore';
  if (status === 'pending_payment')
    return event === 'payment.succeeded' ? 'pay' : event === 'payment.declined' ? 'note-decline' : 'cancel';
  if (status === 'cancelled' && event === 'payment.succeeded') return 'pay-after-cancel';
  return 'ignore';
}
