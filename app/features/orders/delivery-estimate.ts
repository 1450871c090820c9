import { usableTimeZone } from '~/utils/format-date';

/**
 * When a paid order should arrive (pure, so it is tested on its own): business days from the day
 * it was paid, as the checkout promises them. Orders ship within 2 business days of payment
 * (the shipping note), then travel 3 to 7 business days by standard shipping and 1 to 3 by
 * express (the checkout's shipping methods): so a window from the first day it could arrive to
 * the last. Orders of relief products only ship nothing (shipping method `none`).
 */

const DISPATCH_DAYS = { min: 1, max: 2 };

/** Business days in transit per shipping method. */
const TRANSIT_BUSINESS_DAYS = { standard: { min: 3, max: 7 }, express: { min: 1, max: 3 } } as const;

export type DeliveryWindow = { from: Date; to: Date };

const calendarDays = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `value` falls on in `timeZone`, as midnight UTC of that day (for date-only display in UTC). */
export function calendarDayIn(value: Date, timeZone: string): Date {
  const zone = usableTimeZone(timeZone);
  let format = calendarDays.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' });
    calendarDays.set(zone, format);
  }
  const parts = format.formatToParts(value);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

/** `day` moved on by `count` business days (Monday to Friday); days are midnight UTC. */
export function addBusinessDays(day: Date, count: number): Date {
  const next = new Date(day);
  let left = count;
  while (left > 0) {
    next.setUTCDate(next.getUTCDate() + 1);
    const weekday = next.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return next;
}

/**
 * The days an order paid at `paidAt` should arrive, counted on the calendar of the visitor's time
 * zone (the day it was paid there); null for an order that ships nothing. The dates are midnight
 * UTC of those days, to be shown as dates in UTC.
 */
export function deliveryWindow(paidAt: Date, shippingMethod: string, timeZone: string): DeliveryWindow | null {
  if (shippingMethod !== 'standard' && shippingMethod !== 'express') return null;
  const transit = TRANSIT_BUSINESS_DAYS[shippingMethod];
  const day = calendarDayIn(paidAt, timeZone);
  return {
    from: addBusinessDays(day, DISPATCH_DAYS.min + transit.min),
    to: addBusinessDays(day, DISPATCH_DAYS.max + transit.max),
  };
}
