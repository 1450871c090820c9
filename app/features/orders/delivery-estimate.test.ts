import { describe, expect, it } from 'vitest';
import { addBusinessDays, calendarDayIn, deliveryWindow } from './delivery-estimate';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('the delivery estimate', () => {
  it('counts business days, skipping weekends', () => {
    // Friday 6 March 2026 + 1 business day is Monday 9 March.
    expect(addBusinessDays(day('2026-03-06'), 1)).toEqual(day('2026-03-09'));
    expect(addBusinessDays(day('2026-03-06'), 5)).toEqual(day('2026-03-13'));
    expect(addBusinessDays(day('2026-03-07'), 1)).toEqual(day('2026-03-09'));
  });

  it('gives standard and express windows from the day the order was paid', () => {
    // Paid Monday 2 March 2026: standard 4 to 9 business days, express 2 to 5.
    const paid = new Date('2026-03-02T15:00:00Z');
    expect(deliveryWindow(paid, 'standard', 'UTC')).toEqual({ from: day('2026-03-06'), to: day('2026-03-13') });
    expect(deliveryWindow(paid, 'express', 'UTC')).toEqual({ from: day('2026-03-04'), to: day('2026-03-09') });
  });

  it('counts from the day it was paid in the visitor’s time zone', () => {
    // 23:30 UTC on Thursday is already Friday in Tokyo, still Thursday in Los Angeles.
    const paid = new Date('2026-03-05T23:30:00Z');
    expect(calendarDayIn(paid, 'Asia/Tokyo')).toEqual(day('2026-03-06'));
    expect(calendarDayIn(paid, 'America/Los_Angeles')).toEqual(day('2026-03-05'));
    expect(deliveryWindow(paid, 'express', 'Asia/Tokyo')?.from).toEqual(day('2026-03-10'));
    expect(deliveryWindow(paid, 'express', 'America/Los_Angeles')?.from).toEqual(day('2026-03-09'));
    // A zone the runtime does not know counts in UTC.
    expect(calendarDayIn(paid, 'Not/AZone')).toEqual(day('2026-03-05'));
  });

  it('has no window for an order that ships nothing', () => {
    expect(deliveryWindow(new Date(), 'none', 'UTC')).toBeNull();
  });
});
