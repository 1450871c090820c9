import { describe, expect, it } from 'vitest';
import { settle } from './settlement';

const sum = (figures: ReturnType<typeof settle>) =>
  figures.paidCents + figures.inRunCents + figures.nextEstimateCents + figures.inWindowCents - figures.aheadCents;

describe('settle', () => {
  it('splits what was earned into paid, being paid, the next payout and the window', () => {
    const figures = settle({ payableCents: 1700, pendingCents: 700, paidCents: 500, inRunCents: 200 });
    expect(figures).toEqual({ paidCents: 500, inRunCents: 200, nextEstimateCents: 1000, inWindowCents: 700, aheadCents: 0 });
    expect(sum(figures)).toBe(2400);
  });

  it('counts a payment made ahead of the window against the window, not twice', () => {
    // An instructor paid $18.90 by a recorded transfer on the day of the sales: all of it still in the window.
    const figures = settle({ payableCents: 0, pendingCents: 1890, paidCents: 1000, inRunCents: 0 });
    expect(figures).toEqual({ paidCents: 1000, inRunCents: 0, nextEstimateCents: 0, inWindowCents: 890, aheadCents: 0 });
    expect(sum(figures)).toBe(1890);
  });

  it('says how far ahead a party is when a refund came after their payout', () => {
    const figures = settle({ payableCents: 600, pendingCents: 100, paidCents: 1000, inRunCents: 0 });
    expect(figures).toEqual({ paidCents: 1000, inRunCents: 0, nextEstimateCents: 0, inWindowCents: 0, aheadCents: 300 });
    expect(sum(figures)).toBe(700);
  });

  it('never shows a negative figure, even when a refund leaves the pending part below zero', () => {
    const figures = settle({ payableCents: 500, pendingCents: -50, paidCents: 500, inRunCents: 0 });
    expect(figures).toEqual({ paidCents: 500, inRunCents: 0, nextEstimateCents: 0, inWindowCents: 0, aheadCents: 0 });
  });

  it('is exact at the edges: nothing earned, nothing paid', () => {
    expect(settle({ payableCents: 0, pendingCents: 0, paidCents: 0, inRunCents: 0 })).toEqual({
      paidCents: 0,
      inRunCents: 0,
      nextEstimateCents: 0,
      inWindowCents: 0,
      aheadCents: 0,
    });
  });
});
