/*
 * The rules of a paid class's seats (decision 0053), pure so they are tested on their own: how
 * long a freed seat waits for the first person in line to pay, and when a cancelled seat is
 * refunded.
 */

/** A seat freed in a paid class is held this long for the first person in line to pay for it. */
export const OFFER_HOLD_HOURS = 24;

/** Until when a seat offered now is held: a day, or until the class starts if that is sooner. */
export function offerExpiry(startsAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + OFFER_HOLD_HOURS * 3_600_000, startsAt.getTime()));
}

/** The last moment a paid seat can be cancelled for a full refund. */
export function refundDeadline(session: { startsAt: Date; refundCutoffHours: number }): Date {
  return new Date(session.startsAt.getTime() - session.refundCutoffHours * 3_600_000);
}

/** Whether a paid seat cancelled at `now` is refunded in full: up to the class's cut-off, never after. */
export function refundsOnCancel(session: { priceCents: number; startsAt: Date; refundCutoffHours: number }, now: Date): boolean {
  return session.priceCents > 0 && now.getTime() <= refundDeadline(session).getTime();
}
