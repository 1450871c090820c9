import { describe, expect, it } from 'vitest';
import { canMove, canRefund, canShip, decidePaymentEvent, ORDER_STATUSES } from './order-state';

describe('the order state machine', () => {
  it('allows only the forward moves of the lifecycle', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending_payment→paid',
        'pending_payment→cancelled',
        'paid→shipped',
        'paid→delivered',
        'paid→refunded',
        'shipped→delivered',
        'shipped→refunded',
        'delivered→refunded',
      ].sort(),
    );
  });

  it('ships only paid orders and refunds only orders that took money', () => {
    expect(ORDER_STATUSES.filter(canShip)).toEqual(['paid']);
    expect(ORDER_STATUSES.filter(canRefund)).toEqual(['paid', 'shipped', 'delivered']);
  });

  it('pays or cancels a pending order according to the event', () => {
    expect(decidePaymentEvent('pending_payment', 'payment.succeeded')).toBe('pay');
    expect(decidePaymentEvent('pending_payment', 'payment.failed')).toBe('cancel');
    expect(decidePaymentEvent('pending_payment', 'checkout.expired')).toBe('cancel');
    expect(decidePaymentEvent('pending_payment', 'ignored')).toBe('ignore');
  });

  it('keeps a pending order waiting when one attempt is declined (the checkout is still open)', () => {
    expect(decidePaymentEvent('pending_payment', 'payment.declined')).toBe('note-decline');
  });

  it('ignores replays and events that arrive after a later state (out of order)', () => {
    for (const status of ['paid', 'shipped', 'delivered', 'refunded'] as const) {
      expect(decidePaymentEvent(status, 'payment.succeeded')).toBe('ignore');
      expect(decidePaymentEvent(status, 'payment.failed')).toBe('ignore');
      expect(decidePaymentEvent(status, 'payment.declined')).toBe('ignore');
      expect(decidePaymentEvent(status, 'checkout.expired')).toBe('ignore');
    }
    expect(decidePaymentEvent('cancelled', 'payment.failed')).toBe('ignore');
    expect(decidePaymentEvent('cancelled', 'payment.declined')).toBe('ignore');
    expect(decidePaymentEvent('cancelled', 'checkout.expired')).toBe('ignore');
  });

  it('does not drop money that arrives for an order that already expired', () => {
    expect(decidePaymentEvent('cancelled', 'payment.succeeded')).toBe('pay-after-cancel');
  });
});
